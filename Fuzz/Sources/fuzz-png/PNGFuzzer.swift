import EaselDiff
import EaselGraphics
import Foundation

/// libFuzzer's entry point: the input is a PNG file, decoded both ways Easel reads
/// PNGs: `Image(pngData:)` (premultiplied, what scenes draw) and
/// `RGBAImage(pngData:)` (straight, what comparisons read). Decoding may fail, but
/// must not crash, hang or leak, and both ways must agree on the outcome and size.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let image = Result { () throws(PNGError) in try Image(pngData: data) }
    let rgba = Result { () throws(PNGError) in try RGBAImage(pngData: data) }
    switch (image, rgba) {
    case (.success(let image), .success(let rgba)):
        precondition(image.pixelWidth == rgba.width && image.pixelHeight == rgba.height,
                     "sizes disagree: \(image.pixelWidth)×\(image.pixelHeight) and \(rgba.width)×\(rgba.height)")
    case (.failure(let first), .failure(let second)):
        precondition(first == second && !first.description.isEmpty, "errors disagree: \(first) and \(second)")
    default:
        preconditionFailure("one decoder failed and the other did not: \(image) and \(rgba)")
    }
    return 0
}
