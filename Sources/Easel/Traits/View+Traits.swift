import EaselGraphics
import Foundation

/// How traits flow to a view and how it learns that they changed, as in UIKit: a
/// controller's root view takes its controller's traits, any other view its
/// superview's, a window its screen's; each applies its own `traitOverrides`.
extension View: TraitEnvironment {
    /// The view's effective traits, like `UIView.traitCollection`; a view outside a
    /// window with no superview has every trait unspecified (but its overrides).
    /// A view whose `semanticContentAttribute` forces a direction has it as its
    /// `layoutDirection`, and so do the views inside it, as in UIKit.
    /// A view with content size category limits has its text size clamped to them (see
    /// View+ContentSizeCategoryLimits).
    public var traitCollection: TraitCollection {
        let traits = traitOverrides.applied(to: inheritedTraits)
        guard let limits = occasionalProperties, limits.limitsContentSizeCategory else { return traits }
        return limits.clamping(traits)
    }

    /// The traits of the view's environment: its controller's, its superview's or its
    /// screen's.
    var environmentTraits: TraitCollection {
        if let owningViewController { return owningViewController.traitCollection }
        if let superview { return superview.traitCollection }
        return (self as? Window)?.screenTraits ?? TraitCollection()
    }

    /// The traits the view inherits, before its overrides: its environment's, with the
    /// direction its semantic content attribute forces.
    private var inheritedTraits: TraitCollection {
        let inherited = environmentTraits
        guard let forced = semanticContentAttribute.forcedTrait, forced != inherited.layoutDirection else { return inherited }
        return inherited.modifyingTraits { $0.layoutDirection = forced }
    }

    /// Updates `startsTraitEnvironment` after what it depends on changed.
    func noteTraitSources() {
        startsTraitEnvironment = traitOverrides != TraitOverrides() || owningViewController != nil || self is Window
            || occasionalProperties?.limitsContentSizeCategory == true
    }

    /// Something the traits of this view's subtree come from changed.
    func traitEnvironmentDidChange() {
        if window != nil { updateTraitsInSubtree() }
    }

    /// Brings the reported traits of the views and controllers in this subtree up to
    /// date, top down, a controller before its root view (UIKit updates a controller's
    /// traits before it lays out its view), and tells each one whose traits changed.
    func updateTraitsInSubtree() {
        owningViewController?.updateReportedTraits()
        let current = traitCollection
        let previous = reportedTraits
        reportedTraits = current
        if previous != current { effectiveTraitsDidSettle(current) }
        if previous?.layoutDirection ?? .leftToRight != current.layoutDirection {
            let attribute = semanticContentAttribute
            let before = attribute.layoutDirection(relativeTo: UserInterfaceLayoutDirection(previous?.layoutDirection ?? .leftToRight))
            if before != attribute.layoutDirection(relativeTo: UserInterfaceLayoutDirection(current.layoutDirection)) {
                effectiveLayoutDirectionDidChange()
            }
        }
        if previous?.pseudoLanguage ?? .unspecified != current.pseudoLanguage { pseudoLanguageDidChange(isFirst: previous == nil) }
        if let previous, previous != current { traitsDidChange(from: previous, to: current) }
        for subview in subviews { subview.updateTraitsInSubtree() }
    }

    /// Redisplays the text the pseudolanguage shows: the standalone text layers, and the
    /// view itself when it draws (its strings are drawn pseudolocalized) and has drawn
    /// before.
    private func pseudoLanguageDidChange(isFirst: Bool) {
        layer.redisplayPseudolocalizedText()
        if !isFirst, layer.drawsContent { setNeedsDisplay() }
    }

    /// Redisplays what resolved a dynamic color when the color appearance changed, then
    /// calls `traitCollectionDidChange(_:)` and the registrations.
    private func traitsDidChange(from previous: TraitCollection, to current: TraitCollection) {
        if current.hasDifferentColorAppearance(comparedTo: previous) { layer.redisplayDynamicColors() }
        deliverTraitChange(from: previous, to: current, name: traceName, isController: false) {
            traitCollectionDidChange($0)
        }
    }
}
