import Easel
import Testing

/// `import Easel` alone is enough to write a view: its colours, context, images and
/// geometry come with it. This file imports nothing else.
@MainActor
@Suite struct ImportEaselAloneTests {
    final class Swatch: View {
        override func draw(context: GraphicsContext, rect: CGRect) {
            context.setFillColor(Color(red: 1, green: 0, blue: 0))
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
    }

    @Test func aViewIsWrittenAndDrawnWithOneImport() throws {
        let window = Window(size: CGSize(width: 4, height: 4), scale: 1)
        let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        swatch.backgroundColor = .white
        window.addSubview(swatch)
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        let image: Image = try #require(window.lastFrame?.image)
        #expect(image[0, 0] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image[3, 0] == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
