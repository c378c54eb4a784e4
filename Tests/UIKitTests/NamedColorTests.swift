import Testing
import UIKit

/// A header in the brand's color from the asset catalog, with a title.
final class BrandHeaderView: UIView {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(named: "Brand", in: .module, compatibleWith: nil)
        titleLabel.textColor = .white
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
@Suite struct NamedColorTests {
    @Test func aColorSetGivesItsLightColor() throws {
        let brand = try #require(UIColor(named: "Brand", in: .module, compatibleWith: nil))
        #expect(brand.pixel == rgb(204, 102, 51))
    }

    @Test func componentsAreReadAsXcodeWritesThem() throws {
        let accent = try #require(UIColor(named: "Accent", in: .module, compatibleWith: nil))
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        accent.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect([red, green, blue, alpha] == [0.2, 0.6, 0.8, 1])
        let separator = try #require(UIColor(named: "Separator", in: .module, compatibleWith: nil))
        var white: CGFloat = 0
        #expect(separator.getWhite(&white, alpha: &alpha))
        #expect(white == 0.6 && alpha == 1)
    }

    @Test func colorsThatCannotBeReadAreNilWithADiagnostic() {
        let assets = Bundle.module.bundleURL.appendingPathComponent("Assets.xcassets").path
        let (tint, tintMessages) = Diagnostics.collect { UIColor(named: "Tint", in: .module, compatibleWith: nil) }
        #expect(tint == nil)
        #expect(tintMessages == ["UIColor(named: \"Tint\"): \(assets)/Tint.colorset: it refers to the system color systemBlueColor, which is not modelled"])
        let (smudged, smudgedMessages) = Diagnostics.collect { UIColor(named: "Smudged", in: .module, compatibleWith: nil) }
        #expect(smudged == nil)
        #expect(smudgedMessages == ["UIColor(named: \"Smudged\"): \(assets)/Smudged.colorset: its blue component \"blue\" is not a number"])
        let (missing, missingMessages) = Diagnostics.collect { UIColor(named: "Star", in: .module, compatibleWith: nil) }
        #expect(missing == nil)
        #expect(missingMessages.count == 1 && missingMessages[0].hasPrefix("UIColor(named: \"Star\"): no color set of that name in "))
    }

    @Test func theHeaderIsFilledWithTheBrandColor() throws {
        let window = makeWindow(width: 100, height: 40)
        let header = BrandHeaderView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        header.titleLabel.text = "Hi"
        window.addSubview(header)
        commit(window)
        let image = try frameImage(of: window)
        #expect(pixel(image, 2, 2) == rgb(204, 102, 51))
        #expect(pixel(image, 99, 39) == rgb(204, 102, 51))
        #expect(header.titleLabel.frame.minX == 16)
        #expect(abs(header.titleLabel.frame.midY - 20) <= 0.5)
    }

    @Test func aColorSetWithADarkAppearanceResolvesAgainstTheViewsStyle() throws {
        let brand = try #require(UIColor(named: "Brand", in: .module, compatibleWith: nil))
        #expect(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).pixel == rgb(204, 102, 51))
        #expect(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).pixel == rgb(102, 153, 204))
        let dark = try #require(UIColor(named: "Brand", in: .module, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(dark.pixel == rgb(102, 153, 204))
        let accent = try #require(UIColor(named: "Accent", in: .module, compatibleWith: nil))
        #expect(accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == accent, "no dark variant")

        let window = makeWindow(width: 100, height: 40)
        let header = BrandHeaderView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.addSubview(header)
        commit(window)
        #expect(pixel(try frameImage(of: window), 2, 2) == rgb(204, 102, 51))
        header.overrideUserInterfaceStyle = .dark
        commit(window)
        #expect(pixel(try frameImage(of: window), 2, 2) == rgb(102, 153, 204))
    }
}
