import Testing
import UIKit

/// A gradient seen through the letters of a label: the label is the gradient view's
/// mask, the common way iOS code draws gradient text.
final class GradientTextView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let gradient = layer as! CAGradientLayer
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        label.text = "MMMMMM"
        label.font = .boldSystemFont(ofSize: 30)
        mask = label
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}

/// A shimmer: a band sweeping across a view, as a mask view moved by an animation.
final class ShimmerView: UIView {
    let band = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGreen
        band.backgroundColor = .black
        band.frame = CGRect(x: 0, y: 0, width: 20, height: frame.height)
        mask = band
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func sweep() {
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            self.band.frame.origin.x = self.bounds.width - 20
        }
    }
}

@MainActor
@Suite struct MaskViewTests {
    @Test func theGradientShowsOnlyThroughTheLabelsLetters() throws {
        let window = makeWindow(width: 200, height: 40)
        let view = GradientTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.addSubview(view)
        commit(window)
        #expect(view.mask === view.label)
        #expect(view.label.superview == nil)
        #expect(view.label.frame == view.bounds, "the mask view is laid out by its masked view's layoutSubviews")
        let image = try frameImage(of: window)
        var inked: [(x: Int, pixel: Pixel)] = []
        for x in 0..<200 {
            for y in 0..<40 where pixel(image, x, y) != .white { inked.append((x, pixel(image, x, y))) }
        }
        #expect(inked.count > 400, "the letters show the gradient: \(inked.count) pixels")
        let textWidth = Int(view.label.intrinsicContentSize.width.rounded(.up))
        #expect(inked.allSatisfy { $0.x < textWidth }, "nothing shows beyond the text's \(textWidth) points")
        #expect(pixel(image, 2, 2) == .white, "no gradient outside the letters")
        let left = inked.filter { $0.x < 20 && $0.pixel.green == 0 }
        let right = inked.filter { $0.x > 110 && $0.pixel.green == 0 }
        #expect(!left.isEmpty && left.allSatisfy { $0.pixel.red > $0.pixel.blue }, "red on the left")
        #expect(!right.isEmpty && right.allSatisfy { $0.pixel.blue > $0.pixel.red }, "bluer on the right")
    }

    @Test func aShimmerBandSweepsAcrossTheView() throws {
        let window = makeWindow(width: 100, height: 20)
        let shimmer = ShimmerView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        window.addSubview(shimmer)
        commit(window)
        var image = try frameImage(of: window)
        #expect(pixel(image, 10, 10) == UIColor.systemGreen.pixel)
        #expect(pixel(image, 50, 10) == .white)
        shimmer.sweep()
        window.eventLoop.run(for: 0.5)
        image = try frameImage(of: window)
        // Halfway: the band spans x 40…60.
        #expect(pixel(image, 10, 10) == .white)
        #expect(pixel(image, 50, 10) == UIColor.systemGreen.pixel)
        window.eventLoop.runUntilIdle()
        image = try frameImage(of: window)
        #expect(pixel(image, 90, 10) == UIColor.systemGreen.pixel)
        #expect(pixel(image, 50, 10) == .white)
        #expect(shimmer.band.frame.origin.x == 80)
    }
}
