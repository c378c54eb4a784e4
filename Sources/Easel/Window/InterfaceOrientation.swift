/// How the interface is turned, like `UIInterfaceOrientation`, with UIKit's raw values.
/// A scene starts in `portrait`, at its `size` (a device's size is portrait); landscape
/// swaps width and height, and upside down keeps portrait's (the interface turns with the
/// device, so its safe area and bars are portrait's).
public enum InterfaceOrientation: Int, Sendable, CaseIterable {
    /// Not known, like `UIInterfaceOrientation.unknown`: neither portrait nor landscape.
    case unknown = 0
    /// Upright, the home button (or indicator) at the bottom.
    case portrait = 1
    /// Upside down, the home button at the top.
    case portraitUpsideDown = 2
    /// Turned so that the home button is on the left (the device turned right). As in
    /// UIKit, `landscapeLeft` is 4 and `landscapeRight` 3: the device's landscape
    /// orientations, swapped.
    case landscapeLeft = 4
    /// Turned so that the home button is on the right (the device turned left).
    case landscapeRight = 3

    /// Whether the interface is on its side, like `UIInterfaceOrientation.isLandscape`:
    /// the window's width and height are swapped from the scene's.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the interface is upright or upside down, like
    /// `UIInterfaceOrientation.isPortrait`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}
