import Foundation

/// A row of a table, as UIKit's extension of `IndexPath` names it: on Apple platforms
/// UIKit adds `row`, `section` and `init(row:section:)`; Foundation on Linux has none of
/// them, so Easel adds them (an index path of two indexes: section, then row).
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
}
