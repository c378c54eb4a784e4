import Foundation

/// Where a row is drawn while it comes or goes: its frame and opacity.
struct TableRowPlace: Equatable {
    var frame: CGRect
    var alpha: CGFloat
}

/// What each `TableView.RowAnimation` does to a row, as UIKit draws it: an inserted
/// row starts from the place the animation hides it at and moves to its own; a deleted
/// one moves from its own place to the hidden one.
extension TableView.RowAnimation {
    /// The animation UIKit picks for `.automatic`, and every other one as it is: a
    /// reloaded row, or a whole section, fades; a row at the start of its section
    /// slides up from the bottom and any other slides down from the top, so that it
    /// never passes over its section's header (UIKit's choice, as WWDC 2011's
    /// "UITableView Changes, Tips & Tricks" describes it).
    func resolved(row: Int, isReload: Bool, isSection: Bool) -> TableView.RowAnimation {
        guard self == .automatic else { return self }
        if isReload || isSection { return .fade }
        return row == 0 ? .bottom : .top
    }

    /// Where this animation hides a row whose own frame is `frame` in a table
    /// `width` wide: faded out in place (`.fade`), one table width off the side
    /// (`.right`, `.left`), one row height up or down behind its neighbours (`.top`,
    /// `.bottom`), or faded half a row up, centred in the gap its neighbours open or
    /// close (`.middle`). `.none` does not hide it: the row is there at once.
    func hiding(_ frame: CGRect, width: CGFloat) -> TableRowPlace {
        switch self {
        case .fade, .automatic: TableRowPlace(frame: frame, alpha: 0)
        case .right: TableRowPlace(frame: frame.offsetBy(dx: width, dy: 0), alpha: 1)
        case .left: TableRowPlace(frame: frame.offsetBy(dx: -width, dy: 0), alpha: 1)
        case .top: TableRowPlace(frame: frame.offsetBy(dx: 0, dy: -frame.height), alpha: 1)
        case .bottom: TableRowPlace(frame: frame.offsetBy(dx: 0, dy: frame.height), alpha: 1)
        case .middle: TableRowPlace(frame: frame.offsetBy(dx: 0, dy: -frame.height / 2), alpha: 0)
        case .none: TableRowPlace(frame: frame, alpha: 1)
        }
    }
}
