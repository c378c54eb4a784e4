import EaselGraphics
import Foundation

/// A view at the leading or trailing side of a list cell, like `UICellAccessory`:
/// drawn as the table cell's accessories and editing controls are
/// (`TableViewCellAccessoryView`, `TableViewCellEditingControl`), an outline disclosure
/// (`CollectionOutlineDisclosureView`), a label, or a view of your own.
///
/// As UIKit's, the system accessories take their side and order from the system, not
/// from their place in the cell's array: at the leading side (from the edge) the
/// multiselect circle, then the delete or insert control; at the trailing side (from
/// the content) the label, the checkmark, the detail button, the outline disclosure, the
/// disclosure indicator and the reorder grip. Custom views go where their placement says.
public struct CellAccessory: Hashable, Sendable {
    /// When an accessory shows, like `UICellAccessory.DisplayedState`: always, only
    /// while the cell's collection view `isEditing`, or only while it is not.
    public enum DisplayedState: Int, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// A closure an accessory calls when tapped, like `UICellAccessory.ActionHandler`.
    public typealias ActionHandler = @MainActor () -> Void

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
        /// The delete, insert or reorder control.
        case control(TableViewCellEditingControl.Kind, ControlOptions)
        case multiselect(ControlOptions)
        case label(String, LabelOptions)
        case customView(CustomViewConfiguration)
    }

    /// A closure an accessory calls instead of its own action, compared by identity.
    final class Handler: Hashable, Sendable {
        let perform: @MainActor () -> Void
        init(_ perform: @escaping @MainActor () -> Void) { self.perform = perform }
        static func == (lhs: Handler, rhs: Handler) -> Bool { lhs === rhs }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    let kind: Kind
    let displayed: DisplayedState
    let actionHandler: Handler?

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
        CellAccessory(kind: .outlineDisclosure(options), displayed: displayed, actionHandler: actionHandler.map(Handler.init))
    }

    /// Whether the accessory shows while its list is `editing` or not.
    func isShown(editing: Bool) -> Bool {
        switch displayed {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }
}
