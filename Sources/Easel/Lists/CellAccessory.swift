import EaselGraphics
import Foundation

/// A view at the trailing side of a list cell, like `UICellAccessory`: drawn as the
/// table cell's accessories are (`TableViewCellAccessoryView`), or an outline
/// disclosure (`CollectionOutlineDisclosureView`).
public struct CellAccessory: Hashable, Sendable {
    /// When an accessory shows, like `UICellAccessory.DisplayedState`. A list here
    /// never edits: `.whenEditing` accessories do not show.
    public enum DisplayedState: Int, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// How an outline disclosure behaves, like `UICellAccessory.OutlineDisclosureOptions`.
    public struct OutlineDisclosureOptions: Hashable, Sendable {
        /// What a tap toggles, like `UICellAccessory.OutlineDisclosureOptions.Style`.
        public enum Style: Int, Sendable {
            /// `.header` for a section's header item (`headerMode` `.firstItemInSection`),
            /// `.cell` for any other.
            case automatic
            /// A tap anywhere on the cell toggles it (and does not select it).
            case header
            /// A tap on the chevron toggles it; elsewhere the cell is selected as usual.
            case cell
        }

        /// What a tap toggles, like `style`.
        public var style: Style
        /// The chevron's colour (`nil`: the cell's tint colour), like `tintColor`.
        public var tintColor: Color?

        /// Options of `style`, like `OutlineDisclosureOptions(style:)`.
        public init(style: Style = .automatic, tintColor: Color? = nil) {
            self.style = style
            self.tintColor = tintColor
        }
    }

    /// What the accessory is.
    enum Kind: Hashable, Sendable {
        case drawn(TableViewCell.AccessoryType)
        case outlineDisclosure(OutlineDisclosureOptions)
    }

    /// A closure an accessory calls instead of its own action, compared by identity.
    final class ActionHandler: Hashable, Sendable {
        let perform: @MainActor () -> Void
        init(_ perform: @escaping @MainActor () -> Void) { self.perform = perform }
        static func == (lhs: ActionHandler, rhs: ActionHandler) -> Bool { lhs === rhs }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    let kind: Kind
    let displayed: DisplayedState
    let actionHandler: ActionHandler?

    /// A chevron, like `UICellAccessory.disclosureIndicator()`.
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> CellAccessory {
        CellAccessory(kind: .drawn(.disclosureIndicator), displayed: displayed, actionHandler: nil)
    }
    /// A checkmark in the tint colour, like `UICellAccessory.checkmark()`.
    public static func checkmark(displayed: DisplayedState = .always) -> CellAccessory {
        CellAccessory(kind: .drawn(.checkmark), displayed: displayed, actionHandler: nil)
    }
    /// An info button, like `UICellAccessory.detail()`.
    public static func detail(displayed: DisplayedState = .always) -> CellAccessory {
        CellAccessory(kind: .drawn(.detailButton), displayed: displayed, actionHandler: nil)
    }
    /// A chevron that expands and collapses the cell's item in its section snapshot,
    /// like `UICellAccessory.outlineDisclosure(displayed:options:actionHandler:)`: it
    /// points toward the trailing edge while the item is collapsed and down while it is
    /// expanded. A tap (where `options.style` says) calls `actionHandler`, or without
    /// one asks the diffable data source to toggle the item
    /// (`sectionSnapshotHandlers` first).
    public static func outlineDisclosure(displayed: DisplayedState = .always,
                                         options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: (@MainActor () -> Void)? = nil) -> CellAccessory {
        CellAccessory(kind: .outlineDisclosure(options), displayed: displayed, actionHandler: actionHandler.map(ActionHandler.init))
    }

    /// Whether the accessory shows in a list that does not edit.
    var isShown: Bool { displayed != .whenEditing }

    /// The accessory's size.
    var size: CGSize {
        switch kind {
        case .drawn(let type): TableViewCellAccessoryView.size(of: type)
        case .outlineDisclosure: CollectionOutlineDisclosureView.size
        }
    }
}
