import Easel
import Foundation

extension AttributeScopes {
    /// UIKit's text attributes of `AttributedString`, like `AttributeScopes.UIKitAttributes`,
    /// with Foundation's (`link` …) inside: `string.font = .boldSystemFont(ofSize: 17)`
    /// and `string.foregroundColor = .red` work as on iOS. Each key's `name` is its
    /// `NSAttributedString.Key`'s raw value, so `NSAttributedString(_:)` carries them to
    /// labels, text views and string drawing. The keys whose values are Easel's types
    /// are Easel's `TextAttributeKeys`; the paragraph style and shadow keys are this
    /// module's, as their classes are.
    public struct UIKitAttributes: AttributeScope {
        /// The font, like `AttributeScopes.UIKitAttributes.font`.
        public let font: FontAttribute
        /// The glyphs' colour, like `AttributeScopes.UIKitAttributes.foregroundColor`.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the text, like `AttributeScopes.UIKitAttributes.backgroundColor`.
        public let backgroundColor: BackgroundColorAttribute
        /// The paragraph's layout, like `AttributeScopes.UIKitAttributes.paragraphStyle`.
        public let paragraphStyle: ParagraphStyleAttribute
        /// Points after each character, like `AttributeScopes.UIKitAttributes.kern`.
        public let kern: KernAttribute
        /// Letter spacing, like `AttributeScopes.UIKitAttributes.tracking` (not drawn yet).
        public let tracking: TrackingAttribute
        /// The underline, like `AttributeScopes.UIKitAttributes.underlineStyle`.
        public let underlineStyle: UnderlineStyleAttribute
        /// The underline's colour, like `AttributeScopes.UIKitAttributes.underlineColor`.
        public let underlineColor: UnderlineColorAttribute
        /// The strikethrough, like `AttributeScopes.UIKitAttributes.strikethroughStyle`.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// The strikethrough's colour, like `AttributeScopes.UIKitAttributes.strikethroughColor`.
        public let strikethroughColor: StrikethroughColorAttribute
        /// A text shadow, like `AttributeScopes.UIKitAttributes.shadow` (not drawn yet).
        public let shadow: ShadowAttribute
        /// Points the glyphs are raised, like `AttributeScopes.UIKitAttributes.baselineOffset`.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes, `link` among them.
        public let foundation: FoundationAttributes

        /// `AttributeScopes.UIKitAttributes.FontAttribute`: Easel's key of the same name.
        public typealias FontAttribute = TextAttributeKeys.FontAttribute
        /// `AttributeScopes.UIKitAttributes.ForegroundColorAttribute`: Easel's key of the same name.
        public typealias ForegroundColorAttribute = TextAttributeKeys.ForegroundColorAttribute
        /// `AttributeScopes.UIKitAttributes.BackgroundColorAttribute`: Easel's key of the same name.
        public typealias BackgroundColorAttribute = TextAttributeKeys.BackgroundColorAttribute
        /// `AttributeScopes.UIKitAttributes.KernAttribute`: Easel's key of the same name.
        public typealias KernAttribute = TextAttributeKeys.KernAttribute
        /// `AttributeScopes.UIKitAttributes.TrackingAttribute`: Easel's key of the same name.
        public typealias TrackingAttribute = TextAttributeKeys.TrackingAttribute
        /// `AttributeScopes.UIKitAttributes.UnderlineStyleAttribute`: Easel's key of the same name.
        public typealias UnderlineStyleAttribute = TextAttributeKeys.UnderlineStyleAttribute
        /// `AttributeScopes.UIKitAttributes.UnderlineColorAttribute`: Easel's key of the same name.
        public typealias UnderlineColorAttribute = TextAttributeKeys.UnderlineColorAttribute
        /// `AttributeScopes.UIKitAttributes.StrikethroughStyleAttribute`: Easel's key of the same name.
        public typealias StrikethroughStyleAttribute = TextAttributeKeys.StrikethroughStyleAttribute
        /// `AttributeScopes.UIKitAttributes.StrikethroughColorAttribute`: Easel's key of the same name.
        public typealias StrikethroughColorAttribute = TextAttributeKeys.StrikethroughColorAttribute
        /// `AttributeScopes.UIKitAttributes.BaselineOffsetAttribute`: Easel's key of the same name.
        public typealias BaselineOffsetAttribute = TextAttributeKeys.BaselineOffsetAttribute

        /// The paragraph style key, like `AttributeScopes.UIKitAttributes.ParagraphStyleAttribute`.
        public enum ParagraphStyleAttribute: AttributedStringKey {
            /// `AttributeScopes.UIKitAttributes.Value`: Easel's key of the same name.
        public typealias Value = NSParagraphStyle
            public static let name = "NSParagraphStyle"
        }

        /// The shadow key, like `AttributeScopes.UIKitAttributes.ShadowAttribute`.
        public enum ShadowAttribute: AttributedStringKey {
            /// `AttributeScopes.UIKitAttributes.Value`: Easel's key of the same name.
        public typealias Value = NSShadow
            public static let name = "NSShadow"
        }

        /// How each of the scope's keys crosses to and from `NSAttributedString`.
        static let bridges = TextAttributeBridge.easel + [
            TextAttributeBridge(ParagraphStyleAttribute.self),
            TextAttributeBridge(ShadowAttribute.self),
        ]
    }

    /// UIKit's attribute scope, like `AttributeScopes.uiKit`: `\.uiKit` in
    /// `AttributedString(_:including:)`.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// UIKit's attributes as properties of an `AttributedString`, its runs and
    /// `AttributeContainer`s (`string.font`), as on iOS.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributeScope {
    /// The bridges of the scope's keys this module knows: UIKit's scope's, or only
    /// Foundation's link for another scope.
    fileprivate static var knownBridges: [TextAttributeBridge] {
        if Self.self == AttributeScopes.UIKitAttributes.self { return AttributeScopes.UIKitAttributes.bridges }
        return [TextAttributeBridge(AttributeScopes.FoundationAttributes.LinkAttribute.self)]
    }
}

extension NSAttributedString {
    /// `attrStr` as an attributed string, like `NSAttributedString(_:)`: UIKit's and
    /// Foundation's attributes become the `NSAttributedString.Key`s of the same name.
    public convenience init(_ attrStr: AttributedString) {
        self.init(attributedString: TextAttributeBridge.foundationString(attrStr, bridges: AttributeScopes.UIKitAttributes.bridges))
    }

    /// `attrStr` with the attributes of `scope`, like `NSAttributedString(_:including:)`.
    /// Linux's Foundation cannot list a scope's keys: UIKit's scope converts all of its
    /// attributes, any other scope only Foundation's `link`.
    public convenience init<S: AttributeScope>(_ attrStr: AttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        self.init(attributedString: TextAttributeBridge.foundationString(attrStr, bridges: S.knownBridges))
    }

    /// `attrStr` with the attributes of `scope`, like `NSAttributedString(_:including:)`.
    public convenience init<S: AttributeScope>(_ attrStr: AttributedString, including scope: S.Type) throws {
        self.init(attributedString: TextAttributeBridge.foundationString(attrStr, bridges: S.knownBridges))
    }
}

extension AttributedString {
    /// `nsStr` with the attributes of `scope`, like `AttributedString(_:including:)`
    /// (`\.uiKit`): each attribute the scope names becomes its key's value. An attribute
    /// outside the scope, or a value of the wrong type, is reported and left out, where
    /// iOS throws for the wrong type; this initializer does not throw.
    public init<S: AttributeScope>(_ nsStr: NSAttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        self = TextAttributeBridge.attributedString(nsStr, bridges: S.knownBridges)
    }

    /// `nsStr` with the attributes of `scope`, like `AttributedString(_:including:)`.
    public init<S: AttributeScope>(_ nsStr: NSAttributedString, including scope: S.Type) throws {
        self = TextAttributeBridge.attributedString(nsStr, bridges: S.knownBridges)
    }
}
