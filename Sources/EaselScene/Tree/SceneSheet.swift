import Easel

/// A controller's `sheet`: how its `SheetPresentationController` is set up before it
/// is presented as a page or form sheet (`sheet: {detents: [medium, large],
/// prefersGrabberVisible: true}`).
public struct SceneSheet: Sendable, Equatable {
    /// The system detents by name, smallest first as written: `detents`.
    public let detents: [SystemDetent]
    /// `selectedDetentIdentifier` (`nil`: the smallest).
    public let selectedDetent: SystemDetent?
    /// `largestUndimmedDetentIdentifier` (`nil`: dimmed behind every detent).
    public let largestUndimmedDetent: SystemDetent?
    /// `prefersGrabberVisible`.
    public let prefersGrabberVisible: Bool
    /// `preferredCornerRadius` (`nil`: the system's).
    public let preferredCornerRadius: CGFloat?

    /// The detents a scene names: UIKit's system detents.
    public enum SystemDetent: String, Sendable, CaseIterable {
        case medium, large

        /// The detent, made for one sheet.
        @MainActor public var detent: SheetPresentationController.Detent {
            switch self {
            case .medium: .medium()
            case .large: .large()
            }
        }

        /// Its identifier.
        public var identifier: SheetPresentationController.Detent.Identifier {
            switch self {
            case .medium: .medium
            case .large: .large
            }
        }
    }

    /// Sets up `sheet` as the scene says.
    @MainActor public func apply(to sheet: SheetPresentationController) {
        if !detents.isEmpty { sheet.detents = detents.map(\.detent) }
        sheet.selectedDetentIdentifier = selectedDetent?.identifier
        sheet.largestUndimmedDetentIdentifier = largestUndimmedDetent?.identifier
        sheet.prefersGrabberVisible = prefersGrabberVisible
        sheet.preferredCornerRadius = preferredCornerRadius
    }
}
