import Easel
import Foundation

/// Opening URLs, like `UIApplication.open(_:options:completionHandler:)`. A headless
/// host has no other apps, so Easel answers as an iPhone's own apps would: the schemes
/// of its system apps (`http`, `https`, `mailto`, `tel`, `sms`, `facetime`, `maps`, and
/// `app-settings:` for the app's page in Settings) can be opened and any other cannot.
/// Nothing leaves the process: each URL opened is kept in `openedURLs`, in order, for a
/// test to check, and the completion handler is called on the next turn of the run
/// loop, as UIKit calls it on the main queue.
extension Application {
    /// The URL that opens the app's page in Settings, like
    /// `UIApplication.openSettingsURLString`.
    public static let openSettingsURLString = "app-settings:"

    /// An option for opening a URL, like `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The option's name.
        public let rawValue: String
        /// The option named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only if an installed app claims it as a universal link, like
        /// `universalLinksOnly`: none does here, so such an open fails.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The schemes the iPhone's own apps open.
    private static let systemSchemes: Set<String> = ["http", "https", "mailto", "tel", "sms", "facetime", "maps", "app-settings"]

    /// The URLs opened so far, in order (Easel's, for tests: iOS hands them to other apps).
    public var openedURLs: [URL] { OpenedURLs.all }

    /// Whether an app on the device opens `url`, like `UIApplication.canOpenURL(_:)`:
    /// one of the system apps' schemes.
    public func canOpenURL(_ url: URL) -> Bool {
        url.scheme.map { Self.systemSchemes.contains($0.lowercased()) } ?? false
    }

    /// Opens `url`, like `UIApplication.open(_:options:completionHandler:)`: a URL that
    /// `canOpenURL(_:)` accepts is kept in `openedURLs` and succeeds; any other, and
    /// any with `universalLinksOnly` set, fails. `completion` is called with the result
    /// on the next turn of the run loop.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        let success = openNow(url, options: options)
        guard let completion else { return }
        EventLoop.withMainLoop { loop in
            loop.scheduleTimer(at: loop.now) { completion(success) }
        }
    }

    /// Opens `url` and returns whether it opened, like the `async` form of
    /// `UIApplication.open(_:options:completionHandler:)`. It returns at once: no run
    /// loop needs to turn (a test awaiting it has none running).
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        openNow(url, options: options)
    }

    /// Opens `url` if it can be opened, keeping it, and returns whether it was.
    private func openNow(_ url: URL, options: [OpenExternalURLOptionsKey: Any]) -> Bool {
        let universalOnly = (options[.universalLinksOnly] as? Bool) ?? false
        let success = !universalOnly && canOpenURL(url)
        if success { OpenedURLs.all.append(url) }
        Trace.record(TraceEvent("openURL", message: "\(url.absoluteString) \(success ? "opened" : "not opened")"))
        return success
    }

    /// The text size the person chose, like `UIApplication.preferredContentSizeCategory`:
    /// the key window's, else the default (`.large`).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        keyWindow?.traitCollection.preferredContentSizeCategory ?? .large
    }
}

/// The URLs the app has opened, kept for the whole process.
@MainActor
private enum OpenedURLs {
    static var all: [URL] = []
}
