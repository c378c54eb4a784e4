@testable import Easel
import Foundation
import Testing

/// The damage list: rectangles merge when their union wastes little, and past the cap
/// the pair whose union wastes the least merges; every damaged pixel stays covered.
@Suite struct DamageRegionTests {
    @Test func overlappingAndContainedRectanglesMerge() {
        var region = DamageRegion()
        region.add(CGRect(x: 0, y: 0, width: 10, height: 10))
        region.add(CGRect(x: 2, y: 2, width: 4, height: 4))
        #expect(region.rects == [CGRect(x: 0, y: 0, width: 10, height: 10)])
        region.add(CGRect(x: 5, y: 0, width: 10, height: 10))
        #expect(region.rects == [CGRect(x: 0, y: 0, width: 15, height: 10)])
    }

    @Test func distantRectanglesStaySeparate() {
        var region = DamageRegion()
        region.add(CGRect(x: 0, y: 0, width: 10, height: 10))
        region.add(CGRect(x: 100, y: 100, width: 10, height: 10))
        #expect(region.rects == [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 100, y: 100, width: 10, height: 10)])
    }

    @Test func pastTheCapTheCheapestPairMerges() {
        var region = DamageRegion()
        // Nine far-apart squares on a diagonal, and a tenth right beside the first.
        for i in 0..<9 { region.add(CGRect(x: i * 100, y: i * 100, width: 10, height: 10)) }
        #expect(region.rects.count == DamageRegion.maximumCount)
        let covered = [CGPoint(x: 5, y: 5), CGPoint(x: 805, y: 805), CGPoint(x: 405, y: 405)]
        for point in covered { #expect(region.rects.contains { $0.contains(point) }, "\(point)") }
        region.add(CGRect(x: 11, y: 0, width: 10, height: 10))
        #expect(region.rects.count <= DamageRegion.maximumCount)
        #expect(region.rects.contains { $0.contains(CGPoint(x: 15, y: 5)) })
    }

    @Test func emptyRectanglesAreIgnored() {
        var region = DamageRegion()
        region.add(.zero)
        region.add(.null)
        region.add(CGRect(x: 3, y: 3, width: 0, height: 5))
        #expect(region.isEmpty)
    }
}
