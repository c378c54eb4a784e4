import EaselGraphics
import Foundation

/// A 3D transform boxed in `NSValue`, as Core Animation code passes one in an
/// animation's `values` (`NSValue(caTransform3D:)`): Linux's Foundation boxes no
/// structures, so the value holds the transform's sixteen entries row by row, as an
/// array of doubles (`[16d]`).
extension NSValue {
    /// The Objective-C type of a boxed transform here.
    private static let transform3DType = "[16d]"

    /// A value holding `transform`.
    package convenience init(transform3D transform: Transform3D) {
        var entries = transform.rows.flatMap { $0 }.map(Double.init)
        self.init(bytes: &entries, objCType: Self.transform3DType)
    }

    /// The transform the value holds; `nil` when it holds something else.
    package var transform3DValue: Transform3D? {
        guard String(cString: objCType) == Self.transform3DType else { return nil }
        var entries = [Double](repeating: 0, count: 16)
        entries.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return Transform3D(entries: entries.map { CGFloat($0) })
    }
}
