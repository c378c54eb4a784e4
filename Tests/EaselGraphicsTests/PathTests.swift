import EaselGraphics
import Foundation
import Testing

/// Building the current path of a `GraphicsContext`.
@Suite struct PathTests {
    @Test func aNewPathIsEmptyAndMovingStartsIt() {
        _ = render(10, 10) { context in
            #expect(context.isPathEmpty)
            #expect(context.currentPointOfPath == .zero)
            #expect(context.boundingBoxOfPath.isNull)
            context.move(to: CGPoint(x: 2, y: 3))
            #expect(!context.isPathEmpty)
            #expect(context.currentPointOfPath == CGPoint(x: 2, y: 3))
        }
    }

    @Test func rectsAndEllipsesAreClosedSubpaths() {
        _ = render(10, 10) { context in
            context.addRects([CGRect(x: 1, y: 2, width: 3, height: 4), CGRect(x: 6, y: 6, width: -2, height: -2)])
            #expect(context.boundingBoxOfPath == CGRect(x: 1, y: 2, width: 5, height: 4))
            #expect(context.currentPointOfPath == CGPoint(x: 4, y: 4))
            context.addEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 4))
            #expect(context.currentPointOfPath == CGPoint(x: 8, y: 2))
        }
    }

    @Test func closingReturnsToTheSubpathStart() {
        _ = render(10, 10) { context in
            context.move(to: CGPoint(x: 1, y: 1))
            context.addLine(to: CGPoint(x: 5, y: 1))
            context.addLine(to: CGPoint(x: 5, y: 5))
            #expect(context.currentPointOfPath == CGPoint(x: 5, y: 5))
            context.closePath()
            #expect(context.currentPointOfPath == CGPoint(x: 1, y: 1))
        }
    }

    @Test func boundingBoxIncludesControlPoints() {
        _ = render(10, 10) { context in
            context.move(to: CGPoint(x: 0, y: 0))
            context.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 2, y: 8), control2: CGPoint(x: 8, y: -4))
            #expect(context.boundingBoxOfPath == CGRect(x: 0, y: -4, width: 10, height: 12))
            context.addQuadCurve(to: CGPoint(x: 12, y: 0), control: CGPoint(x: 11, y: 20))
            #expect(context.boundingBoxOfPath == CGRect(x: 0, y: -4, width: 12, height: 24))
        }
    }

    @Test func pointsAreInUserSpaceAtTheTimeTheyWereAdded() {
        _ = render(40, 40) { context in
            context.translateBy(x: 10, y: 10)
            context.move(to: CGPoint(x: 0, y: 0))
            context.addLine(to: CGPoint(x: 5, y: 0))
            context.translateBy(x: 10, y: 0)
            // The path stays where it was drawn; reading it back uses the new user space.
            #expect(context.currentPointOfPath == CGPoint(x: -5, y: 0))
            #expect(context.boundingBoxOfPath == CGRect(x: -10, y: 0, width: 5, height: 0))
        }
    }

    @Test func aLineWithoutACurrentPointIsIgnoredWithADiagnostic() {
        let (_, messages) = Diagnostics.collect {
            _ = render(10, 10) { context in
                context.addLine(to: CGPoint(x: 5, y: 5))
                context.addCurve(to: .zero, control1: .zero, control2: .zero)
                #expect(context.isPathEmpty)
            }
        }
        #expect(messages == ["GraphicsContext.addLine(to:): no current point; the path element is ignored",
                             "GraphicsContext.addCurve(to:control1:control2:): no current point; the path element is ignored"])
    }

    @Test func coreGraphicsArcsRunThroughIncreasingAnglesWhenNotClockwise() {
        // CoreGraphics' `clockwise` is defined in y-up space: `false` runs through
        // increasing angles, which in a y-down context pass below the center first.
        _ = render(40, 40) { context in
            context.addArc(center: CGPoint(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
            let end = context.currentPointOfPath
            #expect(abs(end.x - 20) < 1e-9 && abs(end.y - 30) < 1e-9)
            let box = context.boundingBoxOfPath
            #expect(box.minX >= 20 - 1e-9 && box.minY >= 20 - 1e-9, "a quarter arc in the lower right: \(box)")

            context.beginPath()
            context.addArc(center: CGPoint(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            // Three quarters the other way round, through the top.
            #expect(context.boundingBoxOfPath.minY < 10.01)
        }
    }

    @Test func anArcFromTheCurrentPointStartsWithALine() {
        let image = render(40, 40, background: .white) { context in
            context.move(to: CGPoint(x: 0, y: 20.5))
            context.addArc(center: CGPoint(x: 30, y: 20.5), radius: 5, startAngle: .pi, endAngle: 0, clockwise: false)
            context.strokePath()
        }
        // The joining line runs along y = 20.5 from x = 0 to 25.
        expectPixel(image, 10, 20, black)
        expectPixel(image, 10, 21, white)
    }

    @Test func tangentArcsRoundTheCorner() {
        _ = render(40, 40) { context in
            context.move(to: CGPoint(x: 0, y: 0))
            context.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20), radius: 5)
            // It ends where the circle touches the second line, 5 below the corner.
            let end = context.currentPointOfPath
            #expect(abs(end.x - 20) < 1e-9 && abs(end.y - 5) < 1e-9)
            let box = context.boundingBoxOfPath
            #expect(abs(box.maxX - 20) < 1e-9 && abs(box.maxY - 5) < 1e-9)
        }
    }

    @Test func collinearTangentPointsDrawALine() {
        _ = render(40, 40) { context in
            context.move(to: CGPoint(x: 0, y: 0))
            context.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
            #expect(context.currentPointOfPath == CGPoint(x: 10, y: 0))
        }
    }

    @Test func paintingEmptiesThePath() {
        _ = render(10, 10) { context in
            context.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
            context.fillPath()
            #expect(context.isPathEmpty)
            context.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
            context.fill(CGRect(x: 5, y: 5, width: 1, height: 1))
            #expect(context.isPathEmpty)
            context.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
            context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(context.isPathEmpty)
        }
    }

    @Test func theTransformCanCollapseWithoutBreakingTheContext() {
        let image = render(10, 10) { context in
            context.saveGState()
            context.scaleBy(x: 0, y: 0)
            context.setFillColor(.red)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.restoreGState()
            context.setFillColor(.blue)
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        }
        expectPixel(image, 2, 5, blue)
        expectPixel(image, 7, 5, transparent)
    }

    @Test func nonFiniteCoordinatesAreIgnored() {
        let (image, messages) = Diagnostics.collect {
            render(10, 10) { context in
                context.setFillColor(.red)
                context.addRect(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
                context.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
                context.fillPath()
            }
        }
        #expect(!messages.isEmpty)
        expectPixel(image, 1, 1, red)
        expectPixel(image, 6, 6, transparent)
    }
}
