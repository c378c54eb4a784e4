import Foundation

/// The text size a person chose in Settings (Display & Brightness › Text Size, and the
/// larger accessibility sizes), like `UIContentSizeCategory`: seven standard sizes from
/// `extraSmall` to `extraExtraExtraLarge` (`large` is the default) and five
/// accessibility sizes. Categories compare by size; `unspecified` is smaller than all.
public struct ContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    /// UIKit's string for the category (`"UICTContentSizeCategoryL"`).
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The default text size.
    public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge =
        ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The twelve categories a person can choose, smallest first.
    public static let allCategories: [ContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The names scene files and the command line use, Swift's case names
    /// (`"extraLarge"`, `"accessibilityMedium"`), in the order of `allCategories`.
    public static let names = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]

    /// The category of a name in `names`, or `nil`.
    public init?(name: String) {
        guard let index = Self.names.firstIndex(of: name) else { return nil }
        self = Self.allCategories[index]
    }

    /// The category's name in `names` (`"unspecified"` for any other).
    public var name: String {
        Self.allCategories.firstIndex(of: self).map { Self.names[$0] } ?? "unspecified"
    }

    /// Whether the category is one of the five accessibility sizes, like
    /// `UIContentSizeCategory.isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { (index ?? 0) >= 7 }

    /// The category's position in `allCategories`; `nil` for `unspecified` and unknown ones.
    var index: Int? { Self.allCategories.firstIndex(of: self) }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        (lhs.index ?? -1) < (rhs.index ?? -1)
    }
}
