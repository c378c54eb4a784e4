import Foundation

/// A row of a table or an item of a collection, as UIKit's extension of `IndexPath`
/// names it: on Apple platforms UIKit adds `row`, `item`, `section`, `init(row:section:)`
/// and `init(item:section:)`; Foundation on Linux has none of them, so Easel adds them
/// (an index path of two indexes: section, then row or item).
extension IndexPath {
    /// The index path of `row` in `section`, like UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section, the first index, like UIKit's `IndexPath.section`.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row within the section, the second index, like UIKit's `IndexPath.row`.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The index path of `item` in `section` of a collection view, like UIKit's
    /// `IndexPath(item:section:)`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item within the section, the second index, like UIKit's `IndexPath.item`.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
