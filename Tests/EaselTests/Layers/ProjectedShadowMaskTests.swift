@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// A layer drawn in perspective keeps its shadow and its mask, which lie in its own
/// plane: the layer is drawn flat, shadow and mask included, and that image is
/// projected. Exact pixels at 1× and 2× against the flat drawing projected by hand
/// (the card's point each pixel center shows, sampled bilinearly between the flat
/// image's premultiplied pixels, transparent beyond the plane).
@MainActor
@Suite struct ProjectedShadowMaskTests {
    private static let eye: CGFloat = 50

    /// A 40-point window with a perspective stage and a 20-point card at its center,
    /// turned `degrees` about y, with a shadow and a mask over its left three quarters.
    private func stage(scale: CGFloat, degrees: CGFloat) -> (Window, Layer) {
        let window = shownWindow(width: 40, height: 40, scale: scale)
        let stage = coloredLayer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        var perspective = Transform3D.identity
        perspective.m34 = -1 / Self.eye
        stage.sublayerTransform = perspective
        let card = coloredLayer(CGRect(x: 10, y: 10, width: 20, height: 20), .red)
        card.shadowOpacity = 1
        card.shadowColor = .blue
        card.shadowOffset = CGSize(width: 2, height: 3)
        card.shadowRadius = 1
        card.mask = coloredLayer(CGRect(x: -5, y: -5, width: 20, height: 30), .black)
        card.transform = Transform3D(rotationAngle: degrees * .pi / 180, x: 0, y: 1, z: 0)
        stage.addSublayer(card)
        window.layer.addSublayer(stage)
        window.eventLoop.runOnce()
        return (window, card)
    }

    private func words(_ bitmap: Bitmap) -> [[UInt32]] {
        (0..<bitmap.height).map { Array(bitmap.rowWords($0)) }
    }

    /// The turned card's pixels worked out from the flat one's: `plane` is the card's
    /// plane in its own pixels (from its origin), as drawn flat with its center at
    /// (20, 20) points.
    private func expected(flat: [[UInt32]], plane: CGRect, scale: CGFloat, degrees: CGFloat) -> [[UInt32]] {
        let c = cos(degrees * .pi / 180), s = sin(degrees * .pi / 180)
        // The plane's corners, from the card's center, projected: the box painted.
        func project(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            let w = 1 + x * s / Self.eye
            return CGPoint(x: 20 + x * c / w, y: 20 + y / w)
        }
        let (left, top) = (plane.minX / scale - 10, plane.minY / scale - 10)
        let (right, bottom) = (plane.maxX / scale - 10, plane.maxY / scale - 10)
        let corners = [project(left, top), project(right, top), project(right, bottom), project(left, bottom)]
        let minX = (corners.map(\.x).min()! * scale).rounded(.down), maxX = (corners.map(\.x).max()! * scale).rounded(.up)
        let minY = (corners.map(\.y).min()! * scale).rounded(.down), maxY = (corners.map(\.y).max()! * scale).rounded(.up)
        // The flat card's plane in window pixels.
        let origin = CGPoint(x: 10 * scale + plane.minX, y: 10 * scale + plane.minY)
        func word(_ column: Int, _ row: Int) -> UInt32 {
            let (x, y) = (CGFloat(column) - origin.x, CGFloat(row) - origin.y)
            guard x >= 0, y >= 0, x < plane.width, y < plane.height else { return 0 }
            return flat[row][column]
        }
        let size = Int(40 * scale)
        return (0..<size).map { row in
            (0..<size).map { column in
                let (x, y) = (CGFloat(column), CGFloat(row))
                guard x >= minX, x < maxX, y >= minY, y < maxY else { return 0 }
                // Undo the projection (w = 1 + x·s / eye) and the turn, by hand.
                let (px, py) = ((x + 0.5) / scale - 20, (y + 0.5) / scale - 20)
                let cardX = px / (c - px * s / Self.eye)
                let cardY = py * (1 + cardX * s / Self.eye)
                let u = (20 + cardX) * scale - 0.5, v = (20 + cardY) * scale - 0.5
                let i = Int(u.rounded(.down)), j = Int(v.rounded(.down))
                let fx = u - CGFloat(i), fy = v - CGFloat(j)
                var sum: [CGFloat] = [0, 0, 0, 0]
                for (di, dj, weight) in [(0, 0, (1 - fx) * (1 - fy)), (1, 0, fx * (1 - fy)), (0, 1, (1 - fx) * fy), (1, 1, fx * fy)]
                where weight > 0 {
                    let w = word(i + di, j + dj)
                    for channel in 0..<4 { sum[channel] += weight * CGFloat((w >> UInt32(24 - 8 * channel)) & 0xFF) }
                }
                return sum.enumerated().reduce(0) { $0 | UInt32(min(255, max(0, $1.element.rounded()))) << UInt32(24 - 8 * $1.offset) }
            }
        }
    }

    @Test(arguments: [(1, 30), (2, 30), (1, 50), (2, 50)] as [(CGFloat, CGFloat)])
    func aTurnedCardKeepsItsShadowAndMaskInItsPlane(scale: CGFloat, degrees: CGFloat) {
        let (flatWindow, flatCard) = stage(scale: scale, degrees: 0)
        let plane = flatWindow.ownPixelArea(ofLayerTree: flatCard)
        let flat = words(flatWindow.lastFrame!.image.bitmap)
        // The flat card shows its shadow (blue, below right) and is cut by its mask.
        let s = Int(scale)
        #expect(flat[20 * s][12 * s] >> 24 == 255 && (flat[20 * s][12 * s] >> 16) & 0xFF == 255, "red card")
        #expect(flat[20 * s][27 * s] == 0, "masked off, shadow and all")
        #expect(flat[31 * s][14 * s] & 0xFF > 0 && (flat[31 * s][14 * s] >> 16) & 0xFF == 0, "the blue shadow below")
        let (window, _) = stage(scale: scale, degrees: degrees)
        let image = words(window.lastFrame!.image.bitmap)
        let wanted = expected(flat: flat, plane: plane, scale: scale, degrees: degrees)
        let differing = (0..<wanted.count).flatMap { y in (0..<wanted[y].count).filter { image[y][$0] != wanted[y][$0] }.map { (x: $0, y: y) } }
        #expect(differing.isEmpty, "\(differing.count) pixels differ, first \(differing.first.map { "\($0) \(String(image[$0.y][$0.x], radix: 16)) ≠ \(String(wanted[$0.y][$0.x], radix: 16))" } ?? "")")
        #expect(image.joined().contains { $0 & 0xFF > 0 && ($0 >> 16) & 0xFF == 0 }, "the shadow shows in perspective")
    }

    @Test func aCardReachingBehindTheEyeIsClippedAtTheNearPlane() {
        // The eye 50 points away; the card turned 80° about y with its near edge
        // beyond the eye: its left part is behind the eye, the rest still shows.
        let window = shownWindow(width: 40, height: 40, scale: 1)
        let stage = coloredLayer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 20
        stage.sublayerTransform = perspective
        let card = coloredLayer(CGRect(x: -20, y: 10, width: 80, height: 20), .red)
        card.transform = Transform3D(rotationAngle: -60 * .pi / 180, x: 0, y: 1, z: 0)
        stage.addSublayer(card)
        window.layer.addSublayer(stage)
        window.eventLoop.runOnce()
        let mapping = card.projection(in: stage)!
        #expect(mapping.apply(to: CGPoint(x: 80, y: 0)) == nil && mapping.apply(to: CGPoint(x: 0, y: 0)) != nil,
                "the right end is behind the eye, the left in front")
        let image = words(window.lastFrame!.image.bitmap)
        #expect(image.joined().contains { $0 == 0xFFFF_0000 }, "the part in front is drawn")
        // A pixel shows the card exactly where its center maps back to a card point in front of the eye.
        let inverse = mapping.inverted()!
        let center = inverse.apply(to: CGPoint(x: 30.5, y: 20.5))!
        #expect(mapping.apply(to: center) != nil && image[20][30] == 0xFFFF_0000)
        // Damage covers what shows, not the whole window, once the card changes.
        withoutActions { card.backgroundColor = .blue }
        window.eventLoop.runOnce()
        #expect(window.lastFrame!.image.bitmap == {
            let full = Bitmap(width: 40, height: 40)
            Compositor(window: window).render([CGRect(x: 0, y: 0, width: 40, height: 40)], into: full)
            return full
        }())
    }

    @Test func aPlaneOverThePixelBudgetIsNotDrawnAndReported() {
        let window = Window(size: CGSize(width: 40, height: 40), scale: 1,
                            pixelBudget: PixelBudget(maximumSide: 1000, maximumArea: 100_000))
        window.makeKeyAndVisible()
        let stage = coloredLayer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 500
        stage.sublayerTransform = perspective
        let card = coloredLayer(CGRect(x: 0, y: 0, width: 900, height: 900), .red)
        card.name = "card"
        card.transform = Transform3D(rotationAngle: 0.3, x: 0, y: 1, z: 0)
        stage.addSublayer(card)
        window.layer.addSublayer(stage)
        let (_, messages) = Diagnostics.collect { window.eventLoop.runOnce() }
        #expect(messages == ["card: not drawn in perspective, its plane would be 900 × 900 pixels, "
                             + "over the limit of 100000 pixels in all"])
        #expect(words(window.lastFrame!.image.bitmap).joined().allSatisfy { $0 == 0 })
    }
}
