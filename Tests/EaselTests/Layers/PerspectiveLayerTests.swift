@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// Layers turned in 3D under perspective, as Core Animation draws a card flip: a stage
/// whose `sublayerTransform` has `m34 = −1 / 50` holds a 20-point card at its center,
/// turned about its vertical axis; exact pixels at 1× and 2× against the projection
/// worked out by hand.
@MainActor
@Suite struct PerspectiveLayerTests: NamesPixels {
    /// The eye's distance from the stage, in points.
    private static let eye: CGFloat = 50

    /// A 40-point window with the stage and, on it, a 20-point card at the center
    /// turned `degrees` about y; `build` fills the card.
    private func stage(scale: CGFloat, degrees: CGFloat, doubleSided: Bool = true,
                       _ build: (Layer) -> Void = { $0.backgroundColor = .red }) -> (Window, Layer) {
        let window = shownWindow(width: 40, height: 40, scale: scale)
        let stage = coloredLayer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        var perspective = Transform3D.identity
        perspective.m34 = -1 / Self.eye
        stage.sublayerTransform = perspective
        let card = coloredLayer(CGRect(x: 10, y: 10, width: 20, height: 20), nil)
        build(card)
        card.isDoubleSided = doubleSided
        card.transform = Transform3D(rotationAngle: degrees * .pi / 180, x: 0, y: 1, z: 0)
        stage.addSublayer(card)
        window.layer.addSublayer(stage)
        window.eventLoop.runOnce()
        return (window, card)
    }

    /// The card's point (from its center) that a window point shows, undoing by hand
    /// the rotation about y (x' = x·cos, z = −x·sin) and the projection (÷ w, with
    /// w = 1 − z / eye).
    private static func cardPoint(at point: CGPoint, degrees: CGFloat) -> CGPoint {
        let c = cos(degrees * .pi / 180), s = sin(degrees * .pi / 180)
        let (x, y) = (point.x - 20, point.y - 20)
        let cardX = x / (c - x * s / eye)
        return CGPoint(x: cardX, y: y * (1 + cardX * s / eye))
    }

    /// What a red card shows at each pixel, worked out independently: the card's
    /// pixels (at the window's scale) sampled bilinearly at the point the pixel's
    /// center shows, transparent beyond the card's edge, drawn inside the bounds of
    /// the card's projected corners.
    private func expectedCard(scale: CGFloat, degrees: CGFloat) -> [[Pixel]] {
        let c = cos(degrees * .pi / 180), s = sin(degrees * .pi / 180)
        func project(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            let w = 1 + x * s / Self.eye
            return CGPoint(x: 20 + x * c / w, y: 20 + y / w)
        }
        let corners = [project(-10, -10), project(10, -10), project(10, 10), project(-10, 10)]
        let minX = (corners.map(\.x).min()! * scale).rounded(.down), maxX = (corners.map(\.x).max()! * scale).rounded(.up)
        let minY = (corners.map(\.y).min()! * scale).rounded(.down), maxY = (corners.map(\.y).max()! * scale).rounded(.up)
        let side = 20 * scale
        func coverage(_ sourcePixel: CGFloat) -> CGFloat {
            let x = sourcePixel - 0.5, left = x.rounded(.down), f = x - left
            return (left >= 0 && left < side ? 1 - f : 0) + (left + 1 >= 0 && left + 1 < side ? f : 0)
        }
        let size = Int(40 * scale)
        return (0..<size).map { row in
            (0..<size).map { column in
                let (x, y) = (CGFloat(column), CGFloat(row))
                guard x >= minX, x < maxX, y >= minY, y < maxY else { return clear }
                let card = Self.cardPoint(at: CGPoint(x: (x + 0.5) / scale, y: (y + 0.5) / scale), degrees: degrees)
                let u = (card.x + 10) * scale, v = (card.y + 10) * scale
                guard u - 0.5 > -1, v - 0.5 > -1, u - 0.5 < side, v - 0.5 < side else { return clear }
                let alpha = UInt8((coverage(u) * coverage(v) * 255).rounded())
                return alpha == 0 ? clear : Pixel(red: 255, green: 0, blue: 0, alpha: alpha)
            }
        }
    }

    private func pixels(_ image: Image) -> [[Pixel]] {
        (0..<image.pixelHeight).map { y in (0..<image.pixelWidth).map { x in image[x, y] } }
    }

    @Test(arguments: [1, 2] as [CGFloat])
    func aCardFacingTheViewerDrawsAsIfFlat(scale: CGFloat) {
        let (window, _) = stage(scale: scale, degrees: 0)
        let flat = renderedImage(scale: scale) { $0.layer.addSublayer(coloredLayer(CGRect(x: 10, y: 10, width: 20, height: 20), .red)) }
        #expect(pixels(window.lastFrame!.image) == pixels(flat))
    }

    @Test(arguments: [(1, 30), (2, 30), (1, 60), (2, 60)] as [(CGFloat, CGFloat)])
    func aTurnedCardIsDrawnThroughItsProjection(scale: CGFloat, degrees: CGFloat) {
        let (window, _) = stage(scale: scale, degrees: degrees)
        let image = pixels(window.lastFrame!.image)
        let expected = expectedCard(scale: scale, degrees: degrees)
        let differing = (0..<expected.count).flatMap { y in (0..<expected[y].count).filter { image[y][$0] != expected[y][$0] }.map { (x: $0, y: y) } }
        #expect(differing.isEmpty, "\(differing.count) pixels differ, first \(differing.first.map { "\($0) \(image[$0.y][$0.x]) ≠ \(expected[$0.y][$0.x])" } ?? "")")
        // The near (left) side stands taller than the far one.
        let s = Int(scale)
        func height(atColumn x: Int) -> Int { image.filter { $0[x * s] != clear }.count }
        #expect(height(atColumn: 14) > height(atColumn: 23) + s)
    }

    @Test(arguments: [1, 2] as [CGFloat])
    func aCardSeenEdgeOnDrawsNothing(scale: CGFloat) {
        let (window, _) = stage(scale: scale, degrees: 90)
        #expect(pixels(window.lastFrame!.image).allSatisfy { $0.allSatisfy { $0 == clear } })
    }

    @Test(arguments: [1, 2] as [CGFloat])
    func aCardTurnedPastAQuarterShowsItsMirroredBackUnlessOneSided(scale: CGFloat) {
        func halves(_ card: Layer) {
            card.addSublayer(coloredLayer(CGRect(x: 0, y: 0, width: 10, height: 20), .red))
            card.addSublayer(coloredLayer(CGRect(x: 10, y: 0, width: 10, height: 20), .blue))
        }
        let s = Int(scale)
        let (doubleSided, _) = stage(scale: scale, degrees: 120, halves)
        let back = doubleSided.lastFrame!.image
        // Turned 120°, the card's left half (red) is on the right, mirrored.
        #expect(back[17 * s, 20 * s] == blue)
        #expect(back[23 * s, 20 * s] == red)
        let (oneSided, _) = stage(scale: scale, degrees: 120, doubleSided: false, halves)
        #expect(pixels(oneSided.lastFrame!.image).allSatisfy { $0.allSatisfy { $0 == clear } })
        // At 60° its front shows, one-sided or not.
        let (front, _) = stage(scale: scale, degrees: 60, doubleSided: false, halves)
        #expect(front.lastFrame!.image[17 * s, 20 * s] == red)
    }

    @Test func aTurnDamagesTheBoundsOfTheProjectedCardBeforeAndAfter() {
        let (window, card) = stage(scale: 2, degrees: 0)
        withoutActions { card.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0) }
        window.eventLoop.runOnce()
        // The flat card (20…60 px) ∪ the card at 60°: x 27.9…48.6 px, y 15.8…64.2 px.
        #expect(window.lastFrame!.damage == [CGRect(x: 20, y: 15, width: 40, height: 50)])
    }

    @Test func hitTestingAndConversionGoThroughTheProjection() {
        let (window, card) = stage(scale: 1, degrees: 60)
        let inside = CGPoint(x: 15, y: 10)    // near the left edge, above the flat card's top
        let hit = window.layer.hitTest(inside)
        #expect(hit === card)
        let local = card.convert(inside, from: window.layer)
        let expected = Self.cardPoint(at: inside, degrees: 60)
        #expect(abs(local.x - (expected.x + 10)) < 1e-9 && abs(local.y - (expected.y + 10)) < 1e-9)
        let back = card.convert(local, to: window.layer)
        #expect(abs(back.x - inside.x) < 1e-9 && abs(back.y - inside.y) < 1e-9)
        #expect(window.layer.hitTest(CGPoint(x: 26, y: 12)) !== card, "beyond the far edge's top")
    }

    @Test(arguments: [1, 2] as [CGFloat])
    func aPartialRepaintOfATurnedCardMatchesAFullRedraw(scale: CGFloat) {
        let (window, card) = stage(scale: scale, degrees: 30)
        let text = TextLayer()
        text.frame = CGRect(x: 2, y: 6, width: 16, height: 8)
        text.string = "Ab"
        text.fontSize = 7
        withoutActions {
            card.addSublayer(text)
            card.transform = Transform3D(rotationAngle: .pi / 4, x: 1, y: 1, z: 0)
        }
        window.eventLoop.runOnce()
        withoutActions { text.foregroundColor = .blue }
        window.eventLoop.runOnce()
        let full = Bitmap(width: window.framebuffer.width, height: window.framebuffer.height)
        Compositor(window: window).render([CGRect(x: 0, y: 0, width: full.width, height: full.height)], into: full)
        #expect(window.lastFrame!.image.bitmap == full)
        #expect(window.lastFrame!.damage != [CGRect(x: 0, y: 0, width: full.width, height: full.height)], "a partial frame")
    }
}
