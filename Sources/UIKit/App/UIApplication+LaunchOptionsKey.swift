extension Application {
    /// The keys of the options an app is launched with, like
    /// `UIApplication.LaunchOptionsKey`, so that an app delegate's
    /// `application(_:didFinishLaunchingWithOptions:)` compiles as written for iOS. A
    /// launch on Linux comes from no URL, notification or shortcut: no option is ever set.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The URL the app was opened with.
        public static let url = LaunchOptionsKey("UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that opened this one.
        public static let sourceApplication = LaunchOptionsKey("UIApplicationLaunchOptionsSourceApplicationKey")
        /// The remote notification the app was launched for.
        public static let remoteNotification = LaunchOptionsKey("UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The annotation the opening app passed with the URL.
        public static let annotation = LaunchOptionsKey("UIApplicationLaunchOptionsAnnotationKey")
        /// A launch to handle location events.
        public static let location = LaunchOptionsKey("UIApplicationLaunchOptionsLocationKey")
        /// The Home screen quick action the app was launched with.
        public static let shortcutItem = LaunchOptionsKey("UIApplicationLaunchOptionsShortcutItemKey")
        /// The user activity the app was launched to continue.
        public static let userActivityDictionary = LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityDictionaryKey")
        /// The type of that user activity.
        public static let userActivityType = LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityTypeKey")
    }
}
