import EaselDiff
import EaselPNG

/// Bytes read from the front of the fuzzer's input; past its end every read is 0, so
/// that any input makes two images.
private struct InputReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    mutating func byte() -> UInt8 {
        defer { position += 1 }
        return position < bytes.count ? bytes[position] : 0
    }

    /// A little-endian 64-bit integer: ignore regions come from user files, which may
    /// hold any whole number.
    mutating func int() -> Int {
        (0..<8).reduce(0) { value, shift in value | Int(byte()) << (shift * 8) }
    }

    mutating func image(width: Int, height: Int) -> RGBAImage {
        RGBAImage(width: width, height: height, bytes: (0..<width * height * 4).map { _ in byte() })
    }
}

/// libFuzzer's entry point: the input is two images and the options to compare them
/// with (the layout is in docs/RELIABILITY.md, "Fuzzing"). The comparison must not crash, and its
/// figures must be consistent: no more differences than compared pixels, the bounding
/// box inside the compared area, and an image compared with itself matches.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompare(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = InputReader(bytes: UnsafeBufferPointer(start: bytes, count: count))
    let sizes = (0..<4).map { _ in Int(input.byte() % 65) }
    let threshold = Double(input.byte()) / 255
    let flags = input.byte()
    var options = ComparisonOptions(threshold: threshold, includeAA: flags & 1 != 0, alpha: Double(input.byte()) / 128 - 0.5,
                                    diffColorAlt: flags & 2 != 0 ? Pixel(red: 0, green: 255, blue: 0) : nil,
                                    diffMask: flags & 4 != 0)
    options.ignoredRegions = (0..<Int(flags >> 5)).map { _ in
        PixelRect(x: input.int(), y: input.int(), width: input.int(), height: input.int())
    }
    let baseline = input.image(width: sizes[0], height: sizes[1])
    let current = input.image(width: sizes[2], height: sizes[3])
    let difference = ImageDifference(baseline: baseline, current: current, options: options, producingDiffImage: flags & 8 != 0)

    let compared = difference.comparedSize
    precondition(difference.differentPixelCount + difference.antialiasedPixelCount <= compared.width * compared.height,
                 "more differences than pixels")
    if let box = difference.boundingBox {
        precondition(box.x >= 0 && box.y >= 0 && box.maxX <= compared.width && box.maxY <= compared.height,
                     "bounding box \(box) outside \(compared)")
    }
    if let diff = difference.diffImage {
        precondition(diff.size == compared, "diff image \(diff.size) for \(compared)")
    }
    precondition(ImageDifference(baseline: baseline, current: baseline, options: options).differentPixelCount == 0,
                 "an image differs from itself")
    return 0
}
