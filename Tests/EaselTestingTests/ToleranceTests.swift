import Easel
import EaselGraphics
import EaselTesting
import Foundation
import Testing

/// The allowance and threshold at their edges, and anti-aliased pixels counted or not.
@MainActor
// Its failures are deliberate: they stay out of the package's snapshot run report.
@Suite(.snapshots(reportDirectory: SnapshotConfiguration.reportOff)) struct ToleranceTests {
    /// Records `reference`, then checks `current` against it with `tolerance`.
    func compare(_ reference: Image, _ current: Image, _ tolerance: SnapshotTolerance) -> SnapshotResult {
        let directory = temporaryDirectory(), artifacts = temporaryDirectory()
        defer { removeDirectory(directory); removeDirectory(artifacts) }
        return withSnapshotConfiguration(SnapshotConfiguration(snapshotDirectory: directory, artifactsDirectory: artifacts)) {
            _ = verifySnapshot(of: reference, as: .image, named: "r", testName: "t()")
            return verifySnapshot(of: current, as: .image, named: "r", tolerance: tolerance, testName: "t()")
        }
    }

    func differingPixels(_ result: SnapshotResult) -> Int? {
        if case .mismatched(let mismatch) = result.outcome { return mismatch.difference.differentPixelCount }
        return nil
    }

    @Test func maxDiffPixelsAtItsEdge() {
        let white = imageWithBlackPixels(0), five = imageWithBlackPixels(5)
        #expect(differingPixels(compare(white, five, SnapshotTolerance())) == 5)
        #expect(compare(white, five, SnapshotTolerance(maxDiffPixels: 5)).outcome == .matched(byteIdentical: false))
        let over = compare(white, five, SnapshotTolerance(maxDiffPixels: 4))
        #expect(differingPixels(over) == 5)
        #expect(over.failureMessage?.contains("5 pixels differ (2.5000% of 200, allowed 4)") == true)
    }

    @Test func maxDiffPixelRatioAtItsEdge() {
        let white = imageWithBlackPixels(0), five = imageWithBlackPixels(5)
        // 5 of 200 pixels is 2.5%.
        #expect(compare(white, five, SnapshotTolerance(maxDiffPixelRatio: 0.025)).passed)
        #expect(differingPixels(compare(white, five, SnapshotTolerance(maxDiffPixelRatio: 0.0249))) == 5)
        // With both, the stricter applies.
        #expect(differingPixels(compare(white, five, SnapshotTolerance(maxDiffPixels: 10, maxDiffPixelRatio: 0.02))) == 5)
        #expect(compare(white, five, SnapshotTolerance(maxDiffPixels: 10, maxDiffPixelRatio: 0.03)).passed)
    }

    @Test func thresholdAtItsEdge() {
        // A gray of 230 against white: YIQ distance √(Δy² × 0.5053 / 35215) per channel step.
        let white = imageWithBlackPixels(0), gray = imageWithBlackPixels(3, gray: 230)
        let distance = (0.5053 * 25.0 * 25.0 / 35215).squareRoot()
        #expect(compare(white, gray, SnapshotTolerance(threshold: distance + 0.001)).passed)
        #expect(differingPixels(compare(white, gray, SnapshotTolerance(threshold: distance - 0.001))) == 3)
        // The default 0.1 lets it pass; a much darker gray fails it.
        #expect(compare(white, gray, SnapshotTolerance()).passed)
        #expect(differingPixels(compare(white, imageWithBlackPixels(3, gray: 200), SnapshotTolerance())) == 3)
    }

    @Test func antialiasedPixelsAreIgnoredUnlessIncluded() {
        // A circle's edge drawn one pixel further right: the changed pixels along the
        // curve are anti-aliased edge pixels, which the default ignores.
        func circle(_ x: CGFloat) -> Image {
            let view = CircleView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            view.center = CGPoint(x: x, y: 20)
            let host = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            host.backgroundColor = .white
            host.addSubview(view)
            let directory = temporaryDirectory()
            defer { removeDirectory(directory) }
            _ = verifySnapshot(of: host, as: .image, named: "c", snapshotDirectory: directory, testName: "t()")
            return (try? Image(contentsOfFile: directory + "/t.c.png")) ?? imageWithBlackPixels(0)
        }
        let before = circle(20), after = circle(20.4)
        let ignored = compare(before, after, SnapshotTolerance())
        let included = compare(before, after, SnapshotTolerance(includesAntialiasing: true))
        #expect(ignored.passed)
        #expect((differingPixels(included) ?? 0) > 0)
    }
}

/// A black disc filling the view, anti-aliased at its edge.
final class CircleView: View {
    override func draw(context: GraphicsContext, rect: CGRect) {
        context.setFillColor(.black)
        context.fillEllipse(in: bounds.insetBy(dx: 4, dy: 4))
    }
}
