import Testing
import UIKit

/// A row of stars drawn from the asset catalog's "Star" image set, at whatever scale
/// the screen has.
final class StarRatingView: UIView {
    var rating = 3
    private let star = UIImage(named: "Star", in: .module, compatibleWith: nil)

    override func draw(_ rect: CGRect) {
        guard let star else { return }
        for index in 0..<rating {
            star.draw(in: CGRect(x: CGFloat(index) * 6, y: 0, width: 4, height: 4))
        }
    }
}

@MainActor
@Suite struct NamedImageTests {
    @Test func anImageSetGivesTheVariantOfTheScaleAsked() throws {
        for (scale, color) in [(1, rgb(255, 0, 0)), (2, rgb(0, 255, 0)), (3, rgb(0, 0, 255))] {
            let traits = UITraitCollection(displayScale: CGFloat(scale))
            let star = try #require(UIImage(named: "Star", in: .module, compatibleWith: traits))
            #expect(star.size == CGSize(width: 4, height: 4))
            #expect(star.scale == CGFloat(scale))
            #expect(pixel(star, 0, 0) == color)
        }
    }

    @Test func aMissingScaleIsTheNearestLargerElseTheNearestSmaller() throws {
        let atThree = try #require(UIImage(named: "Chevron", in: .module, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(atThree.scale == 2 && atThree.size == CGSize(width: 3, height: 3))
        #expect(pixel(atThree, 0, 0) == rgb(255, 0, 255))
        let dot = try #require(UIImage(named: "Dot", in: .module, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(dot.scale == 1 && dot.size == CGSize(width: 2, height: 2))
        #expect(pixel(dot, 1, 1) == rgb(250, 128, 0))
    }

    @Test func withoutTraitsTheKeyWindowsScaleChooses() throws {
        let window = makeWindow(scale: 3)
        #expect(UIScreen.main.scale == 3)
        let star = try #require(UIImage(named: "Star", in: .module, compatibleWith: nil))
        #expect(star.scale == 3)
        #expect(pixel(star, 11, 11) == rgb(0, 0, 255))
        withExtendedLifetime(window) {}
    }

    @Test func aNamespaceFolderPrefixesItsSetsAndTheLightIPhoneVariantIsShown() throws {
        let gear = try #require(UIImage(named: "Icons/Gear", in: .module, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(gear.size == CGSize(width: 5, height: 5))
        #expect(pixel(gear, 0, 0) == rgb(0, 200, 200))
        let (unprefixed, messages) = Diagnostics.collect {
            UIImage(named: "Gear", in: .module, compatibleWith: UITraitCollection(displayScale: 2))
        }
        #expect(unprefixed == nil)
        #expect(messages.count == 1)
    }

    @Test func anImageSetsDarkAndHighContrastVariantsShowByTheViewsTraits() throws {
        // Lamp.imageset: any, high contrast, dark, and dark in high contrast.
        let light = rgb(240, 200, 40), contrast = rgb(200, 120, 0), dark = rgb(40, 60, 120), darkContrast = rgb(0, 0, 80)
        let lamp = try #require(UIImage(named: "Lamp", in: .module, compatibleWith: nil))
        #expect(lamp.hasAppearanceVariants)
        #expect(pixel(lamp, 0, 0) == light)
        let looks: [(UIUserInterfaceStyle, UIAccessibilityContrast, Pixel)] = [
            (.unspecified, .unspecified, light), (.light, .normal, light), (.light, .high, contrast),
            (.dark, .normal, dark), (.dark, .high, darkContrast), (.dark, .unspecified, dark),
        ]
        for (style, contrastTrait, color) in looks {
            let traits = UITraitCollection(userInterfaceStyle: style, accessibilityContrast: contrastTrait)
            #expect(pixel(lamp.resolved(with: traits), 1, 1) == color, "\(style), \(contrastTrait)")
        }
        let darkLamp = try #require(UIImage(named: "Lamp", in: .module, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(pixel(darkLamp, 0, 0) == dark)
        #expect(pixel(darkLamp.resolved(with: UITraitCollection(userInterfaceStyle: .light)), 0, 0) == light)
        let star = try #require(UIImage(named: "Star", in: .module, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(!star.hasAppearanceVariants)

        let window = makeWindow(width: 4, height: 4)
        let imageView = UIImageView(image: lamp)
        imageView.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        window.addSubview(imageView)
        commit(window)
        #expect(pixel(try frameImage(of: window), 1, 1) == light)
        imageView.overrideUserInterfaceStyle = .dark
        commit(window)
        #expect(pixel(try frameImage(of: window), 1, 1) == dark)
        window.traitOverrides.accessibilityContrast = .high
        commit(window)
        #expect(pixel(try frameImage(of: window), 1, 1) == darkContrast)
        imageView.overrideUserInterfaceStyle = .unspecified
        commit(window)
        #expect(pixel(try frameImage(of: window), 1, 1) == contrast)
    }

    @Test func looseFilesAreChosenByScaleAsCatalogVariantsAre() throws {
        let badge = try #require(UIImage(named: "badge", in: .module, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(badge.scale == 2 && badge.size == CGSize(width: 2, height: 2))
        #expect(pixel(badge, 3, 3) == rgb(0, 0, 200))
        let plain = try #require(UIImage(named: "badge.png", in: .module, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(plain.scale == 1 && pixel(plain, 0, 0) == rgb(200, 0, 0))
        let named = try #require(UIImage(named: "badge@2x", in: .module, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(named.scale == 2)
        let logo = try #require(UIImage(named: "logo", in: .module, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(logo.scale == 3 && logo.size == CGSize(width: 3, height: 3))
    }

    @Test func imagesThatDoNotLoadAreNilWithADiagnostic() {
        let root = (Bundle.module.resourceURL ?? Bundle.module.bundleURL).path
        let (missing, missingMessages) = Diagnostics.collect { UIImage(named: "Moon", in: .module, compatibleWith: nil) }
        #expect(missing == nil)
        #expect(missingMessages == ["UIImage(named: \"Moon\"): no image set or image file of that name in \(root)"])
        let (broken, brokenMessages) = Diagnostics.collect { UIImage(named: "Broken", in: .module, compatibleWith: nil) }
        #expect(broken == nil)
        #expect(brokenMessages.count == 1 && brokenMessages[0].contains("gone.png"))
        let (corrupt, corruptMessages) = Diagnostics.collect { UIImage(named: "Corrupt", in: .module, compatibleWith: nil) }
        #expect(corrupt == nil)
        #expect(corruptMessages.count == 1 && corruptMessages[0].hasPrefix("UIImage(named: \"Corrupt\"): "))
    }

    @Test func theStarsAreDrawnFromTheVariantOfTheWindowsScale() throws {
        let window = makeWindow(width: 20, height: 10, scale: 2)
        let rating = StarRatingView(frame: CGRect(x: 0, y: 0, width: 20, height: 4))
        rating.rating = 2
        window.addSubview(rating)
        commit(window)
        let image = try frameImage(of: window)
        #expect(pixel(image, 0, 0) == rgb(0, 255, 0))
        #expect(pixel(image, 7, 7) == rgb(0, 255, 0))
        #expect(pixel(image, 9, 0) == .white)
        #expect(pixel(image, 12, 0) == rgb(0, 255, 0))
        #expect(pixel(image, 24, 0) == .white)
    }
}

/// `UIImage(systemName:)` and `UIImage.SymbolConfiguration` compile as iOS code writes
/// them: a drawn symbol for a common name, nil for a name SF Symbols lacks.
@MainActor
@Suite struct SystemNameImageTests {
    @Test func aSymbolIsATemplateImageOfItsConfiguredSize() throws {
        let configuration = UIImage.SymbolConfiguration(pointSize: 20, weight: .semibold, scale: .large)
        let image = try #require(UIImage(systemName: "star.fill", withConfiguration: configuration))
        #expect(image.isSymbolImage)
        #expect(image.symbolConfiguration == configuration)
        let tinted = image.withTintColor(.systemRed, renderingMode: .alwaysOriginal)
        #expect(tinted.size == image.size)
    }

    @Test func aNameSFSymbolsLacksIsNilWithADiagnostic() {
        let (image, messages) = Diagnostics.collect { UIImage(systemName: "star.fil") }
        #expect(image == nil)
        #expect(messages == ["Image(systemName: \"star.fil\"): SF Symbols has no symbol of that name; nil"])
    }
}
