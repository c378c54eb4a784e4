import Testing
import UIKit

/// A tab-style button that shows its image above its title, as iOS code writes it by
/// overriding UIButton's content rectangles.
@MainActor
final class StackedButton: UIButton {
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: contentRect.midX - 12, y: contentRect.minY, width: 24, height: 24)
    }

    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: contentRect.minX, y: contentRect.maxY - 20, width: contentRect.width, height: 20)
    }

    override func contentRect(forBounds bounds: CGRect) -> CGRect {
        bounds.insetBy(dx: 4, dy: 6)
    }
}

/// A button whose background image leaves a 10-point margin for a drawn frame.
@MainActor
final class FramedButton: UIButton {
    override func backgroundRect(forBounds bounds: CGRect) -> CGRect {
        bounds.insetBy(dx: 10, dy: 10)
    }
}

/// UIButton's overridable rectangles and edge insets: where a legacy button's layout
/// puts its background, image and title.
@MainActor
@Suite struct ButtonRectTests {
    private func solidImage(_ color: UIColor, size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    private func shown(_ button: UIButton, in window: UIWindow) {
        window.addSubview(button)
        commit(window)
    }

    @Test func aLegacyButtonPutsItsPartsWhereItsRectanglesSay() throws {
        let window = makeWindow(width: 240, height: 80)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 200, height: 60)
        button.setTitle("Save", for: .normal)
        button.setImage(solidImage(.red, size: CGSize(width: 16, height: 16)), for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 8, bottom: 4, right: 6)
        shown(button, in: window)
        let content = button.contentRect(forBounds: button.bounds)
        #expect(content == CGRect(x: 8, y: 2, width: 186, height: 54))
        #expect(button.backgroundRect(forBounds: button.bounds) == button.bounds)
        let title = try #require(button.titleLabel)
        let image = try #require(button.imageView)
        #expect(title.frame == button.titleRect(forContentRect: content))
        #expect(image.frame == button.imageRect(forContentRect: content))
        // The image leads the title, the pair centred in the content rectangle.
        #expect(image.frame.maxX == title.frame.minX)
        #expect(image.frame.minX - content.minX == content.maxX - title.frame.maxX)
    }

    @Test func overriddenContentRectanglesPlaceTheImageAndTitle() throws {
        let window = makeWindow(width: 120, height: 80)
        let button = StackedButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 64)
        button.setTitle("Home", for: .normal)
        button.setImage(solidImage(.blue, size: CGSize(width: 24, height: 24)), for: .normal)
        shown(button, in: window)
        #expect(try #require(button.imageView).frame == CGRect(x: 28, y: 6, width: 24, height: 24))
        #expect(try #require(button.titleLabel).frame == CGRect(x: 4, y: 38, width: 72, height: 20))
        let frame = try frameImage(of: window)
        #expect(pixel(frame, 40, 18) == rgb(0, 0, 255))
        #expect(pixel(frame, 40, 3) == .white)
    }

    @Test func anOverriddenBackgroundRectangleDrawsTheBackgroundImageThere() throws {
        let window = makeWindow(width: 100, height: 100)
        let button = FramedButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        button.setBackgroundImage(solidImage(.red, size: CGSize(width: 4, height: 4)), for: .normal)
        shown(button, in: window)
        let frame = try frameImage(of: window)
        #expect(pixel(frame, 5, 5) == .white)
        #expect(pixel(frame, 10, 10) == rgb(255, 0, 0))
        #expect(pixel(frame, 49, 49) == rgb(255, 0, 0))
        #expect(pixel(frame, 50, 50) == .white)
    }

    @Test func edgeInsetsMoveACentredTitleByHalfAndKeepTheButtonsSize() throws {
        let window = makeWindow(width: 240, height: 80)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.setTitle("Next", for: .normal)
        button.setImage(solidImage(.red, size: CGSize(width: 10, height: 10)), for: .normal)
        shown(button, in: window)
        let size = button.intrinsicContentSize
        let title = try #require(button.titleLabel).frame
        let image = try #require(button.imageView).frame
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        button.imageEdgeInsets = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 30)
        commit(window)
        #expect(try #require(button.titleLabel).frame == title.offsetBy(dx: 10, dy: 0))
        #expect(try #require(button.imageView).frame == image.offsetBy(dx: -15, dy: 4))
        #expect(button.intrinsicContentSize == size)
    }

    @Test func edgeInsetsMoveALeftAlignedTitleByTheWholeInset() throws {
        let window = makeWindow(width: 240, height: 80)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.setTitle("Next", for: .normal)
        button.contentHorizontalAlignment = .left
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 0)
        shown(button, in: window)
        #expect(try #require(button.titleLabel).frame.minX == 12)
    }

    @Test func aConfiguredButtonPlacesItsContentByItsConfigurationAlone() throws {
        let window = makeWindow(width: 120, height: 80)
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Home"
        let button = StackedButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 64)
        shown(button, in: window)
        let title = try #require(button.titleLabel).frame
        #expect(title != CGRect(x: 4, y: 38, width: 72, height: 20))
        #expect(abs(title.midY - 32) <= 0.5)
    }
}
