import Testing
import UIKit

/// `CAShapeLayerLineCap` and `CAShapeLayerLineJoin` rebuilt from their string values,
/// as the Swift 4.2 migrator's helpers in older drawing code do.
@MainActor
@Suite struct ShapeLayerLineStyleRawValueTests {
    @Test func capsAndJoinsRoundTripThroughTheirCoreAnimationNames() {
        for cap in [CAShapeLayerLineCap.butt, .round, .square] {
            #expect(CAShapeLayerLineCap(rawValue: cap.rawValue) == cap)
        }
        for join in [CAShapeLayerLineJoin.miter, .round, .bevel] {
            #expect(CAShapeLayerLineJoin(rawValue: join.rawValue) == join)
        }
        #expect(CAShapeLayerLineCap.round.rawValue == "round" && CAShapeLayerLineJoin.bevel.rawValue == "bevel")
        let shape = CAShapeLayer()
        shape.lineJoin = CAShapeLayerLineJoin(rawValue: "round")
        shape.lineCap = CAShapeLayerLineCap(rawValue: "square")
        #expect(shape.lineJoin == .round && shape.lineCap == .square)
    }

    @Test func anUnknownNameGivesCoreAnimationsDefault() {
        #expect(CAShapeLayerLineCap(rawValue: "pointy") == .butt)
        #expect(CAShapeLayerLineJoin(rawValue: "pointy") == .miter)
    }
}
