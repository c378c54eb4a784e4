import Testing
import UIKit

/// A single wave crest: a quadratic curve filled below, sized to the crest's own
/// height (`boundingBoxOfPath`), not to its control point's (`boundingBox`).
final class WaveView: UIView {
    var crestWidth: CGFloat = 20
    var controlHeight: CGFloat = 20

    /// The crest, pointing up from the baseline at y = 0.
    var crestPath: CGPath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: crestWidth, y: 0), control: CGPoint(x: crestWidth / 2, y: -controlHeight))
        return path
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        crestPath.boundingBoxOfPath.size
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.translateBy(x: 0, y: bounds.height)
        context.addPath(crestPath)
        context.closePath()
        UIColor.systemBlue.setFill()
        context.fillPath()
    }
}

@MainActor
@Suite struct WaveViewTests {
    @Test func boundingBoxOfPathLeavesTheControlPointsOut() {
        let curve = CGMutablePath()
        curve.move(to: .zero)
        curve.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
        #expect(curve.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(curve.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 7.5))
        let lines = CGMutablePath()
        lines.addLines(between: [CGPoint(x: 3, y: 4), CGPoint(x: -2, y: 9), CGPoint(x: 5, y: 1)])
        #expect(lines.boundingBoxOfPath == CGRect(x: -2, y: 1, width: 7, height: 8))
        #expect(CGMutablePath().boundingBoxOfPath.isNull)
    }

    @Test func theWaveIsAsTallAsItsCrest() throws {
        let wave = WaveView()
        wave.sizeToFit()
        #expect(abs(wave.bounds.width - 20) < 1e-9)
        #expect(abs(wave.bounds.height - 10) < 1e-9)
        let window = makeWindow(width: 20, height: 10)
        wave.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        window.addSubview(wave)
        commit(window)
        let image = try frameImage(of: window)
        #expect(pixel(image, 10, 9) == UIColor.systemBlue.pixel)
        #expect(pixel(image, 10, 1) == UIColor.systemBlue.pixel)
        #expect(pixel(image, 1, 1) == .white)
        #expect(pixel(image, 18, 1) == .white)
    }
}
