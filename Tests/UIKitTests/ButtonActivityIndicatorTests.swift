import Foundation
import Testing
import UIKit

/// `UIButton.Configuration.showsActivityIndicator` and
/// `activityIndicatorColorTransformer`: the indicator spins in the image's place, the
/// title placed as beside an image, in the foreground colour through the transformer.
@MainActor
@Suite struct ButtonActivityIndicatorTests {
    /// A 200 × 80 window at 2× with `button` at (10, 10), sized to fit.
    private func shown(_ button: UIButton) -> UIWindow {
        let window = makeWindow(width: 200, height: 80, scale: 2)
        button.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: button.intrinsicContentSize)
        window.addSubview(button)
        commit(window)
        return window
    }

    private func indicator(of button: UIButton) throws -> UIActivityIndicatorView {
        try #require(button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
    }

    @Test func aLoadingFilledButtonSpinsItsIndicatorBeforeTheTitle() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Loading…"
        configuration.showsActivityIndicator = true
        configuration.imagePadding = 6
        let button = UIButton(configuration: configuration)
        let window = shown(button)
        let spinner = try indicator(of: button)
        let title = try #require(button.titleLabel)
        #expect(spinner.isAnimating && spinner.color == .white, "white, the filled style's foreground")
        #expect(spinner.frame == CGRect(x: 12.5, y: 7.75, width: 20, height: 20))
        #expect(title.frame.minX == spinner.frame.maxX + 6)
        #expect(button.intrinsicContentSize.width == 12 + 20 + 6 + title.frame.width + 12)
        // The spoke at 12 o'clock is the dark one, then 0.1 lighter an eighth of a second later.
        #expect(pixel(try frameImage(of: window), 65, 42) == .white)
        #expect(pixel(try frameImage(of: window), 65, 30) == UIColor.systemBlue.pixel)
        window.eventLoop.run(for: 3.0 / 16)
        #expect(pixel(try frameImage(of: window), 65, 42) == rgb(230, 242, 255))
        button.configuration?.showsActivityIndicator = false
        commit(window)
        #expect(!spinner.isAnimating && spinner.isHidden)
        #expect(button.intrinsicContentSize.width == 12 + title.frame.width + 12, "the title alone")
    }

    @Test func anImageButtonShowsTheIndicatorInsteadOfItsImage() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Share"
        configuration.image = UIImage(systemName: "square.and.arrow.up")
        configuration.imagePadding = 8
        configuration.imagePlacement = .top
        let button = UIButton(configuration: configuration)
        let window = shown(button)
        let imageView = try #require(button.imageView), title = try #require(button.titleLabel)
        #expect(imageView.frame.height == 22.134 && title.frame.minY == 37.634)
        button.configuration?.showsActivityIndicator = true
        commit(window)
        let spinner = try indicator(of: button)
        #expect(imageView.isHidden && spinner.isAnimating)
        #expect(spinner.frame == CGRect(x: 24.5, y: 8.5, width: 20, height: 20), "the image's slot, centred over the title")
        #expect(title.frame == CGRect(x: 12, y: 36.5, width: 45, height: 20.5), "20 points and the padding below the indicator's top")
        #expect(spinner.color == UIColor.tintColor, "the plain style's foreground")
        // The dark top spoke in the tint, and the one behind it 0.1 lighter.
        #expect(pixel(try frameImage(of: window), 89, 44) == UIColor.systemBlue.pixel)
        #expect(pixel(try frameImage(of: window), 80, 48).red == 25, "the spoke behind it, at 0.9")
    }

    @Test func theTransformerColoursTheIndicator() throws {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Wait"
        configuration.showsActivityIndicator = true
        configuration.activityIndicatorColorTransformer = .grayscale
        let button = UIButton(configuration: configuration)
        _ = shown(button)
        let spinner = try indicator(of: button)
        let blue = UIColor.systemBlue
        let gray = 0.2126 * blue.red + 0.7152 * blue.green + 0.0722 * blue.blue
        #expect(spinner.color.pixel == UIColor(white: gray, alpha: 1).pixel)
        let halved = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        button.configuration?.activityIndicatorColorTransformer = halved
        #expect(spinner.color.pixel == blue.withAlphaComponent(0.5).pixel)
        #expect(halved == halved && halved != UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) })
        #expect(UIConfigurationColorTransformer.preferredTint(blue) == blue, "iOS has no accent colour")
        #expect(UIConfigurationColorTransformer.monochromeTint(blue.withAlphaComponent(0.3)).pixel == UIColor.systemGray.withAlphaComponent(0.3).pixel)
    }
}
