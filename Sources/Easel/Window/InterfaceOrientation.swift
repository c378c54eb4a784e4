/// The orientations a `rotate` event turns the device to, like `UIInterfaceOrientation`.
/// A scene starts in `portrait`, at its `size` (a device's size is portrait); landscape
/// swaps width and height.
public enum InterfaceOrientation: String, Sendable, CaseIterable {
    case portrait, landscapeLeft, landscapeRight

    /// Whether the window's width and height are swapped from the scene's, like
    /// `UIInterfaceOrientation.isLandscape`.
    public var isLandscape: Bool { self != .portrait }
    /// Whether the interface is upright, like `UIInterfaceOrientation.isPortrait`.
    public var isPortrait: Bool { self == .portrait }
}
