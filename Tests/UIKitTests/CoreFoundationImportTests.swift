import CoreFoundation
import Foundation
import Testing
import UIKit

/// iOS code that writes `import CoreFoundation` beside `import UIKit` and reads the
/// clock with Core Foundation's function.
@Suite struct CoreFoundationImportTests {
    @Test func cfAbsoluteTimeGetCurrentIsTheSystemClockWithCoreFoundationImported() {
        let before = Date().timeIntervalSinceReferenceDate
        let now: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        let after = Date().timeIntervalSinceReferenceDate
        #expect(now >= before && now <= after)
    }
}
