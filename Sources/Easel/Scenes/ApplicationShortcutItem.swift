import Foundation

/// A Home screen quick action, like `UIApplicationShortcutItem`: a scene is connected
/// with one (`UIScene.ConnectionOptions.shortcutItem`) or asked to perform it
/// (`windowScene(_:performActionFor:completionHandler:)`).
public final class ApplicationShortcutItem: NSObject, @unchecked Sendable {
    /// The app's name for the action, like `UIApplicationShortcutItem.type`.
    public let type: String
    /// The title shown, like `UIApplicationShortcutItem.localizedTitle`.
    public let localizedTitle: String
    /// The subtitle shown, like `UIApplicationShortcutItem.localizedSubtitle`.
    public let localizedSubtitle: String?
    /// The app's information for the action, like `UIApplicationShortcutItem.userInfo`.
    public let userInfo: [String: any NSSecureCoding]?

    /// An action of `type` titled `localizedTitle`, like
    /// `UIApplicationShortcutItem(type:localizedTitle:)`.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, userInfo: nil)
    }

    /// An action with a subtitle and information, like
    /// `UIApplicationShortcutItem(type:localizedTitle:localizedSubtitle:icon:userInfo:)`
    /// without the icon (Easel draws no Home screen).
    public init(type: String, localizedTitle: String, localizedSubtitle: String?,
                userInfo: [String: any NSSecureCoding]?) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.userInfo = userInfo
    }
}
