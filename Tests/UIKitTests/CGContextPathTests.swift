import Testing
import UIKit

/// Building the current path of a `CGContext` with Core Graphics' names.
@Suite struct CGContextPathTests {
    private func inContext(_ body: (CGContext) -> Void) {
        _ = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { body($0.cgContext) }
    }

    @Test func aTangentArcRoundsTheCornerBetweenItsTwoLines() {
        inContext { context in
            context.move(to: CGPoint(x: 0, y: 0))
            context.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20), radius: 10)
            // The arc ends where it touches the second line, 10 points below the corner.
            #expect(abs(context.currentPointOfPath.x - 20) < 1e-9)
            #expect(abs(context.currentPointOfPath.y - 10) < 1e-9)
            #expect(!context.isPathEmpty)
        }
    }

    @Test func theBoundingBoxOfThePathIsInUserSpace() {
        inContext { context in
            #expect(context.boundingBoxOfPath == .null)
            context.translateBy(x: 5, y: 5)
            context.addRects([CGRect(x: 0, y: 0, width: 4, height: 4), CGRect(x: 10, y: 2, width: 2, height: 8)])
            context.addLines(between: [CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 12)])
            #expect(context.boundingBoxOfPath == CGRect(x: -1, y: 0, width: 13, height: 12))
            context.addQuadCurve(to: CGPoint(x: 0, y: 0), control: CGPoint(x: 20, y: 20))
            #expect(context.boundingBoxOfPath == CGRect(x: -1, y: 0, width: 21, height: 20))
        }
    }

    @Test func roundJoinsAndCapsCoverTheCornersOfAStroke() {
        func stroke(join: CGLineJoin, cap: CGLineCap) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { renderer in
                let context = renderer.cgContext
                context.setStrokeColor(UIColor.black.cgColor)
                context.setLineWidth(10)
                context.setLineJoin(join)
                context.setLineCap(cap)
                context.addLines(between: [CGPoint(x: 10, y: 30), CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10)])
                context.strokePath()
            }
        }
        let mitered = stroke(join: .miter, cap: .butt), rounded = stroke(join: .round, cap: .round)
        // The miter fills the outer corner square; a round join leaves its tip empty.
        #expect(pixel(mitered, 5, 5) == .black)
        #expect(pixel(rounded, 5, 5).alpha == 0)
        // A butt cap ends at the point; a round cap goes on by half the width.
        #expect(pixel(mitered, 10, 32).alpha == 0)
        #expect(pixel(rounded, 10, 32) == .black)
    }
}
