import Easel

/// The device the app runs on, like `UIDevice`: the simulated iPhone or iPad of the key
/// window (`UIWindow(device:)`), running iOS 26.
@preconcurrency @MainActor
public final class UIDevice {
    /// The device, like `UIDevice.current`.
    public static let current = UIDevice()

    private init() {}

    /// The key window, whose device this is.
    private var window: Window? { Window.keyWindow }

    /// The kind of device, like `UIDevice.userInterfaceIdiom`: the key window's idiom
    /// (a phone unless it was made for an iPad).
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        let idiom = window?.device?.idiom ?? window?.traitCollection.userInterfaceIdiom ?? .phone
        return idiom == .unspecified ? .phone : idiom
    }

    /// The model, like `UIDevice.model`: "iPhone" or "iPad".
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The model in the current language, like `UIDevice.localizedModel`.
    public var localizedModel: String { model }
    /// The device's name, like `UIDevice.name`: its model, as iOS 16 and later report it
    /// to apps without the user-assigned-name entitlement.
    public var name: String { model }
    /// The operating system's name, like `UIDevice.systemName`.
    public let systemName = "iOS"
    /// The operating system's version, like `UIDevice.systemVersion`: the iOS Easel follows.
    public let systemVersion = "26.0"

    /// Whether `orientation` is kept up to date, like
    /// `UIDevice.isGeneratingDeviceOrientationNotifications`.
    public private(set) var isGeneratingDeviceOrientationNotifications = false

    /// Starts reporting the orientation, like
    /// `UIDevice.beginGeneratingDeviceOrientationNotifications()`.
    public func beginGeneratingDeviceOrientationNotifications() {
        isGeneratingDeviceOrientationNotifications = true
    }

    /// Stops reporting the orientation, like
    /// `UIDevice.endGeneratingDeviceOrientationNotifications()`.
    public func endGeneratingDeviceOrientationNotifications() {
        isGeneratingDeviceOrientationNotifications = false
    }

    /// How the device is held, like `UIDevice.orientation`: `.unknown` until
    /// orientation notifications begin (UIKit's rule), then the key window's shape
    /// (landscape is the home button on the left's interface, `.landscapeLeft`, which
    /// is the device turned right).
    public var orientation: UIDeviceOrientation {
        guard isGeneratingDeviceOrientationNotifications, let bounds = window?.bounds else { return .unknown }
        return bounds.width > bounds.height ? .landscapeRight : .portrait
    }

    /// Whether the battery level is reported, like `UIDevice.isBatteryMonitoringEnabled`.
    public var isBatteryMonitoringEnabled = false
    /// The battery's charge, like `UIDevice.batteryLevel`: -1, unknown, as UIKit reports
    /// it without monitoring and on a simulator.
    public var batteryLevel: Float { -1 }
    /// The battery's state, like `UIDevice.batteryState`: unknown, as on a simulator.
    public var batteryState: BatteryState { .unknown }

    /// Posted when the device turns, like `UIDevice.orientationDidChangeNotification`
    /// (the window's shape is set by the test, so Easel posts none by itself).
    public nonisolated static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery's state changes, like
    /// `UIDevice.batteryStateDidChangeNotification` (never, as on a simulator).
    public nonisolated static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery's level changes, like
    /// `UIDevice.batteryLevelDidChangeNotification` (never, as on a simulator).
    public nonisolated static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")

    /// A battery's state, like `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable {
        case unknown, unplugged, charging, full
    }
}

/// How a device is held, like `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Whether the device is held upright or upside down, like `isPortrait`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side, like `isLandscape`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device is face up or down, like `isFlat`.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take, like `isValidInterfaceOrientation`.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
