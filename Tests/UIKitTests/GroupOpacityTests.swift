import Testing
import UIKit

/// `CALayer.allowsGroupOpacity`: a layer whose opacity is below 1 is composited as one
/// group by default, so its sublayers hide what they cover; with it off, each part
/// takes the opacity on its own and the lower sublayer shows through the upper.
@MainActor
@Suite struct GroupOpacityTests {
    /// A half-transparent layer holding a red square and a blue one over it, the two
    /// overlapping from x = 20 to 40, in a white window.
    private func overlappingSquares(groupOpacity: Bool) -> (UIWindow, CALayer) {
        let window = makeWindow()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let group = CALayer()
        group.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
        group.opacity = 0.5
        group.allowsGroupOpacity = groupOpacity
        let red = CALayer(), blue = CALayer()
        red.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        red.backgroundColor = UIColor.red.cgColor
        blue.frame = CGRect(x: 20, y: 0, width: 40, height: 20)
        blue.backgroundColor = UIColor.blue.cgColor
        group.addSublayer(red)
        group.addSublayer(blue)
        window.layer.addSublayer(group)
        CATransaction.commit()
        commit(window)
        return (window, group)
    }

    @Test func aGroupIsFadedAsOneImage() throws {
        let (window, group) = overlappingSquares(groupOpacity: true)
        #expect(group.allowsGroupOpacity)
        let image = try frameImage(of: window)
        #expect(pixel(image, 10, 10) == rgb(255, 127, 127), "red at half over white")
        #expect(pixel(image, 30, 10) == rgb(127, 127, 255), "only blue where they overlap")
        #expect(pixel(image, 50, 10) == rgb(127, 127, 255))
    }

    @Test func withoutGroupOpacityTheRedShowsThroughTheBlue() throws {
        let (window, group) = overlappingSquares(groupOpacity: false)
        var image = try frameImage(of: window)
        #expect(pixel(image, 10, 10) == rgb(255, 127, 127))
        #expect(pixel(image, 30, 10) == rgb(127, 63, 191), "blue at half over red at half over white")
        #expect(pixel(image, 50, 10) == rgb(127, 127, 255))

        group.allowsGroupOpacity = true
        commit(window)
        image = try frameImage(of: window)
        #expect(pixel(image, 30, 10) == rgb(127, 127, 255), "turning it on redraws the group")
    }

    @Test func aViewsLayerFadesItsBackgroundAndSubviewsApart() throws {
        let window = makeWindow()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        card.backgroundColor = .red
        let inner = UIView(frame: CGRect(x: 20, y: 0, width: 40, height: 20))
        inner.backgroundColor = .blue
        card.addSubview(inner)
        card.alpha = 0.5
        card.layer.allowsGroupOpacity = false
        window.addSubview(card)
        commit(window)
        let image = try frameImage(of: window)
        #expect(pixel(image, 10, 10) == rgb(255, 127, 127))
        #expect(pixel(image, 30, 10) == rgb(127, 63, 191))
    }

    @Test func edgeAntialiasingIsOffByDefaultAndKept() {
        let layer = CALayer()
        #expect(!layer.allowsEdgeAntialiasing)
        layer.allowsEdgeAntialiasing = true
        #expect(layer.allowsEdgeAntialiasing)
    }
}
