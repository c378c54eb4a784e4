import EaselGraphics
import Foundation
import Testing

@Suite struct EdgeInsetsTests {
    @Test func insetMovesEachEdgeInward() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(rect.inset(by: insets) == CGRect(x: 12, y: 21, width: 94, height: 46))
    }

    @Test func negativeInsetsGrowTheRect() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.inset(by: EdgeInsets(top: -5, left: -5, bottom: -5, right: -5))
                == CGRect(x: -5, y: -5, width: 20, height: 20))
    }

    @Test func oversizedInsetsGiveANegativeSizeAsUIKitDoes() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let inset = rect.inset(by: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        #expect(inset.origin.x == 8)
        #expect(inset.size.width == -6)
    }

    @Test func zeroChangesNothing() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.inset(by: .zero) == rect)
        #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }
}
