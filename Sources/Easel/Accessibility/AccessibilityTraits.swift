/// What an accessibility element is and what state it is in, as VoiceOver announces
/// it, like `UIAccessibilityTraits`: a set that combines (`[.button, .selected]`).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64

    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits, like `UIAccessibilityTraits.none`.
    public static let none: AccessibilityTraits = []
    /// The element acts as a button (VoiceOver says "Button").
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// The element opens a link ("Link").
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is an image ("Image").
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected ("Selected").
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// Activating the element plays its own sound.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is a key of a keyboard.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    /// The element is text that does not change, like a label's.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// The element summarises the screen when it appears.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is disabled ("Dimmed").
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// The element's label or value changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field ("Search Field").
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The element's value goes up and down with swipes ("Adjustable").
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    /// Touches go to the element directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    /// The element turns the page when VoiceOver reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    /// The element is a tab bar ("Tab" for its items).
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
    /// The element is a section heading ("Heading").
    public static let header = AccessibilityTraits(rawValue: 1 << 16)

    /// The words VoiceOver adds after an element's label and value for these traits,
    /// in the order it says them (`["Selected", "Button", "Dimmed"]`); traits VoiceOver
    /// does not announce (static text, …) have none.
    public var spokenNames: [String] {
        let spoken: [(AccessibilityTraits, String)] = [
            (.selected, "Selected"), (.button, "Button"), (.link, "Link"), (.header, "Heading"),
            (.searchField, "Search Field"), (.image, "Image"), (.adjustable, "Adjustable"),
            (.tabBar, "Tab Bar"), (.notEnabled, "Dimmed"),
        ]
        return spoken.filter { contains($0.0) }.map(\.1)
    }
}

extension AccessibilityTraits: CustomStringConvertible {
    private static let names: [(AccessibilityTraits, String)] = [
        (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"),
        (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"), (.staticText, "staticText"),
        (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"),
        (.searchField, "searchField"), (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
        (.tabBar, "tabBar"), (.header, "header"),
    ]

    /// The traits' names in Swift, as a list: `[button, selected]`.
    public var description: String {
        "[" + Self.names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
