import Foundation

/// Pixels per point given through the API, checked once where an image, a renderer
/// or a window takes them. UIKit's scales come from the screen and are never invalid;
/// a scale of 0, a negative one, NaN or an infinity given to Easel would make no
/// pixels or infinitely many, so it is reported and 1 is used instead of stopping the
/// program.
package enum ScaleFactor {
    /// `scale` when it is a positive, finite number; otherwise 1, reported for `owner`.
    package static func checked(_ scale: CGFloat, for owner: String) -> CGFloat {
        guard !(scale > 0 && scale.isFinite) else { return scale }
        Diagnostics.report("\(owner): a scale of \(scale) is not a positive number; using 1")
        return 1
    }
}
