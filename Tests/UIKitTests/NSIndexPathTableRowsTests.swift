import Foundation
import Testing
import UIKit

/// UIKit's `NSIndexPath` additions, for code that still writes
/// `(indexPath as NSIndexPath).row`.
@MainActor
@Suite struct NSIndexPathTableRowsTests {
    @Test func sectionIsTheFirstIndexRowAndItemTheSecond() {
        let path = NSIndexPath(row: 4, section: 2)
        #expect(path.section == 2 && path.row == 4 && path.item == 4 && path.length == 2)
        #expect(NSIndexPath(item: 7, section: 1).item == 7)
        #expect(NSIndexPath(item: 7, section: 1).section == 1)
        let bridged = IndexPath(row: 3, section: 1) as NSIndexPath
        #expect(bridged.row == 3 && bridged.section == 1)
    }
}
