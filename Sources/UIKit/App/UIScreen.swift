/// The screen a window is shown on, like `UIScreen`: here each window is its own
/// screen (Easel's `Window` owns the framebuffer), so a screen reads its window's size
/// and scale.
@preconcurrency @MainActor
public final class UIScreen {
    private weak var window: Window?

    init(window: Window?) {
        self.window = window
    }

    /// The screen of the key window (the one last made key with
    /// `makeKeyAndVisible()`), like `UIScreen.main`. With no key window there is no
    /// device to read, so it is a 0 × 0 screen at scale 1, reported.
    public static var main: UIScreen {
        if Window.keyWindow == nil {
            Diagnostics.report("UIScreen.main: there is no key window; a 0 × 0 screen at scale 1 stands in (call makeKeyAndVisible() first)")
        }
        return UIScreen(window: Window.keyWindow)
    }

    /// The screen's rectangle in points, like `UIScreen.bounds`: the window's bounds,
    /// at the origin.
    public var bounds: CGRect {
        CGRect(origin: .zero, size: window?.bounds.size ?? .zero)
    }

    /// The screen's rectangle in pixels, upright (portrait: the shorter side across),
    /// like `UIScreen.nativeBounds`, whichever way the window is turned.
    public var nativeBounds: CGRect {
        let size = bounds.size
        return CGRect(x: 0, y: 0, width: min(size.width, size.height) * nativeScale,
                      height: max(size.width, size.height) * nativeScale)
    }

    /// Pixels per point, like `UIScreen.scale`: the window's scale.
    public var scale: CGFloat { window?.scale ?? 1 }

    /// The pixels per point of the physical display, like `UIScreen.nativeScale`: the
    /// window's scale, as Easel's framebuffer is the display (iOS differs only on
    /// devices that downsample, such as the iPhone 8 Plus's 2.608).
    public var nativeScale: CGFloat { scale }
}

extension UIScreen: @preconcurrency Equatable {
    /// Two screens are equal when they are the same window's, as `UIScreen.main ==
    /// window.screen` holds on iOS for a window on the main screen.
    public static func == (lhs: UIScreen, rhs: UIScreen) -> Bool {
        lhs.window === rhs.window
    }
}

extension Window {
    /// The screen the window is shown on, like `UIWindow.screen`.
    public var screen: UIScreen { UIScreen(window: self) }
}
