import Easel
import Foundation

/// An area left out of the comparison (a clock, a spinner, an avatar loaded at run
/// time), like Playwright's `mask` option: its pixels never count as differences.
public enum SnapshotMask {
    /// A rectangle in points, in the coordinates of the captured image (the window).
    case rect(CGRect)
    /// The area a view covers in the captured window, found after layout.
    case view(View)
}
