import Foundation
import Testing
import UIKit

/// A progress ring as iOS apps build it: a track and a progress `CAShapeLayer` on the
/// same circle, the progress stroked from the top to `strokeEnd`, and a
/// `CAGradientLayer` card behind, laid out in `layoutSubviews`.
final class ProgressRingLayerView: UIView {
    private let gradientLayer = CAGradientLayer()
    private let trackLayer = CAShapeLayer()
    private let progressLayer = CAShapeLayer()

    var progress: CGFloat = 0 {
        didSet { progressLayer.strokeEnd = progress }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [UIColor.white.cgColor, UIColor.white.cgColor]
        gradientLayer.cornerRadius = 12
        gradientLayer.cornerCurve = .continuous
        layer.addSublayer(gradientLayer)
        for ring in [trackLayer, progressLayer] {
            ring.fillColor = UIColor.clear.cgColor
            ring.lineWidth = 10
            ring.lineCap = .butt
            ring.fillRule = .nonZero
            layer.addSublayer(ring)
        }
        trackLayer.strokeColor = UIColor.systemGray5.cgColor
        progressLayer.strokeColor = UIColor.systemBlue.cgColor
        progressLayer.strokeEnd = 0
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradientLayer.frame = bounds
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let circle = UIBezierPath(arcCenter: center, radius: 30, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
                                  clockwise: true)
        trackLayer.path = circle.cgPath
        progressLayer.path = circle.cgPath
    }
}

@MainActor
@Suite struct ProgressRingLayerViewTests {
    /// The pixel on the ring's center line `degrees` clockwise from the top.
    private func ringPixel(_ image: UIImage, degrees: CGFloat) -> Pixel {
        let angle = degrees * .pi / 180
        return pixel(image, Int((50 + 30 * sin(angle)).rounded(.down)), Int((50 - 30 * cos(angle)).rounded(.down)))
    }

    @Test func aQuarterOfTheRingIsBlueFromTheTopClockwise() throws {
        let window = makeWindow()
        let ring = ProgressRingLayerView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.progress = 0.25
        window.addSubview(ring)
        commit(window)
        let image = try frameImage(of: window)
        let blue = UIColor.systemBlue.pixel, track = UIColor.systemGray5.pixel
        #expect(ringPixel(image, degrees: 10) == blue)
        #expect(ringPixel(image, degrees: 80) == blue)
        #expect(ringPixel(image, degrees: 100) == track)
        #expect(ringPixel(image, degrees: 270) == track)
        #expect(pixel(image, 50, 50) == .white)
    }

    @Test func threeQuartersLeaveOnlyTheLastQuarterGray() throws {
        let window = makeWindow()
        let ring = ProgressRingLayerView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.progress = 0.75
        window.addSubview(ring)
        commit(window)
        let image = try frameImage(of: window)
        #expect(ringPixel(image, degrees: 180) == UIColor.systemBlue.pixel)
        #expect(ringPixel(image, degrees: 260) == UIColor.systemBlue.pixel)
        #expect(ringPixel(image, degrees: 280) == UIColor.systemGray5.pixel)
        #expect(ringPixel(image, degrees: 350) == UIColor.systemGray5.pixel)
    }

    @Test func transformFunctionsComposeAsCoreAnimationsDo() {
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(CATransform3DGetAffineTransform(quarter).a.magnitude < 1e-12)
        #expect(abs(CATransform3DGetAffineTransform(quarter).b - 1) < 1e-12)
        let moved = CATransform3DTranslate(CATransform3DIdentity, 10, 20, 0)
        #expect(CATransform3DEqualToTransform(moved, CATransform3DMakeTranslation(10, 20, 0)))
        // Scale, then translate: the translation is not scaled.
        let scaledThenMoved = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(5, 0, 0))
        #expect(CGPoint(x: 1, y: 1).applying(CATransform3DGetAffineTransform(scaledThenMoved)) == CGPoint(x: 7, y: 2))
        #expect(CATransform3DIsAffine(scaledThenMoved) && !CATransform3DIsIdentity(scaledThenMoved))
        // About the x axis, y turns into z: not affine.
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(.pi / 2, 1, 0, 0)))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }
}
