import Foundation
import Easel
import EaselGraphics

/// One row of a scene's table: the cell the data source makes for it
/// (`TableViewCell(style:reuseIdentifier:)` with its labels, image and accessory) and
/// the swipe actions the delegate gives it.
public struct SceneTableRow: Sendable {
    /// The cell's style, like `UITableViewCell.CellStyle` (`default`).
    public let cellStyle: TableViewCell.CellStyle
    /// The text, like `textLabel.text`.
    public let text: String?
    /// The secondary text, like `detailTextLabel.text` (not in the default style).
    public let secondaryText: String?
    /// The image at the leading side, like `imageView.image` (not in the value2 style),
    /// tinted with `imageTintColor` when given.
    public let image: Image?
    public let imageTintColor: Color?
    /// The accessory, like `UITableViewCell.accessoryType`.
    public let accessory: TableViewCell.AccessoryType
    /// A `Switch` as the accessory view, on or off, like `accessoryView = UISwitch()`.
    public let switchIsOn: Bool?
    /// The actions a swipe reveals at each side, like the delegate's
    /// `leadingSwipeActionsConfigurationForRowAt` and `trailingSwipeActionsConfigurationForRowAt`.
    public let leadingActions: [SwipeAction]
    public let trailingActions: [SwipeAction]

    /// One swipe action, like `UIContextualAction(style:title:handler:)`: its handler
    /// completes at once (a destructive action deletes its row).
    public struct SwipeAction: Sendable {
        public let style: ContextualAction.Style
        public let title: String
        /// Its colour, like `UIContextualAction.backgroundColor` (by default the style's).
        public let backgroundColor: Color?
    }
}

extension SceneTableRow {
    /// The `number`th row a template makes: `{n}` in its texts becomes the number.
    func numbered(_ number: Int) -> SceneTableRow {
        func fill(_ text: String?) -> String? { text?.replacingOccurrences(of: "{n}", with: String(number)) }
        return SceneTableRow(cellStyle: cellStyle, text: fill(text), secondaryText: fill(secondaryText), image: image,
                             imageTintColor: imageTintColor, accessory: accessory, switchIsOn: switchIsOn,
                             leadingActions: leadingActions, trailingActions: trailingActions)
    }
}
