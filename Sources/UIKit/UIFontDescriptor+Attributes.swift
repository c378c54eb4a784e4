import Easel

/// The vocabulary of font descriptors: attribute names, trait keys, symbolic traits and
/// system designs, with UIKit's names and raw values.
extension UIFontDescriptor {
    /// The name of a descriptor attribute, like `UIFontDescriptor.AttributeName`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The family name, a `String` ("Inter").
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The PostScript, full or family name, a `String` ("Inter-Bold").
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The style within the family, a `String` ("Bold Italic").
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The point size, a number.
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The traits, a `[UIFontDescriptor.TraitKey: Any]`.
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// The text style, a `UIFont.TextStyle`.
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// A key of the `.traits` dictionary, like `UIFontDescriptor.TraitKey`.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The symbolic traits, a `UIFontDescriptor.SymbolicTraits` or its raw value.
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight, a `UIFont.Weight` or its raw value (-1 to 1).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width, -1 (condensed) to 1 (expanded); Easel's faces are all 0.
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant, -1 to 1; Easel's italics are slanted, the rest 0.
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// A face's stylistic traits, like `UIFontDescriptor.SymbolicTraits`, with UIKit's
    /// bits.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// An italic or slanted face.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// A bold face: weight 700 or heavier.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// An expanded face; Easel has none.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// A condensed face; Easel has none.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// A face whose characters all have one advance.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// A face for vertical text; Easel has none.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// A face tuned for the interface, which UIKit reports for its system fonts.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// A face with tighter leading than the family's.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// A face with looser leading than the family's.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)

        /// The traits a font has: italic, bold (a face of weight 700 or heavier, as
        /// UIKit sets it for bold, heavy and black but not semibold) and monospaced.
        init(of font: Font) {
            var traits: SymbolicTraits = []
            if font.isItalic { traits.insert(.traitItalic) }
            if font.drawnWeight >= 700 { traits.insert(.traitBold) }
            if font.isMonospaced { traits.insert(.traitMonoSpace) }
            self = traits
        }

        /// The traits Easel has no face for.
        static let unavailable: SymbolicTraits = [.traitExpanded, .traitCondensed, .traitVertical]
    }

    /// A design of the system font, like `UIFontDescriptor.SystemDesign`.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// SF Pro on iOS; Inter here.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// SF Pro Rounded on iOS; Easel has no rounded face (`withDesign(_:)` returns `nil`).
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// New York on iOS; DejaVu Serif here.
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// SF Mono on iOS; JetBrains Mono here.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")

        /// The design Easel draws, `nil` when it has none.
        var design: Font.Design? {
            switch self {
            case .default: .default
            case .serif: .serif
            case .monospaced: .monospaced
            default: nil
            }
        }
    }
}
