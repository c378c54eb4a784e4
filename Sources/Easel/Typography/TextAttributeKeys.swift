import EaselGraphics
import Foundation

/// The `AttributedString` keys of UIKit's text attributes whose values are Easel's types,
/// like the keys of `AttributeScopes.UIKitAttributes` (`FontAttribute`,
/// `ForegroundColorAttribute` …). Each key's `name` is the raw value of its
/// `NSAttributedString.Key`, so strings converted to `NSAttributedString` draw as UIKit
/// draws them.
///
/// The `UIKit` module's `AttributeScopes.UIKitAttributes` names these keys (with its own
/// paragraph style and shadow keys, whose values are its classes) and gives the
/// `string.font = …` lookup; Easel itself only reads them, so that a button can draw an
/// `AttributedString` title.
public enum TextAttributeKeys {
    /// The font, like `AttributeScopes.UIKitAttributes.FontAttribute`.
    public enum FontAttribute: AttributedStringKey {
        public typealias Value = Font
        public static let name = "NSFont"
    }
    /// The glyphs' colour, like `AttributeScopes.UIKitAttributes.ForegroundColorAttribute`.
    public enum ForegroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "NSColor"
    }
    /// The colour behind the text, like `AttributeScopes.UIKitAttributes.BackgroundColorAttribute`.
    public enum BackgroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "NSBackgroundColor"
    }
    /// Points added after each character, like `AttributeScopes.UIKitAttributes.KernAttribute`.
    public enum KernAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "NSKern"
    }
    /// Letter spacing, like `AttributeScopes.UIKitAttributes.TrackingAttribute` (not drawn
    /// yet, as `NSAttributedString.Key.tracking` is not).
    public enum TrackingAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "NSTracking"
    }
    /// Points the glyphs are raised, like `AttributeScopes.UIKitAttributes.BaselineOffsetAttribute`.
    public enum BaselineOffsetAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "NSBaselineOffset"
    }
    /// The underline, like `AttributeScopes.UIKitAttributes.UnderlineStyleAttribute`.
    public enum UnderlineStyleAttribute: AttributedStringKey {
        public typealias Value = NSUnderlineStyle
        public static let name = "NSUnderline"
    }
    /// The underline's colour, like `AttributeScopes.UIKitAttributes.UnderlineColorAttribute`.
    public enum UnderlineColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "NSUnderlineColor"
    }
    /// The strikethrough, like `AttributeScopes.UIKitAttributes.StrikethroughStyleAttribute`.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
        public typealias Value = NSUnderlineStyle
        public static let name = "NSStrikethrough"
    }
    /// The strikethrough's colour, like `AttributeScopes.UIKitAttributes.StrikethroughColorAttribute`.
    public enum StrikethroughColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "NSStrikethroughColor"
    }
}
