import Foundation
import Testing
import UIKit

/// An image of `size` points at 2×, filled with `fills` (a colour per rectangle).
@MainActor
private func imageAt2x(_ size: CGSize, _ fills: [(UIColor, CGRect)]) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
        for (color, rect) in fills {
            color.setFill()
            context.fill(rect)
        }
    }
}

/// A 10-point square: red on top, green below, as a bar background image.
@MainActor
private func stripedImage() -> UIImage {
    imageAt2x(CGSize(width: 10, height: 10), [(.red, CGRect(x: 0, y: 0, width: 10, height: 5)),
                                              (.green, CGRect(x: 0, y: 5, width: 10, height: 5))])
}

/// A line one point tall in blue, as a custom bar shadow.
@MainActor
private func blueLine() -> UIImage {
    imageAt2x(CGSize(width: 4, height: 1), [(.blue, CGRect(x: 0, y: 0, width: 4, height: 1))])
}

/// A navigation controller over yellow content in a 200 × 300 window at 2×, with no
/// status bar, after `style` styled its bar; its frame.
@MainActor
private func barFrame(_ style: (UINavigationBar) -> Void) throws -> UIImage {
    let navigation = UINavigationController(rootViewController: PlainContentViewController())
    style(navigation.navigationBar)
    let window = UIWindow(size: CGSize(width: 200, height: 300), scale: 2)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.eventLoop.runUntilIdle()
    return try frameImage(of: window)
}

/// UIKit's legacy bar images (`setBackgroundImage(_:for:)`, `shadowImage`), which apps
/// and libraries still use. The bar is 44 points (88 pixels) tall; its shadow line is
/// the pixel row 88.
@MainActor
@Suite struct LegacyBarImageTests {
    @Test func theTransparentBarTrickShowsTheContentThroughTheBarWithNoLine() throws {
        let image = try barFrame { bar in
            bar.setBackgroundImage(UIImage(), for: .default)
            bar.shadowImage = UIImage()
        }
        for y in [2, 60, 87, 88, 89] {
            #expect(pixel(image, 4, y) == rgb(255, 255, 0), "row \(y): the yellow content")
        }
        let titleRow = (0..<400).map { pixel(image, $0, 44) }
        #expect(titleRow.contains { $0.red < 100 && $0.green < 100 }, "the title is still drawn")
    }

    @Test func anEmptyBackgroundAloneKeepsUIKitsShadowLine() throws {
        let image = try barFrame { $0.setBackgroundImage(UIImage(), for: .default) }
        #expect(pixel(image, 4, 2) == rgb(255, 255, 0))
        #expect(pixel(image, 4, 88) == rgb(179, 179, 0), "black at 30 % over the yellow")
        #expect(pixel(image, 4, 89) == rgb(255, 255, 0))
    }

    @Test func aBackgroundImageIsTiledAcrossTheBar() throws {
        let image = try barFrame { $0.setBackgroundImage(stripedImage(), for: .default) }
        for (y, expected) in [(4, rgb(255, 0, 0)), (14, rgb(0, 255, 0)), (24, rgb(255, 0, 0)), (84, rgb(255, 0, 0))] {
            #expect(pixel(image, 4, y) == expected, "row \(y)")
            #expect(pixel(image, 44, y) == expected, "row \(y), the next tile along")
        }
        #expect(pixel(image, 4, 88) == rgb(179, 179, 0), "no shadow image: UIKit's line")
    }

    @Test func aResizableBackgroundImageIsStretched() throws {
        let image = try barFrame { bar in
            bar.setBackgroundImage(stripedImage().resizableImage(withCapInsets: .zero, resizingMode: .stretch), for: .default)
        }
        #expect(pixel(image, 4, 4) == rgb(255, 0, 0))
        #expect(pixel(image, 4, 40) == rgb(255, 0, 0))
        #expect(pixel(image, 4, 48) == rgb(0, 255, 0))
        #expect(pixel(image, 4, 84) == rgb(0, 255, 0))
    }

    @Test func aShadowImageShowsOnlyWithACustomBackgroundImage() throws {
        let alone = try barFrame { $0.shadowImage = blueLine() }
        #expect(pixel(alone, 4, 2) == rgb(255, 255, 255), "UIKit's default background")
        #expect(pixel(alone, 4, 88) == rgb(179, 179, 0), "the shadow image is ignored: UIKit's line")

        let withBackground = try barFrame { bar in
            bar.setBackgroundImage(stripedImage(), for: .topAttached, barMetrics: .default)
            bar.shadowImage = blueLine()
        }
        #expect(pixel(withBackground, 4, 4) == rgb(255, 0, 0))
        #expect(pixel(withBackground, 4, 88) == rgb(0, 0, 255), "the custom shadow")
    }

    @Test func imagesAreKeptByPositionAndMetrics() throws {
        let striped = stripedImage()
        var bar: UINavigationBar?
        let image = try barFrame { navigationBar in
            bar = navigationBar
            navigationBar.setBackgroundImage(striped, for: .bottom, barMetrics: .default)
            navigationBar.setBackgroundImage(UIImage(), for: .compact)
        }
        #expect(pixel(image, 4, 4) == rgb(255, 255, 255), "neither image is for a standard bar at the top")
        #expect(bar?.backgroundImage(for: .bottom, barMetrics: .default) === striped)
        #expect(bar?.backgroundImage(for: .default) == nil)
        #expect(bar?.backgroundImage(for: .compact)?.size == .zero)
    }

    @Test func theLegacyBackIndicatorNeedsBothImages() {
        let bar = UINavigationBar(frame: .zero)
        let chevron = stripedImage(), mask = blueLine()
        bar.backIndicatorImage = chevron
        #expect(bar.standardAppearance.backIndicatorImage == nil, "not used without its mask")
        bar.backIndicatorTransitionMaskImage = mask
        #expect(bar.standardAppearance.backIndicatorImage === chevron)
        #expect(bar.standardAppearance.backIndicatorTransitionMaskImage === mask)
        #expect(bar.backIndicatorImage === chevron)
    }
}
