import Easel
import Foundation

/// UIKit's additions to `NSIndexPath`, for code written before `IndexPath`
/// (`(indexPath as NSIndexPath).row`): the section is the first index, the row or item
/// the second, as in UIKit's `NSIndexPath(row:section:)`.
extension NSIndexPath {
    /// An index path of `row` in `section`, like `NSIndexPath(row:section:)`.
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// An index path of `item` in `section`, like `NSIndexPath(item:section:)`.
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// The section, like `NSIndexPath.section`: the first index.
    public var section: Int { uikitIndex(at: 0, "section") }
    /// The row in a table view, like `NSIndexPath.row`: the second index.
    public var row: Int { uikitIndex(at: 1, "row") }
    /// The item in a collection view, like `NSIndexPath.item`: the second index.
    public var item: Int { uikitIndex(at: 1, "item") }

    /// The index at `position`, or `NSNotFound` with a diagnostic for a path too short
    /// to have one, as `index(atPosition:)` answers on Apple's platforms.
    private func uikitIndex(at position: Int, _ name: String) -> Int {
        guard position < length else {
            Diagnostics.report("NSIndexPath.\(name): the index path has \(length) indexes; NSNotFound stands in")
            return NSNotFound
        }
        return index(atPosition: position)
    }
}
