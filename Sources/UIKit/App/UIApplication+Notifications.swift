import Easel
import Foundation

/// The rest of `UIApplication`'s notification names and user-info keys. Code observes
/// them through `NotificationCenter`; Easel never posts them: its app does not launch
/// from a home screen, terminate, run low on memory, take screenshots or move a status
/// bar on its own.
extension Application {
    /// Posted once the app has launched, like `UIApplication.didFinishLaunchingNotification`.
    public nonisolated static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted before the app ends, like `UIApplication.willTerminateNotification`.
    public nonisolated static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when memory runs low, like `UIApplication.didReceiveMemoryWarningNotification`.
    public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted at a change of day or time zone, like
    /// `UIApplication.significantTimeChangeNotification`.
    public nonisolated static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    /// Posted after the user took a screenshot, like
    /// `UIApplication.userDidTakeScreenshotNotification`.
    public nonisolated static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    /// Posted when the background refresh setting changes, like
    /// `UIApplication.backgroundRefreshStatusDidChangeNotification`.
    public nonisolated static let backgroundRefreshStatusDidChangeNotification = Notification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification")
    /// Posted before protected files lock, like
    /// `UIApplication.protectedDataWillBecomeUnavailableNotification`.
    public nonisolated static let protectedDataWillBecomeUnavailableNotification = Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
    /// Posted after protected files unlock, like
    /// `UIApplication.protectedDataDidBecomeAvailableNotification`.
    public nonisolated static let protectedDataDidBecomeAvailableNotification = Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
    /// Posted before the status bar's frame changes, like
    /// `UIApplication.willChangeStatusBarFrameNotification` (deprecated in UIKit).
    public nonisolated static let willChangeStatusBarFrameNotification = Notification.Name("UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted after the status bar's frame changed, like
    /// `UIApplication.didChangeStatusBarFrameNotification` (deprecated in UIKit).
    public nonisolated static let didChangeStatusBarFrameNotification = Notification.Name("UIApplicationDidChangeStatusBarFrameNotification")
    /// Posted before the interface turns, like
    /// `UIApplication.willChangeStatusBarOrientationNotification` (deprecated in UIKit).
    public nonisolated static let willChangeStatusBarOrientationNotification = Notification.Name("UIApplicationWillChangeStatusBarOrientationNotification")
    /// Posted after the interface turned, like
    /// `UIApplication.didChangeStatusBarOrientationNotification` (deprecated in UIKit).
    public nonisolated static let didChangeStatusBarOrientationNotification = Notification.Name("UIApplicationDidChangeStatusBarOrientationNotification")
    /// The user-info key of the status bar's frame, like
    /// `UIApplication.statusBarFrameUserInfoKey`.
    public nonisolated static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
    /// The user-info key of the interface orientation, like
    /// `UIApplication.statusBarOrientationUserInfoKey`.
    public nonisolated static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"
}
