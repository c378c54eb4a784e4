import Foundation

/// What a custom detent's resolver knows about the sheet's container, like
/// `UISheetPresentationControllerDetentResolutionContext`.
public protocol SheetPresentationControllerDetentResolutionContext {
    /// The traits of the sheet's container, like `containerTraitCollection`.
    var containerTraitCollection: TraitCollection { get }
    /// The tallest a detent can be: the large detent's value, like
    /// `maximumDetentValue` (the container's height less the gap under the status bar
    /// and the bottom safe area).
    var maximumDetentValue: CGFloat { get }
}

extension SheetPresentationController {
    /// A height where a sheet rests, like `UISheetPresentationController.Detent`. A
    /// detent's value is the height of the sheet's content above the bottom safe area.
    @preconcurrency @MainActor
    public final class Detent {
        /// A detent's name, like `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            /// A name, like `Identifier(_:)`.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The medium system detent's name, like `Identifier.medium`.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The large system detent's name, like `Identifier.large`.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's name, like `Detent.identifier`.
        public let identifier: Identifier
        private let resolver: (any SheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier,
                     resolver: @escaping (any SheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// The full-height detent, like `Detent.large()`: `maximumDetentValue`.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// The detent about half the screen's height, like `Detent.medium()`: half
        /// of `maximumDetentValue`, rounded down to a point (UIKit documents only
        /// "approximately half the height of the screen"), and inactive in a compact
        /// height (an iPhone in landscape), as UIKit documents.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                guard context.containerTraitCollection.verticalSizeClass != .compact else { return nil }
                return (context.maximumDetentValue / 2).rounded(.down)
            }
        }

        /// A detent whose value `resolver` computes from the container, like
        /// `Detent.custom(identifier:resolver:)`; `nil` makes it inactive. Without an
        /// identifier it gets a unique one, as UIKit generates one.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any SheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            customCount += 1
            return Detent(identifier: identifier ?? Identifier("com.easel.custom.\(customCount)"), resolver: resolver)
        }
        private static var customCount = 0

        /// The detent's value in `context`, like `Detent.resolvedValue(in:)`: `nil`
        /// when it is inactive there.
        public func resolvedValue(in context: any SheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return min(max(value, 0), context.maximumDetentValue)
        }
    }
}
