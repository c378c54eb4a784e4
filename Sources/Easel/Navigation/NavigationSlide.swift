import Foundation

/// The geometry of UIKit's navigation slide (`_UINavigationParallaxTransition`): the
/// incoming view of a push enters from the right edge while the covered view moves
/// left by the width less UIKit's `parallaxOffset`, round(0.7 × width), that is about
/// 30 % of the width; a pop plays it backwards. Right to left, the slide is mirrored:
/// the incoming view enters from the left. The top view of the stack is always the one
/// in front.
struct NavigationSlide: SlideGeometry {
    /// The transition view's bounds: where a view at rest sits.
    let bounds: CGRect
    let isPop: Bool
    var isRightToLeft = false

    /// How far aside (left, or right in a right-to-left layout) the covered view sits.
    var coveredOffset: CGFloat { bounds.width - (bounds.width * 0.7).rounded() }

    /// Where the incoming view starts.
    var incomingStart: CGRect { isPop ? covered : offscreen }
    /// Where the outgoing view ends.
    var outgoingEnd: CGRect { isPop ? offscreen : covered }

    private var offscreen: CGRect { bounds.offsetBy(dx: isRightToLeft ? -bounds.width : bounds.width, dy: 0) }
    private var covered: CGRect { bounds.offsetBy(dx: isRightToLeft ? coveredOffset : -coveredOffset, dy: 0) }
}
