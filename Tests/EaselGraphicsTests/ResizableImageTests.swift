import EaselGraphics
import Foundation
import Testing

/// Resizable images (`UIImage.resizableImage(withCapInsets:resizingMode:)`): the caps
/// keep their size, the edges and centre stretch or repeat, and pieces never bleed
/// into each other.
@Suite struct ResizableImageTests {
    static let green = rgb(0, 255, 0)

    /// A 6×6-pixel image at `scale`: red 2-pixel corners, green edges, and a centre of
    /// two columns, blue then white (so that tiling shows).
    func framed(scale: CGFloat = 1) -> Image {
        var bytes: [UInt8] = []
        for y in 0..<6 {
            for x in 0..<6 {
                let inX = (2..<4).contains(x), inY = (2..<4).contains(y)
                switch (inX, inY) {
                case (false, false): bytes += [255, 0, 0, 255]
                case (true, true): bytes += x == 2 ? [0, 0, 255, 255] : [255, 255, 255, 255]
                default: bytes += [0, 255, 0, 255]
                }
            }
        }
        return Image(width: 6, height: 6, rgbaBytes: bytes, scale: scale)
    }

    /// The colour of each pixel of row `y`, as letters (r, g, b, w; ? for others).
    func row(_ image: Image, _ y: Int) -> String {
        String((0..<image.pixelWidth).map { x -> Character in
            switch image[x, y] {
            case red: "r"
            case Self.green: "g"
            case blue: "b"
            case white: "w"
            default: "?"
            }
        })
    }

    @Test func aStretchedImageKeepsItsCapsAndStretchesTheRest() {
        let image = framed().resizableImage(withCapInsets: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2),
                                            resizingMode: .stretch)
        #expect(image.capInsets == EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        #expect(image.resizingMode == .stretch)
        let drawn = render(14, 10) { context in
            context.interpolationQuality = .none
            context.draw(image, in: CGRect(x: 0, y: 0, width: 14, height: 10))
        }
        #expect(row(drawn, 0) == "rrggggggggggrr")
        #expect(row(drawn, 1) == "rrggggggggggrr")
        // The two centre columns stretch to 10: five blue, five white.
        for y in 2..<8 { #expect(row(drawn, y) == "ggbbbbbwwwwwgg", "row \(y)") }
        #expect(row(drawn, 8) == "rrggggggggggrr")
        #expect(row(drawn, 9) == "rrggggggggggrr")
    }

    @Test func aTiledImageRepeatsItsCentreAtItsSize() {
        // UIKit's default resizing mode is tile.
        let image = framed().resizableImage(withCapInsets: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        #expect(image.resizingMode == .tile)
        let drawn = render(11, 6) { $0.draw(image, in: CGRect(x: 0, y: 0, width: 11, height: 6)) }
        #expect(row(drawn, 0) == "rrgggggggrr")
        #expect(row(drawn, 2) == "ggbwbwbwbgg")
        #expect(row(drawn, 3) == "ggbwbwbwbgg")
        #expect(row(drawn, 5) == "rrgggggggrr")
    }

    @Test func capsAreInPointsAndShrinkTogetherInASmallerArea() {
        // At scale 2 the 6-pixel image is 3 points with 1-point caps; drawn 1 point wide
        // in a 2× context, the caps share it and the centre gets nothing.
        let image = framed(scale: 2).resizableImage(withCapInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1),
                                                    resizingMode: .stretch)
        let drawn = render(5, 3, scale: 2) { $0.draw(image, in: CGRect(x: 0, y: 0, width: 1, height: 3)) }
        #expect(row(drawn, 0).prefix(2) == "rr")
        #expect(row(drawn, 2).prefix(2) == "gg")
        #expect(row(drawn, 0).dropFirst(2).allSatisfy { $0 == "?" })
    }

    @Test func anImageThatIsNotResizableScalesWhole() {
        let image = framed()
        #expect(image.capInsets == .zero)
        #expect(image.resizingMode == .tile)
        let drawn = render(12, 12) { context in
            context.interpolationQuality = .none
            context.draw(image, in: CGRect(x: 0, y: 0, width: 12, height: 12))
        }
        #expect(row(drawn, 0) == "rrrrggggrrrr")
        #expect(image != image.resizableImage(withCapInsets: .zero, resizingMode: .stretch))
    }
}
