import Easel
import EaselGraphics
import Foundation
import Testing

/// Views composited from their properties, pixel-exact, at scales 1, 2 and 3.
@MainActor
@Suite struct CompositingTests {
    private let red = Pixel(red: 255, green: 0, blue: 0)
    private let green = Pixel(red: 0, green: 255, blue: 0)
    private let blue = Pixel(red: 0, green: 0, blue: 255)
    private let clear = Pixel(red: 0, green: 0, blue: 0, alpha: 0)

    private func render(scale: CGFloat, _ build: (Window) -> Void) -> Image {
        let window = shownWindow(width: 40, height: 40, scale: scale)
        build(window)
        window.eventLoop.runOnce()
        return window.lastFrame!.image
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func backgroundFillsTheFrame(scale: CGFloat) {
        let image = render(scale: scale) { window in
            let view = View(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
            view.backgroundColor = Color(red: 1, green: 0, blue: 0)
            window.addSubview(view)
        }
        let s = Int(scale)
        #expect(image[10 * s, 10 * s] == red)
        #expect(image[20 * s - 1, 20 * s - 1] == red)
        #expect(image[10 * s - 1, 10 * s] == clear)
        #expect(image[20 * s, 15 * s] == clear)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func cornerRadiusRoundsTheBackgroundAndClipsSubviewsWhenMasking(scale: CGFloat) {
        for masks in [false, true] {
            let image = render(scale: scale) { window in
                let card = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                card.backgroundColor = Color(red: 1, green: 0, blue: 0)
                card.layer.cornerRadius = 10
                card.clipsToBounds = masks
                let fill = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
                fill.backgroundColor = Color(red: 0, green: 0, blue: 1)
                card.addSubview(fill)
                window.addSubview(card)
            }
            let s = Int(scale)
            // The top-left corner pixel lies outside the circle of radius 10.
            #expect(image[0, 0] == (masks ? clear : blue), "masks \(masks) scale \(scale)")
            #expect(image[10 * s, 5 * s] == blue)
            #expect(image[10 * s, 15 * s] == red)
            #expect(image[0, 19 * s] == clear, "the rounded background leaves its corner empty")
        }
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func borderIsDrawnInsideTheBoundsAboveSubviews(scale: CGFloat) {
        let image = render(scale: scale) { window in
            let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            view.backgroundColor = Color(red: 1, green: 0, blue: 0)
            view.layer.borderWidth = 2
            view.layer.borderColor = Color(red: 0, green: 1, blue: 0)
            let child = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            child.backgroundColor = Color(red: 0, green: 0, blue: 1)
            child.alpha = 1
            view.addSubview(child)
            child.frame = CGRect(x: 0, y: 5, width: 20, height: 10)
            window.addSubview(view)
        }
        let s = Int(scale)
        for x in 0..<(2 * s) { #expect(image[x, 10 * s] == green, "x \(x)") }
        #expect(image[2 * s, 10 * s] == blue)
        #expect(image[2 * s, 2 * s] == red)
        #expect(image[20 * s, 10 * s] == clear)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func alphaAppliesToTheSubtreeAsAGroup(scale: CGFloat) {
        let image = render(scale: scale) { window in
            let group = View(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
            group.alpha = 0.5
            let left = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
            left.backgroundColor = Color(red: 1, green: 0, blue: 0)
            let right = View(frame: CGRect(x: 10, y: 0, width: 20, height: 10))
            right.backgroundColor = Color(red: 0, green: 0, blue: 1)
            group.addSubview(left)
            group.addSubview(right)
            window.addSubview(group)
        }
        let s = Int(scale)
        // In the overlap the group shows blue at half opacity: red does not show through.
        #expect(image[15 * s, 5 * s] == Pixel(red: 0, green: 0, blue: 255, alpha: 128))
        #expect(image[5 * s, 5 * s] == Pixel(red: 255, green: 0, blue: 0, alpha: 128))
        #expect(image[25 * s, 5 * s] == Pixel(red: 0, green: 0, blue: 255, alpha: 128))
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func transformAppliesAboutTheCenter(scale: CGFloat) {
        let image = render(scale: scale) { window in
            let view = HalvesView(id: "halves", frame: CGRect(x: 15, y: 15, width: 10, height: 10))
            view.transform = Transform(scaleX: 2, y: 2).rotated(by: .pi / 2)
            window.addSubview(view)
            #expect(view.frame.origin.x.isApproximately(10) && view.frame.size.width.isApproximately(20))
        }
        let s = Int(scale)
        // Rotated a quarter turn clockwise and doubled: red on top, blue below.
        #expect(image[20 * s, 12 * s] == red)
        #expect(image[20 * s, 27 * s] == blue)
        #expect(image[9 * s, 20 * s] == clear)
        #expect(image[30 * s, 20 * s] == clear)
    }

    @Test func hiddenAndTransparentViewsAreNotComposited() {
        let image = render(scale: 1) { window in
            let hidden = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            hidden.backgroundColor = Color(red: 1, green: 0, blue: 0)
            hidden.isHidden = true
            let transparent = View(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
            transparent.backgroundColor = Color(red: 1, green: 0, blue: 0)
            transparent.alpha = 0
            window.addSubview(hidden)
            window.addSubview(transparent)
        }
        #expect(image[5, 5] == clear)
        #expect(image[15, 5] == clear)
    }

    @Test func propertyChangesDamageOnlyTheViewsArea() {
        let window = shownWindow(width: 40, height: 40, scale: 2)
        let view = View(frame: CGRect(x: 10, y: 10, width: 5, height: 5))
        view.backgroundColor = Color(red: 1, green: 0, blue: 0)
        window.addSubview(view)
        window.eventLoop.runOnce()
        view.backgroundColor = Color(red: 0, green: 0, blue: 1)
        window.eventLoop.runOnce()
        #expect(window.lastFrame?.damage == [CGRect(x: 20, y: 20, width: 10, height: 10)])
        view.frame.origin = CGPoint(x: 30, y: 10)
        window.eventLoop.runOnce()
        #expect(window.lastFrame?.damage == [CGRect(x: 20, y: 20, width: 10, height: 10), CGRect(x: 60, y: 20, width: 10, height: 10)])
        #expect(window.lastFrame?.image[25, 25] == clear)
        #expect(window.lastFrame?.image[65, 25] == blue)
    }
}

extension CGFloat {
    func isApproximately(_ other: CGFloat) -> Bool { Swift.abs(self - other) < 1e-9 }
}

/// CALayer shadows: offset, blur falloff, color and opacity, at scales 1, 2 and 3.
@MainActor
@Suite struct ShadowCompositingTests {
    private func render(scale: CGFloat, radius: CGFloat, offset: CGSize, masks: Bool = false) -> Image {
        let window = shownWindow(width: 60, height: 60, scale: scale)
        let card = View(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
        card.backgroundColor = Color(red: 1, green: 1, blue: 1)
        card.layer.shadowOpacity = 1
        card.layer.shadowColor = Color(red: 0, green: 0, blue: 1)
        card.layer.shadowRadius = radius
        card.layer.shadowOffset = offset
        card.clipsToBounds = masks
        window.addSubview(card)
        window.eventLoop.runOnce()
        return window.lastFrame!.image
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func anUnblurredShadowIsTheShapeMovedByTheOffset(scale: CGFloat) {
        let image = render(scale: scale, radius: 0, offset: CGSize(width: 5, height: 6))
        let s = Int(scale)
        #expect(image[30 * s, 30 * s] == Pixel(red: 255, green: 255, blue: 255))
        #expect(image[42 * s, 43 * s] == Pixel(red: 0, green: 0, blue: 255))
        #expect(image[45 * s - 1, 46 * s - 1] == Pixel(red: 0, green: 0, blue: 255))
        #expect(image[46 * s, 30 * s].alpha == 0)
        #expect(image[22 * s, 18 * s].alpha == 0, "nothing above the card")
    }

    @Test func theDefaultOffsetCastsTheShadowUpwardAsOnIOS() {
        let image = render(scale: 1, radius: 0, offset: CGSize(width: 0, height: -3))
        #expect(image[30, 18] == Pixel(red: 0, green: 0, blue: 255))
        #expect(image[30, 41].alpha == 0)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func aBlurredShadowFadesWithDistance(scale: CGFloat) {
        let image = render(scale: scale, radius: 3, offset: .zero)
        let s = Int(scale)
        var previous = 256
        for distance in 0...10 {
            let alpha = Int(image[(40 + distance) * s, 30 * s].alpha)
            #expect(alpha <= previous, "distance \(distance)")
            previous = alpha
        }
        // Just past the edge the shadow is the Gaussian's tail at the pixel's center,
        // half a pixel out (σ = shadowRadius); three σ out it is gone.
        let sigma = 3 * scale
        let expected = 255 * 0.5 * (1 + erf(-0.5 / sigma / 2.0.squareRoot()))
        let edge = Double(image[40 * s, 30 * s].alpha)
        #expect(abs(edge - expected) <= 6, "edge \(edge), Gaussian \(expected)")
        #expect(image[(40 + 10) * s, 30 * s].alpha == 0)
        #expect(image[42 * s, 30 * s].blue == 255 && image[42 * s, 30 * s].red == 0)
    }

    @Test func masksToBoundsRemovesTheShadow() {
        let image = render(scale: 1, radius: 0, offset: CGSize(width: 5, height: 6), masks: true)
        #expect(image[42, 43].alpha == 0)
    }
}

/// A shadowed view inside a shadowed view: each shadow in its place.
@MainActor
@Suite struct NestedShadowTests {
    @Test(arguments: [1, 2] as [CGFloat])
    func aShadowInsideAShadowedViewIsPlacedWhereItsViewIs(scale: CGFloat) {
        let window = shownWindow(width: 100, height: 100, scale: scale)
        let card = View(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        card.backgroundColor = Color(white: 1)
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 2
        let chip = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        chip.backgroundColor = Color(red: 0, green: 0, blue: 1)
        chip.layer.shadowOpacity = 1
        chip.layer.shadowRadius = 0
        chip.layer.shadowColor = Color(red: 1, green: 0, blue: 0)
        chip.layer.shadowOffset = CGSize(width: 5, height: 5)
        card.addSubview(chip)
        window.addSubview(card)
        window.eventLoop.runOnce()
        let image = window.lastFrame!.image
        let s = Int(scale)
        // The chip covers 20…40 in the window, every corner of it; its hard shadow
        // 25…45, under it.
        let blue = Pixel(red: 0, green: 0, blue: 255), red = Pixel(red: 255, green: 0, blue: 0)
        let white = Pixel(red: 255, green: 255, blue: 255)
        for (x, y) in [(20, 20), (39, 20), (20, 39), (39, 39)] { #expect(image[x * s, y * s] == blue, "chip at (\(x), \(y))") }
        for (x, y) in [(44, 26), (26, 44), (44, 44)] { #expect(image[x * s, y * s] == red, "shadow at (\(x), \(y))") }
        for (x, y) in [(19, 30), (46, 46), (22, 43)] { #expect(image[x * s, y * s] == white, "card at (\(x), \(y))") }
    }
}
