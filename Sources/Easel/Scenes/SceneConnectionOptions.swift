import Foundation

/// Why a scene is connecting, like `UIScene.ConnectionOptions`: the URLs, user
/// activities and Home screen quick action it was opened with. UIKit makes them; on
/// Linux a test or a tool makes them with `init(urlContexts:userActivities:shortcutItem:sourceApplication:)`.
@preconcurrency @MainActor
public final class SceneConnectionOptions: NSObject {
    /// The URLs to open, like `UIScene.ConnectionOptions.urlContexts`.
    public let urlContexts: Set<OpenURLContext>
    /// The activities to continue, like `UIScene.ConnectionOptions.userActivities`.
    public let userActivities: Set<NSUserActivity>
    /// The quick action chosen on the Home screen, like
    /// `UIScene.ConnectionOptions.shortcutItem`.
    public let shortcutItem: ApplicationShortcutItem?
    /// The bundle identifier of the app that asked for the scene, like
    /// `UIScene.ConnectionOptions.sourceApplication`.
    public let sourceApplication: String?
    /// The type of the activity handed off to the scene, like
    /// `UIScene.ConnectionOptions.handoffUserActivityType`: none.
    public var handoffUserActivityType: String? { nil }

    /// Options for a scene opened with these URLs, activities and quick action (none
    /// for a plain launch).
    public init(urlContexts: Set<OpenURLContext> = [], userActivities: Set<NSUserActivity> = [],
                shortcutItem: ApplicationShortcutItem? = nil, sourceApplication: String? = nil) {
        self.urlContexts = urlContexts
        self.userActivities = userActivities
        self.shortcutItem = shortcutItem
        self.sourceApplication = sourceApplication
    }
}

/// A URL a scene is asked to open, like `UIOpenURLContext`.
@preconcurrency @MainActor
public final class OpenURLContext: NSObject {
    /// The URL, like `UIOpenURLContext.url`.
    public let url: URL
    /// Where it comes from, like `UIOpenURLContext.options`.
    public let options: SceneOpenURLOptions

    /// A context for `url` from `options`.
    public init(url: URL, options: SceneOpenURLOptions = SceneOpenURLOptions()) {
        self.url = url
        self.options = options
    }
}

/// Where a URL to open comes from, like `UIScene.OpenURLOptions`.
@preconcurrency @MainActor
public final class SceneOpenURLOptions: NSObject {
    /// The bundle identifier of the app that opened the URL, like
    /// `UIScene.OpenURLOptions.sourceApplication`.
    public let sourceApplication: String?
    /// What that app passed with it, like `UIScene.OpenURLOptions.annotation`.
    public let annotation: Any?
    /// Whether the file is to be opened where it is, like
    /// `UIScene.OpenURLOptions.openInPlace`.
    public let openInPlace: Bool

    /// Options naming the opening app, its annotation and whether to open in place.
    public init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
        self.sourceApplication = sourceApplication
        self.annotation = annotation
        self.openInPlace = openInPlace
    }
}
