/// Read access to an image's RGBA pixels as words (four bytes in memory order), one
/// row after another `stride` pixels apart: what the comparison loops walk, without
/// bounds checks or copies.
struct PixelPlane {
    let base: UnsafeRawPointer
    /// Pixels from one row to the next.
    let stride: Int

    @inline(__always)
    subscript(x: Int, y: Int) -> UInt32 {
        base.load(fromByteOffset: (y &* stride &+ x) &* 4, as: UInt32.self)
    }

    @inline(__always)
    func row(_ y: Int) -> UnsafeRawPointer { base + y &* stride &* 4 }
}
