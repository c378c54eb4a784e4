import EaselGraphics
import Foundation

extension CellAccessory {
    /// How a label accessory looks, like `UICellAccessory.LabelOptions`.
    public struct LabelOptions: Hashable, Sendable {
        /// Whether the label is hidden (it keeps its room), like `isHidden`.
        public var isHidden: Bool
        /// The room reserved for it, like `reservedLayoutWidth`.
        public var reservedLayoutWidth: LayoutDimension
        /// The text's colour (`secondaryLabel` by default), like `tintColor`.
        public var tintColor: Color?
        /// The text's font (the body style by default), like `font`.
        public var font: Font?
        /// Whether a preferred font follows the content size category, like
        /// `adjustsFontForContentSizeCategory` (on by default).
        public var adjustsFontForContentSizeCategory: Bool

        /// Options, like `LabelOptions(isHidden:reservedLayoutWidth:tintColor:font:adjustsFontForContentSizeCategory:)`.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil,
                    font: Font? = nil, adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }

        /// The font the label shows with `traits`.
        func resolvedFont(for traits: TraitCollection) -> Font {
            let font = font ?? .preferredFont(forTextStyle: .body)
            return adjustsFontForContentSizeCategory ? font.adjusted(for: traits) : font
        }
    }

    /// A one-line text at the trailing side, before the other trailing accessories, in
    /// `secondaryLabel` and the body font, like `UICellAccessory.label(text:displayed:options:)`.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> CellAccessory {
        CellAccessory(kind: .label(text, options), displayed: displayed, actionHandler: nil)
    }
}
