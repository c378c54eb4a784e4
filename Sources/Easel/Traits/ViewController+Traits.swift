import EaselGraphics
import Foundation

/// How traits flow to a controller, as in UIKit: from its parent (with what the parent
/// overrides for it), else from the presentation controller that shows it, else from
/// the window it is the root of, else from its view's superview; then its own
/// `traitOverrides`.
extension ViewController: TraitEnvironment {
    /// The controller's effective traits, like `UIViewController.traitCollection`.
    public var traitCollection: TraitCollection { traitOverrides.applied(to: inheritedTraits) }

    private var inheritedTraits: TraitCollection {
        if let parent {
            return TraitCollection(traitsFrom: [parent.traitCollection,
                                                parent.overrideTraitCollection(forChild: self) ?? TraitCollection()])
        }
        if presenter != nil, let presentation = presentationController {
            return presentation.traitCollection
        }
        if let view = viewIfLoaded {
            if let window = view.superview as? Window, window.rootViewController === self { return window.traitCollection }
            if let superview = view.superview { return superview.traitCollection }
        }
        return TraitCollection()
    }

    /// Sets traits for a child controller that replace the ones it inherits from this
    /// one, like `UIViewController.setOverrideTraitCollection(_:forChild:)`; `nil`
    /// removes them. A controller that is not a child is reported and left alone.
    public func setOverrideTraitCollection(_ collection: TraitCollection?, forChild child: ViewController) {
        guard child.parent === self else {
            return Trace.diagnostic("setOverrideTraitCollection: \(child.traceName) is not a child of \(traceName)")
        }
        guard child.traitsSetByParent != collection else { return }
        child.traitsSetByParent = collection
        child.traitEnvironmentDidChange()
    }

    /// Something the controller's traits come from changed: its view's subtree (where
    /// its children's views are) is brought up to date.
    func traitEnvironmentDidChange() {
        guard let view = viewIfLoaded, view.window != nil else { return }
        view.updateTraitsInSubtree()
    }

    /// Brings the controller's reported traits up to date and tells it of a change.
    func updateReportedTraits() {
        let current = traitCollection
        guard let previous = reportedTraits, previous != current else {
            reportedTraits = current
            return
        }
        reportedTraits = current
        deliverTraitChange(from: previous, to: current, name: traceName, isController: true) {
            traitCollectionDidChange($0)
        }
    }
}
