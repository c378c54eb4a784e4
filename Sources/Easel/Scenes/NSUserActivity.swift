import Foundation

/// An activity the app can continue, like Foundation's `NSUserActivity` on Apple's
/// platforms (swift-corelibs-foundation has none): what scene delegates are handed in
/// `UIScene.ConnectionOptions.userActivities` and `scene(_:continue:)`, and what
/// `stateRestorationActivity(for:)` returns. It holds what the app puts in it; Easel
/// sends it nowhere (no Handoff, no Spotlight).
open class NSUserActivity: NSObject, @unchecked Sendable {
    /// The kind of activity, like `NSUserActivity.activityType`.
    public let activityType: String
    /// A title for the activity, like `NSUserActivity.title`.
    open var title: String?
    /// The app's information, like `NSUserActivity.userInfo`.
    open var userInfo: [AnyHashable: Any]?
    /// The web page to continue in a browser, like `NSUserActivity.webpageURL`.
    open var webpageURL: URL?
    /// Whether the activity may be handed to another device, like
    /// `NSUserActivity.isEligibleForHandoff` (true by default, as on iOS).
    open var isEligibleForHandoff = true

    /// An activity of `activityType`, like `NSUserActivity(activityType:)`.
    public init(activityType: String) {
        self.activityType = activityType
    }

    /// Adds `otherDictionary` to `userInfo`, like `NSUserActivity.addUserInfoEntries(from:)`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }
}
