import EaselGraphics
import Foundation
import Testing

@Suite struct SystemColorTests {
    @Test func standardColorsHaveTheirLightModeValues() {
        #expect(Color.systemRed.pixel == rgb(255, 59, 48))
        #expect(Color.systemOrange.pixel == rgb(255, 149, 0))
        #expect(Color.systemYellow.pixel == rgb(255, 204, 0))
        #expect(Color.systemGreen.pixel == rgb(52, 199, 89))
        #expect(Color.systemMint.pixel == rgb(0, 199, 190))
        #expect(Color.systemTeal.pixel == rgb(48, 176, 199))
        #expect(Color.systemCyan.pixel == rgb(50, 173, 230))
        #expect(Color.systemBlue.pixel == rgb(0, 122, 255))
        #expect(Color.systemIndigo.pixel == rgb(88, 86, 214))
        #expect(Color.systemPurple.pixel == rgb(175, 82, 222))
        #expect(Color.systemPink.pixel == rgb(255, 45, 85))
        #expect(Color.systemBrown.pixel == rgb(162, 132, 94))
    }

    @Test func graysGoFromDarkToLight() {
        let grays: [Color] = [.systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6]
        #expect(grays.map(\.pixel) == [rgb(142, 142, 147), rgb(174, 174, 178), rgb(199, 199, 204),
                                       rgb(209, 209, 214), rgb(229, 229, 234), rgb(242, 242, 247)])
    }

    @Test func elementColorsCarryTheirAlpha() {
        #expect(Color.label.pixel == rgb(0, 0, 0))
        #expect(Color.secondaryLabel.pixel == Pixel(red: 60, green: 60, blue: 67, alpha: 153))
        #expect(Color.tertiaryLabel.pixel == Pixel(red: 60, green: 60, blue: 67, alpha: 77))
        #expect(Color.quaternaryLabel.alpha == 0.18)
        #expect(Color.separator.pixel == Pixel(red: 60, green: 60, blue: 67, alpha: 74))
        #expect(Color.opaqueSeparator.pixel == rgb(198, 198, 200))
        #expect(Color.systemFill.pixel == Pixel(red: 120, green: 120, blue: 128, alpha: 51))
        #expect(Color.link.pixel == Color.systemBlue.pixel)
    }

    @Test func backgroundsAreWhiteAndGroupedGray() {
        #expect(Color.systemBackground.pixel == rgb(255, 255, 255))
        #expect(Color.secondarySystemBackground.pixel == rgb(242, 242, 247))
        #expect(Color.tertiarySystemBackground.pixel == rgb(255, 255, 255))
        #expect(Color.systemGroupedBackground.pixel == rgb(242, 242, 247))
        #expect(Color.secondarySystemGroupedBackground.pixel == rgb(255, 255, 255))
        #expect(Color.tertiarySystemGroupedBackground.pixel == rgb(242, 242, 247))
    }

    @Test func fixedColorsHaveUIKitComponents() {
        #expect(Color.red == Color(red: 1, green: 0, blue: 0))
        #expect(Color.orange == Color(red: 1, green: 0.5, blue: 0))
        #expect(Color.lightGray == Color(white: 2.0 / 3))
        #expect(Color.lightText.pixel == Pixel(red: 255, green: 255, blue: 255, alpha: 153))
    }
}
