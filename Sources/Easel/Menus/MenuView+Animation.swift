import EaselGraphics
import Foundation

/// The menu's entrance and exit, as iOS 26 shows them: the platter grows out of the
/// button or bar item that opened it while it fades in, and shrinks back towards it
/// while it fades out. Apple documents neither the durations nor the curves; these
/// follow UIKit's habit for system presentations: an entrance that starts fast and
/// settles (ease out), a shorter exit that speeds away (ease in). Both are
/// `View.animate` blocks on the menu view's `transform` and `alpha`, so they run in the
/// window's virtual time, end after their duration, and show in `layer.presentation()`.
extension MenuView {
    /// How long the menu takes to open.
    static let openingDuration: TimeInterval = 0.3
    /// How long the menu takes to close.
    static let closingDuration: TimeInterval = 0.2
    /// The scale the platter grows from and shrinks to.
    static let collapsedScale: CGFloat = 0.2

    /// Where the platter grows from: its point nearest the anchor's centre (the middle
    /// of its top edge under a button, its trailing corner for a trailing-aligned menu),
    /// in the view's coordinates.
    var growthOrigin: CGPoint {
        let platter = menuLayout.platter
        return CGPoint(x: min(max(anchor.midX, platter.minX), platter.maxX),
                       y: min(max(anchor.midY, platter.minY), platter.maxY))
    }

    /// The transform that shrinks the view to `collapsedScale` about `growthOrigin` (a
    /// view's transform applies about its centre).
    var collapsedTransform: Transform {
        let origin = growthOrigin
        let offset = CGPoint(x: origin.x - bounds.midX, y: origin.y - bounds.midY)
        return Transform(translationX: offset.x, y: offset.y)
            .scaledBy(x: Self.collapsedScale, y: Self.collapsedScale)
            .translatedBy(x: -offset.x, y: -offset.y)
    }

    /// Grows the menu from its anchor and fades it in.
    func animateOpening() {
        transform = collapsedTransform
        alpha = 0
        View.animate(withDuration: Self.openingDuration, delay: 0, options: .curveEaseOut) {
            transform = .identity
            alpha = 1
        }
    }

    /// Shrinks the menu towards its anchor and fades it out, then takes it out of the
    /// window (at once when it is in none: nothing would show the animation).
    func animateClosing() {
        guard window != nil else { return removeFromSuperview() }
        View.animate(withDuration: Self.closingDuration, delay: 0, options: .curveEaseIn, animations: {
            transform = collapsedTransform
            alpha = 0
        }, completion: { [weak self] _ in self?.removeFromSuperview() })
    }
}
