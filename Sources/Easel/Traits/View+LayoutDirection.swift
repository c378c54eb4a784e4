import EaselGraphics
import Foundation

/// Right-to-left layout, as UIKit does it: a view arranges its immediate content in its
/// `effectiveUserInterfaceLayoutDirection`, made of its `layoutDirection` trait and its
/// `semanticContentAttribute`. Leading and trailing constraints installed on it, its
/// directional margins, a stack view's arrangement, natural text alignment, a
/// navigation bar's items, scroll indicators and images flipped for right to left all
/// follow it, and change when it does.
extension View {
    /// What the base `effectiveUserInterfaceLayoutDirection` answers: the
    /// `layoutDirection` trait as the view's `semanticContentAttribute` takes it.
    var layoutDirectionOfContent: UserInterfaceLayoutDirection {
        semanticContentAttribute.layoutDirection(relativeTo: UserInterfaceLayoutDirection(traitCollection.layoutDirection))
    }

    /// The direction content with `attribute` takes in the application's layout
    /// direction, like `UIView.userInterfaceLayoutDirection(for:)`.
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute) -> UserInterfaceLayoutDirection {
        attribute.layoutDirection(relativeTo: Application.shared.userInterfaceLayoutDirection)
    }

    /// The direction content with `attribute` takes in an environment laid out in
    /// `direction`, like `UIView.userInterfaceLayoutDirection(for:relativeTo:)`.
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute,
                                                    relativeTo direction: UserInterfaceLayoutDirection)
        -> UserInterfaceLayoutDirection {
        attribute.layoutDirection(relativeTo: direction)
    }

    /// Whether the view arranges its content right to left.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// A new attribute changes the view's own direction, and a forced one the traits of
    /// its subtree.
    func semanticContentAttributeDidChange(from old: SemanticContentAttribute) {
        let overridden = traitOverrides.layoutDirection
        let oldTrait = overridden != .unspecified ? overridden : old.forcedTrait ?? environmentTraits.layoutDirection
        if old.layoutDirection(relativeTo: UserInterfaceLayoutDirection(oldTrait)) != effectiveUserInterfaceLayoutDirection {
            effectiveLayoutDirectionDidChange()
        }
        if old.forcedTrait != semanticContentAttribute.forcedTrait { traitEnvironmentDidChange() }
    }

    /// Solves the leading and trailing constraints installed on the view again, for
    /// its new direction.
    func reinstallDirectionalConstraints() {
        guard let state = layoutStorage, let engine = state.engine ?? state.hostedEngine else { return }
        for constraint in state.liveInstalled(on: self) where constraint.isDirectional {
            engine.constraintNeedsReinstalling(constraint)
        }
    }
}

extension Application {
    /// The layout direction of the application's interface, like
    /// `UIApplication.userInterfaceLayoutDirection`: its key window's (the language
    /// the key window is set up in), left to right without one.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        UserInterfaceLayoutDirection(Window.keyWindow?.traitCollection.layoutDirection ?? .leftToRight)
    }
}
