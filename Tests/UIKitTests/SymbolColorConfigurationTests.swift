import Testing
import UIKit

/// `UIImage.SymbolConfiguration(hierarchicalColor:)` and `(paletteColors:)`: the symbol
/// is drawn in the configuration's colour, not the image view's tint.
@MainActor
@Suite struct SymbolColorConfigurationTests {
    /// The centre pixel of a 40-point image view showing a filled circle symbol.
    private func centre(of image: UIImage?, tint: UIColor) throws -> Pixel {
        let window = makeWindow(width: 40, height: 40)
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        imageView.tintColor = tint
        imageView.image = image
        window.addSubview(imageView)
        commit(window)
        return pixel(try frameImage(of: window), 20, 20)
    }

    @Test func aHierarchicalColorTakesThePlaceOfTheTint() throws {
        let symbol = UIImage(systemName: "circle.fill", withConfiguration: UIImage.SymbolConfiguration(hierarchicalColor: .red))
        #expect(try centre(of: symbol, tint: .blue) == rgb(255, 0, 0))
        #expect(try centre(of: UIImage(systemName: "circle.fill"), tint: .blue) == rgb(0, 0, 255))
    }

    @Test func aPalettesFirstColorDrawsTheOneLayer() throws {
        let palette = UIImage.SymbolConfiguration(paletteColors: [.green, .red])
        let symbol = UIImage(systemName: "circle.fill")?.applyingSymbolConfiguration(palette)
        #expect(try centre(of: symbol, tint: .blue) == rgb(0, 255, 0))
        let sized = UIImage.SymbolConfiguration(pointSize: 30).applying(palette)
        #expect(sized == UIImage.SymbolConfiguration(pointSize: 30).applying(UIImage.SymbolConfiguration(paletteColors: [.green, .red])))
    }
}
