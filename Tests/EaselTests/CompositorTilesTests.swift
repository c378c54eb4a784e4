@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// The compositor repaints fixed tiles of the framebuffer: a frame repaints only the
/// tiles its damage touches, and stays pixel-identical to a full redraw where the
/// damage straddles tiles and where tiles are cut short by the window's right and
/// bottom edges.
@MainActor
@Suite struct CompositorTilesTests {
    private static let (tileWidth, tileHeight) = (CompositorTiles.width, CompositorTiles.height)

    @Test func aFrameRepaintsOnlyTheTilesItsDamageTouches() {
        // Three columns of tiles (the last cut short) and four rows, at scale 1.
        let window = shownWindow(width: CGFloat(Self.tileWidth * 2 + 20), height: CGFloat(Self.tileHeight * 4), scale: 1)
        window.backgroundColor = .white
        let dot = View(frame: CGRect(x: Self.tileWidth + 4, y: Self.tileHeight + 4, width: 6, height: 6))
        window.addSubview(dot)
        window.commit()
        // Marks in the damaged tile's row and column, outside it, and in the edge tile.
        let marker = Pixel(red: 1, green: 2, blue: 3, alpha: 255)
        let marks = [(2, Self.tileHeight + 5), (Self.tileWidth + 5, 2), (Self.tileWidth * 2 + 19, Self.tileHeight * 4 - 1)]
        for (x, y) in marks { window.framebuffer[x, y] = marker }
        dot.backgroundColor = .red
        window.commit()
        #expect(window.lastFrame?.damage == [CGRect(x: Self.tileWidth + 4, y: Self.tileHeight + 4, width: 6, height: 6)])
        for (x, y) in marks { #expect(window.framebuffer[x, y] == marker, "(\(x), \(y)) was repainted") }
        #expect(window.framebuffer[Self.tileWidth + 6, Self.tileHeight + 6] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        // The damaged tile's other pixels are repainted (the background, cleared and filled again).
        #expect(window.framebuffer[Self.tileWidth + 1, Self.tileHeight + 1] == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    /// Views that straddle tile corners, antialiased (rotated, rounded, half-pixel
    /// frames, shadowed), moved into the edge tiles and out again: every frame equals a
    /// full redraw.
    @Test(arguments: [1.0, 2.0, 3.0])
    func damageStraddlingTilesAndAtTheEdgesMatchesAFullRedraw(scale: CGFloat) {
        // Neither side a whole number of tiles at any of the scales.
        let size = CGSize(width: (CGFloat(Self.tileWidth) * 1.7).rounded() + 0.5, height: CGFloat(Self.tileHeight) * 2.6 + 0.5)
        let window = shownWindow(width: size.width, height: size.height, scale: scale)
        window.backgroundColor = .systemGray6
        let corner = CGPoint(x: CGFloat(Self.tileWidth) / scale, y: CGFloat(Self.tileHeight) / scale)
        let card = View(frame: CGRect(x: corner.x - 7.25, y: corner.y - 5.5, width: 15.5, height: 11.25))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 4
        card.layer.borderWidth = 1.5
        card.layer.borderColor = .black
        let shadowed = View(frame: CGRect(x: 3.5, y: 2.5, width: 9, height: 7))
        shadowed.backgroundColor = .systemOrange
        shadowed.layer.shadowOpacity = 0.6
        shadowed.layer.shadowRadius = 2
        card.addSubview(shadowed)
        window.addSubview(card)
        window.commit()

        let places: [(CGPoint, Transform)] = [
            (CGPoint(x: corner.x + 0.5, y: corner.y - 0.25), Transform(rotationAngle: 0.3)),
            (CGPoint(x: size.width - 4, y: corner.y), .identity),
            (CGPoint(x: size.width - 3.5, y: size.height - 2.5), Transform(rotationAngle: -0.7)),
            (CGPoint(x: corner.x, y: size.height + 1), Transform(scaleX: 1.4, y: 0.8)),
            (CGPoint(x: 1.5, y: 1.25), .identity),
            (CGPoint(x: corner.x * 1.5, y: corner.y * 2), Transform(rotationAngle: 1.1)),
        ]
        for (step, (center, transform)) in places.enumerated() {
            card.center = center
            card.transform = transform
            window.commit()
            let full = Bitmap(width: window.framebuffer.width, height: window.framebuffer.height)
            Compositor(window: window).render([CGRect(x: 0, y: 0, width: full.width, height: full.height)], into: full)
            #expect(window.framebuffer == full, "scale \(scale), step \(step): damage \(window.lastFrame?.damage ?? [])")
        }
    }
}
