/// The screen a window is shown on, like `UIScreen`: here each window is its own
/// screen (Easel's `Window` owns the framebuffer), so a screen reads its window's size
/// and scale; the main screen is `Device.main`'s when it is set.
@preconcurrency @MainActor
public final class UIScreen {
    private weak var window: Window?
    /// The device whose screen this is, for the main screen of `Device.main`.
    private let device: Device?

    init(window: Window?) {
        self.window = window
        device = nil
    }

    private init(device: Device) {
        self.device = device
    }

    /// The main screen, like `UIScreen.main`: `Device.main`'s screen in portrait when
    /// it is set, else the key window's (the one last made key with
    /// `makeKeyAndVisible()`). With neither there is no device to read, so it is a
    /// 0 × 0 screen at scale 1, reported.
    public static var main: UIScreen {
        if let device = Device.main { return UIScreen(device: device) }
        if Window.keyWindow == nil {
            Diagnostics.report("UIScreen.main: there is no key window; a 0 × 0 screen at scale 1 stands in (call makeKeyAndVisible() first, or set Device.main)")
        }
        return UIScreen(window: Window.keyWindow)
    }

    /// The screen's rectangle in points, like `UIScreen.bounds`: the window's bounds,
    /// at the origin (the device's size in portrait for `Device.main`'s screen).
    public var bounds: CGRect {
        CGRect(origin: .zero, size: window?.bounds.size ?? device?.size ?? .zero)
    }

    /// The screen's rectangle in pixels, upright (portrait: the shorter side across),
    /// like `UIScreen.nativeBounds`, whichever way the window is turned.
    public var nativeBounds: CGRect {
        let size = bounds.size
        return CGRect(x: 0, y: 0, width: min(size.width, size.height) * nativeScale,
                      height: max(size.width, size.height) * nativeScale)
    }

    /// Pixels per point, like `UIScreen.scale`: the window's (or device's) scale.
    public var scale: CGFloat { window?.scale ?? device?.scale ?? 1 }

    /// The pixels per point of the physical display, like `UIScreen.nativeScale`: the
    /// window's scale, as Easel's framebuffer is the display (iOS differs only on
    /// devices that downsample, such as the iPhone 8 Plus's 2.608).
    public var nativeScale: CGFloat { scale }

    /// The screen's coordinate space, like `UIScreen.coordinateSpace`: the screen
    /// itself, whose coordinates are its window's.
    public var coordinateSpace: any UICoordinateSpace { self }

    /// The screen's coordinate space fixed in portrait, like
    /// `UIScreen.fixedCoordinateSpace`: the screen itself (Easel's window is the screen,
    /// turned with it).
    public var fixedCoordinateSpace: any UICoordinateSpace { self }
}

/// A screen's coordinates are its window's: a view converts to them through its window.
/// Between two screens nothing moves.
extension UIScreen: UICoordinateSpace {
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        guard let view = coordinateSpace as? UIView else { return point }
        return view.convert(point, from: nil)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        guard let view = coordinateSpace as? UIView else { return point }
        return view.convert(point, to: nil)
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        guard let view = coordinateSpace as? UIView else { return rect }
        return view.convert(rect, from: nil)
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        guard let view = coordinateSpace as? UIView else { return rect }
        return view.convert(rect, to: nil)
    }
}

extension UIScreen: @preconcurrency Equatable {
    /// Two screens are equal when they are the same window's or device's, as
    /// `UIScreen.main == window.screen` holds on iOS for a window on the main screen.
    public static func == (lhs: UIScreen, rhs: UIScreen) -> Bool {
        lhs.window === rhs.window && lhs.device == rhs.device
    }
}

extension Window {
    /// The screen the window is shown on, like `UIWindow.screen`.
    public var screen: UIScreen { UIScreen(window: self) }
}
