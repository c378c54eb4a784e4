import Foundation

/// The view a `.currentContext` or `.overCurrentContext` presentation puts over the
/// context controller's view, in that view's superview and with its frame (UIKit's
/// transition view): the presented view fills it, so what lies outside the context (a
/// tab bar in front of it) stays visible. It follows its superview's size.
final class PresentationContainerView: View {
    /// A container over `coveredView`, placed just above it in its superview.
    init(over coveredView: View, in superview: View) {
        super.init(frame: coveredView.frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.insertSubview(self, aboveSubview: coveredView)
    }

    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// Touches the presented view lets through (a search controller's clear top) reach
    /// the covered views, as UIKit's transition view passes them on.
    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
