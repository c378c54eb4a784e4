import EaselGraphics
import Foundation

/// The editing accessories, like UIKit's `.delete`, `.insert`, `.reorder` and
/// `.multiselect`: drawn as a table's editing controls are (`TableViewCellEditingControl`)
/// and as a selection circle (`ListMultiselectView`), shown by default only while the
/// collection view `isEditing`.
extension CellAccessory {
    /// How a delete, insert or multiselect accessory looks, like
    /// `UICellAccessory.DeleteOptions`, `InsertOptions` and `MultiselectOptions`.
    public struct ControlOptions: Hashable, Sendable {
        /// Whether the accessory is hidden: it keeps its room but shows nothing and
        /// takes no tap, like `isHidden`.
        public var isHidden: Bool
        /// The room reserved for it, like `reservedLayoutWidth`.
        public var reservedLayoutWidth: LayoutDimension
        /// The colour of its mark (the minus, the plus, the checkmark; white by
        /// default), like `tintColor`.
        public var tintColor: Color?
        /// The colour of its circle (`systemRed` for delete, `systemGreen` for insert,
        /// the tint colour for a selected multiselect circle), like `backgroundColor`.
        public var backgroundColor: Color?

        /// Options, like `DeleteOptions(isHidden:reservedLayoutWidth:tintColor:backgroundColor:)`.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil,
                    backgroundColor: Color? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// How a delete accessory looks, like `UICellAccessory.DeleteOptions`.
    public typealias DeleteOptions = ControlOptions
    /// How an insert accessory looks, like `UICellAccessory.InsertOptions`.
    public typealias InsertOptions = ControlOptions
    /// How a multiselect accessory looks, like `UICellAccessory.MultiselectOptions`.
    public typealias MultiselectOptions = ControlOptions

    /// How a reorder accessory looks, like `UICellAccessory.ReorderOptions`.
    public struct ReorderOptions: Hashable, Sendable {
        /// Whether the grip is hidden (it keeps its room), like `isHidden`.
        public var isHidden: Bool
        /// The room reserved for it, like `reservedLayoutWidth`.
        public var reservedLayoutWidth: LayoutDimension
        /// The grip's colour (`tertiaryLabel` by default), like `tintColor`.
        public var tintColor: Color?
        /// Whether a line separates the grip from the content, like
        /// `showsVerticalSeparator`; Easel draws no such line.
        public var showsVerticalSeparator: Bool

        /// Options, like `ReorderOptions(isHidden:reservedLayoutWidth:tintColor:showsVerticalSeparator:)`.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil,
                    showsVerticalSeparator: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator ?? true
        }
    }

    /// A red minus circle at the leading side, like
    /// `UICellAccessory.delete(displayed:options:actionHandler:)`: a tap calls
    /// `actionHandler`.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> CellAccessory {
        CellAccessory(kind: .control(.delete, options), displayed: displayed, actionHandler: actionHandler.map(Handler.init))
    }

    /// A green plus circle at the leading side, like
    /// `UICellAccessory.insert(displayed:options:actionHandler:)`: a tap calls
    /// `actionHandler`.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: ActionHandler? = nil) -> CellAccessory {
        CellAccessory(kind: .control(.insert, options), displayed: displayed, actionHandler: actionHandler.map(Handler.init))
    }

    /// The reorder grip at the trailing edge, like `UICellAccessory.reorder(displayed:options:)`.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> CellAccessory {
        let look = ControlOptions(isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
        return CellAccessory(kind: .control(.reorder, look), displayed: displayed, actionHandler: nil)
    }

    /// The selection circle at the leading side, like
    /// `UICellAccessory.multiselect(displayed:options:)`: an empty circle, filled in the
    /// tint colour with a white checkmark while the cell is selected.
    public static func multiselect(displayed: DisplayedState = .whenEditing,
                                   options: MultiselectOptions = MultiselectOptions()) -> CellAccessory {
        CellAccessory(kind: .multiselect(options), displayed: displayed, actionHandler: nil)
    }
}
