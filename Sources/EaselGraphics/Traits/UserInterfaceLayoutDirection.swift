import Foundation

/// The direction content is arranged in, like `UIUserInterfaceLayoutDirection`: what a
/// view's `effectiveUserInterfaceLayoutDirection` resolves its semantic content
/// attribute and its `layoutDirection` trait to.
public enum UserInterfaceLayoutDirection: Int, Hashable, Sendable, CaseIterable {
    /// Leading is left, trailing is right.
    case leftToRight = 0
    /// Leading is right, trailing is left.
    case rightToLeft = 1

    /// The direction a trait names; an unspecified trait lays out left to right, as a
    /// view outside any environment does in UIKit.
    public init(_ trait: TraitEnvironmentLayoutDirection) {
        self = trait == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The trait value naming this direction.
    public var traitValue: TraitEnvironmentLayoutDirection {
        self == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
