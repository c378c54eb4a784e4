import EaselGraphics
import Foundation

/// A device Easel can show a window on (`Window(device:)`, a scene's `device:`): its
/// screen's size in points in portrait, its scale, its safe-area insets in portrait and
/// in landscape, its refresh rate and its idiom, as UIKit reports them on that device.
public struct Device: Hashable, Sendable {
    /// The name scenes use, as Apple names the device.
    public let name: String
    /// `UIScreen.main.bounds.size` in portrait, in points.
    public let size: CGSize
    /// `UIScreen.main.scale`.
    public let scale: CGFloat
    /// The window's `safeAreaInsets` in portrait.
    public let safeAreaInsets: EdgeInsets
    /// The window's `safeAreaInsets` in landscape (either way: iOS keeps both sides
    /// clear of the sensor housing, whichever side it is on).
    public let landscapeSafeAreaInsets: EdgeInsets
    /// `UIScreen.main.maximumFramesPerSecond`.
    public let refreshRate: Double
    /// `UIDevice.current.userInterfaceIdiom`: a phone or a pad.
    public var idiom: UserInterfaceIdiom { name.hasPrefix("iPad") ? .pad : .phone }

    /// The devices Easel knows, phones then tablets.
    public static let all: [Device] = [
        preset("iPhone SE (3rd generation)", 375, 667, scale: 2, top: 20, bottom: 0, hertz: 60),
        preset("iPhone 15", 393, 852, scale: 3, top: 59, bottom: 34, hertz: 60),
        preset("iPhone 15 Plus", 430, 932, scale: 3, top: 59, bottom: 34, hertz: 60),
        preset("iPhone 15 Pro", 393, 852, scale: 3, top: 59, bottom: 34, hertz: 120),
        preset("iPhone 15 Pro Max", 430, 932, scale: 3, top: 59, bottom: 34, hertz: 120),
        preset("iPhone 16", 393, 852, scale: 3, top: 59, bottom: 34, hertz: 60),
        preset("iPhone 16 Plus", 430, 932, scale: 3, top: 59, bottom: 34, hertz: 60),
        preset("iPhone 16 Pro", 402, 874, scale: 3, top: 62, bottom: 34, hertz: 120),
        preset("iPhone 16 Pro Max", 440, 956, scale: 3, top: 62, bottom: 34, hertz: 120),
        preset("iPhone 16e", 390, 844, scale: 3, top: 47, bottom: 34, hertz: 60),
        preset("iPad mini (A17 Pro)", 744, 1133, scale: 2, top: 24, bottom: 20, hertz: 60),
        preset("iPad (10th generation)", 820, 1180, scale: 2, top: 24, bottom: 20, hertz: 60),
        preset("iPad Air 11-inch (M2)", 820, 1180, scale: 2, top: 24, bottom: 20, hertz: 60),
        preset("iPad Air 13-inch (M2)", 1024, 1366, scale: 2, top: 24, bottom: 20, hertz: 60),
        preset("iPad Pro 11-inch (M4)", 834, 1210, scale: 2, top: 24, bottom: 20, hertz: 120),
        preset("iPad Pro 13-inch (M4)", 1032, 1376, scale: 2, top: 24, bottom: 20, hertz: 120),
    ]

    /// In landscape an iPhone hides its status bar: one with a home button has no
    /// unsafe edge, one with a home indicator keeps its sides clear by the portrait top
    /// inset and the indicator's 21 points at the bottom. An iPad keeps its status bar
    /// and indicator where they were.
    private static func preset(_ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat,
                              top: CGFloat, bottom: CGFloat, hertz: Double) -> Device {
        let portrait = EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
        let landscape = if name.hasPrefix("iPad") { portrait } else if bottom == 0 { EdgeInsets.zero } else {
            EdgeInsets(top: 0, left: top, bottom: 21, right: top)
        }
        return Device(name: name, size: CGSize(width: width, height: height), scale: scale, safeAreaInsets: portrait,
                      landscapeSafeAreaInsets: landscape, refreshRate: hertz)
    }

    /// The window's safe-area insets in `orientation`.
    public func safeAreaInsets(in orientation: InterfaceOrientation) -> EdgeInsets {
        orientation.isLandscape ? landscapeSafeAreaInsets : safeAreaInsets
    }
}
