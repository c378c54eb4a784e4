import Testing
import UIKit

/// A solid image of `color`, `side` points square, drawn by `UIGraphicsImageRenderer`.
@MainActor
private func solidImage(_ color: UIColor, side: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
        color.setFill()
        context.fill(CGRect(x: 0, y: 0, width: side, height: side))
    }
}

/// How apps restyle `UISearchBar`: its background (a tint, an empty image to remove it),
/// the field's background image, the search icon, and the scope bar's titles; each
/// checked in pixels or values.
@MainActor
@Suite struct SearchBarCustomizationTests {
    /// A 200 × 56 search bar in a white 1× window, after `configure`.
    private func barOnScreen(_ configure: (UISearchBar) -> Void) throws -> (UISearchBar, UIImage) {
        let window = makeWindow(width: 200, height: 56)
        window.backgroundColor = .white
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 200, height: 56))
        configure(bar)
        window.addSubview(bar)
        commit(window)
        return (bar, try frameImage(of: window))
    }

    @Test func theBarTintColorFillsTheBarAroundTheField() throws {
        let (_, image) = try barOnScreen { $0.barTintColor = .red }
        #expect(pixel(image, 2, 2) == rgb(255, 0, 0))
        #expect(pixel(image, 197, 53) == rgb(255, 0, 0))
        #expect(pixel(image, 100, 28) != rgb(255, 0, 0), "the field draws over it")
    }

    @Test func anEmptyBackgroundImageRemovesTheBarsBackground() throws {
        let (bar, image) = try barOnScreen {
            $0.barTintColor = .red
            $0.backgroundImage = UIImage()
        }
        #expect(bar.backgroundImage != nil)
        #expect(bar.backgroundImage(for: .any, barMetrics: .default) === bar.backgroundImage)
        #expect(pixel(image, 2, 2) == .white)
        #expect(pixel(image, 197, 53) == .white)
    }

    @Test func aBackgroundImageIsTiledOverTheBar() throws {
        let (_, image) = try barOnScreen { $0.setBackgroundImage(solidImage(.blue, side: 4), for: .any, barMetrics: .default) }
        #expect(pixel(image, 2, 2) == rgb(0, 0, 255))
        #expect(pixel(image, 198, 54) == rgb(0, 0, 255))
    }

    @Test func theFieldsBackgroundImageReplacesItsRoundedRectangle() throws {
        let green = solidImage(.green, side: 8)
        let (bar, image) = try barOnScreen { $0.setSearchFieldBackgroundImage(green, for: .normal) }
        #expect(bar.searchFieldBackgroundImage(for: .normal) === green)
        // The field's corner, which the rounded rectangle leaves to the bar, is image now.
        let field = bar.searchTextField.frame
        #expect(pixel(image, Int(field.minX), Int(field.minY)) == rgb(0, 255, 0))
        #expect(pixel(image, Int(field.maxX) - 1, Int(field.maxY) - 1) == rgb(0, 255, 0))
    }

    @Test func aSearchIconImageTakesTheMagnifyingGlassesPlace() throws {
        let icon = solidImage(.magenta, side: 10)
        let (bar, image) = try barOnScreen { $0.setImage(icon, for: .search, state: .normal) }
        #expect(bar.image(for: .search, state: .normal) === icon)
        let field = bar.searchTextField.frame
        let iconFrame = bar.searchTextField.leftViewRect(forBounds: bar.searchTextField.bounds)
        #expect(iconFrame.size == CGSize(width: 10, height: 10))
        #expect(pixel(image, Int(field.minX + iconFrame.midX), Int(field.minY + iconFrame.midY)) == rgb(255, 0, 255))
    }

    @Test func theScopeBarNeedsTwoTitlesAndTheBarGrowsForIt() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let plain = bar.sizeThatFits(CGSize(width: 320, height: 0)).height
        bar.scopeButtonTitles = ["All"]
        bar.showsScopeBar = true
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == plain)
        bar.scopeButtonTitles = ["All", "Mine"]
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height > plain)
        bar.setShowsScope(false, animated: false)
        #expect(bar.showsScopeBar == false)
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == plain)
        #expect(bar.selectedScopeButtonIndex == 0)
    }
}
