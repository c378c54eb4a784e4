import EaselGraphics
import Foundation

/// Limits on the text size of a view and its subviews, like UIKit's
/// `minimumContentSizeCategory` and `maximumContentSizeCategory` (iOS 15): the view's
/// `traitCollection.preferredContentSizeCategory`, and so its subviews', is clamped to
/// them, now and at every later change of the text size.
extension View {
    /// The smallest text size the view and its subviews use, like
    /// `UIView.minimumContentSizeCategory`; `nil` for no limit.
    public var minimumContentSizeCategory: ContentSizeCategory? {
        get { occasionalProperties?.minimumContentSizeCategory }
        set {
            guard newValue != minimumContentSizeCategory else { return }
            occasional.minimumContentSizeCategory = newValue
            contentSizeCategoryLimitsDidChange()
        }
    }

    /// The largest text size the view and its subviews use, like
    /// `UIView.maximumContentSizeCategory`; `nil` for no limit. When the minimum is
    /// larger, only the maximum applies, as in UIKit.
    public var maximumContentSizeCategory: ContentSizeCategory? {
        get { occasionalProperties?.maximumContentSizeCategory }
        set {
            guard newValue != maximumContentSizeCategory else { return }
            occasional.maximumContentSizeCategory = newValue
            contentSizeCategoryLimitsDidChange()
        }
    }

    /// Each view from this one up to its window, with its text size and the limits it
    /// sets, like `UIView.appliedContentSizeCategoryLimitsDescription` (a debugging
    /// aid; one line per view, innermost first).
    public var appliedContentSizeCategoryLimitsDescription: String {
        var lines: [String] = []
        var view: View? = self
        while let current = view {
            var line = "<\(TypeName.of(current))>: \(current.traitCollection.preferredContentSizeCategory.name)"
            if let limits = current.occasionalProperties, limits.limitsContentSizeCategory {
                line += ", limits: \(limits.minimumContentSizeCategory?.name ?? "none")...\(limits.maximumContentSizeCategory?.name ?? "none")"
            }
            lines.append(line)
            view = current.superview
        }
        return lines.joined(separator: "\n")
    }

    private func contentSizeCategoryLimitsDidChange() {
        noteTraitSources()
        traitEnvironmentDidChange()
    }
}

extension OccasionalViewProperties {
    /// Whether a minimum or maximum text size is set.
    var limitsContentSizeCategory: Bool { minimumContentSizeCategory != nil || maximumContentSizeCategory != nil }

    /// `traits` with the text size clamped to the limits (an unspecified size stays
    /// unspecified; a minimum above the maximum is ignored).
    func clamping(_ traits: TraitCollection) -> TraitCollection {
        var category = traits.preferredContentSizeCategory
        guard category != .unspecified else { return traits }
        let maximum = maximumContentSizeCategory.flatMap { $0 == .unspecified ? nil : $0 }
        var minimum = minimumContentSizeCategory.flatMap { $0 == .unspecified ? nil : $0 }
        if let low = minimum, let high = maximum, low > high { minimum = nil }
        if let minimum, category < minimum { category = minimum }
        if let maximum, category > maximum { category = maximum }
        guard category != traits.preferredContentSizeCategory else { return traits }
        return traits.modifyingTraits { $0.preferredContentSizeCategory = category }
    }
}
