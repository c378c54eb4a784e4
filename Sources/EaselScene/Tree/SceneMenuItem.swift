import Foundation

/// An action of a button's `menu` in a scene: a title, an optional SF Symbol, and how
/// it shows, like a `UIAction` in a `UIMenu`.
public struct SceneMenuItem: Sendable, Equatable {
    /// The action's title, like `UIAction.title`.
    public let title: String
    /// An SF Symbol by name, like `UIAction.image` made with `UIImage(systemName:)`.
    public let systemImage: String?
    /// Whether it shows a checkmark, like `UIAction.state == .on`.
    public let isOn: Bool
    /// Whether it is drawn in red, like `UIMenuElement.Attributes.destructive`.
    public let isDestructive: Bool
    /// Whether it is dimmed and ignores taps, like `UIMenuElement.Attributes.disabled`.
    public let isDisabled: Bool
}
