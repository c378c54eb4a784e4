@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// How far a shape layer's stroke reaches past its path, which bounds what a change of
/// the layer damages: 1.5 half line widths unless a miter join turns sharper than a
/// right angle (then `miterLimit` half widths).
@MainActor
@Suite struct ShapeLayerStrokeReachTests {
    /// A shape layer at (10, 10) in a 40 × 40 window at scale 2, stroked 2 points wide.
    private func shape(_ path: BezierPath) -> (Window, ShapeLayer) {
        let window = shownWindow(width: 40, height: 40, scale: 2)
        let layer = ShapeLayer()
        layer.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        layer.path = path
        layer.strokeColor = .black
        layer.lineWidth = 2
        window.layer.addSublayer(layer)
        window.eventLoop.runOnce()
        return (window, layer)
    }

    /// The damage of recolouring the layer's fill.
    private func damageOfRecolouring(_ path: BezierPath) -> [CGRect] {
        let (window, layer) = shape(path)
        layer.fillColor = .red
        window.eventLoop.runOnce()
        return window.lastFrame!.damage
    }

    @Test func aRoundedRectangleReachesOneAndAHalfHalfWidths() {
        let path = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 3)
        #expect(damageOfRecolouring(path) == [CGRect(x: 17, y: 17, width: 26, height: 26)])
    }

    @Test func aRectanglesRightAnglesReachOneAndAHalfHalfWidths() {
        let path = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(damageOfRecolouring(path) == [CGRect(x: 17, y: 17, width: 26, height: 26)])
    }

    @Test func anOpenArcReachesOneAndAHalfHalfWidths() {
        let path = BezierPath(arcCenter: CGPoint(x: 5, y: 5), radius: 5, startAngle: -.pi / 2, endAngle: .pi,
                              clockwise: true)
        #expect(damageOfRecolouring(path) == [CGRect(x: 17, y: 17, width: 26, height: 26)])
    }

    @Test func aSharpMiterReachesTheMiterLimit() {
        let path = BezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 0, y: 10))
        // 10 half widths of 1 point around the path's box (0, 0, 10, 10).
        #expect(damageOfRecolouring(path) == [CGRect(x: 0, y: 0, width: 60, height: 60)])
    }

    @Test func aSharpCornerWithABevelReachesOneAndAHalfHalfWidths() {
        let path = BezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 0, y: 10))
        let (window, layer) = shape(path)
        layer.lineJoin = .bevel
        window.eventLoop.runOnce()
        layer.fillColor = .red
        window.eventLoop.runOnce()
        #expect(window.lastFrame!.damage == [CGRect(x: 17, y: 17, width: 26, height: 26)])
    }

    @Test func aClosedPathsJoinAtItsStartCounts() {
        // Each of the open path's joins turns by 45°; closing it adds turns of 135° at
        // (10, 10) and at its start.
        let path = BezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 5, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 5))
        path.addLine(to: CGPoint(x: 10, y: 10))
        #expect(damageOfRecolouring(path) == [CGRect(x: 17, y: 17, width: 26, height: 26)])
        path.close()
        #expect(damageOfRecolouring(path) == [CGRect(x: 0, y: 0, width: 60, height: 60)])
    }

    @Test func aVeryShortPieceIsNotTrustedForItsDirection() {
        let path = BezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 10.001, y: 0.001))
        path.addLine(to: CGPoint(x: 10.001, y: 10))
        #expect(damageOfRecolouring(path).first!.width > 50)
    }
}
