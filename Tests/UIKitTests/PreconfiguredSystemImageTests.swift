import Testing
import UIKit

/// UIKit's preconfigured images (`UIImage.add`, `.remove`, `.actions`, `.checkmark`,
/// `.strokedCheckmark`): SF Symbols images at the default configuration.
@MainActor
@Suite struct PreconfiguredSystemImageTests {
    @Test func eachIsItsSymbolAtTheDefaultConfiguration() throws {
        let pairs: [(UIImage, String)] = [(.add, "plus"), (.remove, "minus"), (.actions, "ellipsis"),
                                          (.checkmark, "checkmark"), (.strokedCheckmark, "checkmark")]
        for (image, name) in pairs {
            let symbol = try #require(UIImage(systemName: name))
            #expect(image.isSymbolImage, "\(name)")
            #expect(image.size == symbol.size, "\(name)")
            #expect(image.pngData() == symbol.pngData(), "\(name)")
        }
    }

    @Test func anImageViewDrawsTheCheckmarkInItsTint() throws {
        let window = makeWindow()
        let imageView = UIImageView(image: .checkmark)
        imageView.tintColor = .red
        imageView.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        imageView.contentMode = .scaleAspectFit
        window.addSubview(imageView)
        commit(window)
        let image = try frameImage(of: window)
        let pixels = (0..<40).flatMap { y in (0..<40).map { x in pixel(image, x, y) } }
        #expect(pixels.contains { $0.green < 64 }, "the stroke's middle is nearly pure red")
        #expect(pixels.allSatisfy { $0.red == 255 && $0.green == $0.blue }, "only red over white")
    }
}
