@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// System colors resolve to UIKit's values in each appearance; dynamic colors resolve
/// against the traits of the view that shows them, and a change of appearance redraws
/// exactly what used one.
@MainActor
@Suite struct DynamicColorTests {
    static let light = TraitCollection(userInterfaceStyle: .light)
    static let dark = TraitCollection(userInterfaceStyle: .dark)
    static let lightHighContrast = TraitCollection(userInterfaceStyle: .light, accessibilityContrast: .high)
    static let darkHighContrast = TraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .high)

    /// Each system color in light, dark, light increased contrast and dark increased
    /// contrast, as `#RRGGBB` with a `/alpha` when not opaque.
    static let table: [(name: String, color: Color, values: [String])] = [
        ("systemRed", .systemRed, ["#FF3B30", "#FF453A", "#D70015", "#FF6961"]),
        ("systemOrange", .systemOrange, ["#FF9500", "#FF9F0A", "#C93400", "#FFB340"]),
        ("systemYellow", .systemYellow, ["#FFCC00", "#FFD60A", "#A05A00", "#FFD426"]),
        ("systemGreen", .systemGreen, ["#34C759", "#30D158", "#248A3D", "#30DB5B"]),
        ("systemMint", .systemMint, ["#00C7BE", "#63E6E2", "#0C817B", "#66D4CF"]),
        ("systemTeal", .systemTeal, ["#30B0C7", "#40C8E0", "#008299", "#5DE6FF"]),
        ("systemCyan", .systemCyan, ["#32ADE6", "#64D2FF", "#0071A4", "#70D7FF"]),
        ("systemBlue", .systemBlue, ["#007AFF", "#0A84FF", "#0040DD", "#409CFF"]),
        ("systemIndigo", .systemIndigo, ["#5856D6", "#5E5CE6", "#3634A3", "#7D7AFF"]),
        ("systemPurple", .systemPurple, ["#AF52DE", "#BF5AF2", "#8944AB", "#DA8FFF"]),
        ("systemPink", .systemPink, ["#FF2D55", "#FF375F", "#D30F45", "#FF6482"]),
        ("systemBrown", .systemBrown, ["#A2845E", "#AC8E68", "#7F6545", "#B59469"]),
        ("tintColor", .tintColor, ["#007AFF", "#0A84FF", "#0040DD", "#409CFF"]),
        ("systemGray", .systemGray, ["#8E8E93", "#8E8E93", "#6C6C70", "#AEAEB2"]),
        ("systemGray2", .systemGray2, ["#AEAEB2", "#636366", "#8E8E93", "#7C7C80"]),
        ("systemGray3", .systemGray3, ["#C7C7CC", "#48484A", "#AEAEB2", "#545456"]),
        ("systemGray4", .systemGray4, ["#D1D1D6", "#3A3A3C", "#BCBCC0", "#444446"]),
        ("systemGray5", .systemGray5, ["#E5E5EA", "#2C2C2E", "#D8D8DC", "#363638"]),
        ("systemGray6", .systemGray6, ["#F2F2F7", "#1C1C1E", "#EBEBF0", "#242426"]),
        ("label", .label, ["#000000", "#FFFFFF", "#000000", "#FFFFFF"]),
        ("secondaryLabel", .secondaryLabel, ["#3C3C43/0.6", "#EBEBF5/0.6", "#3C3C43/0.68", "#EBEBF5/0.68"]),
        ("tertiaryLabel", .tertiaryLabel, ["#3C3C43/0.3", "#EBEBF5/0.3", "#3C3C43/0.38", "#EBEBF5/0.38"]),
        ("quaternaryLabel", .quaternaryLabel, ["#3C3C43/0.18", "#EBEBF5/0.16", "#3C3C43/0.26", "#EBEBF5/0.24"]),
        ("placeholderText", .placeholderText, ["#3C3C43/0.3", "#EBEBF5/0.3", "#3C3C43/0.38", "#EBEBF5/0.38"]),
        ("link", .link, ["#007AFF", "#0984FF", "#007AFF", "#0984FF"]),
        ("separator", .separator, ["#3C3C43/0.29", "#545458/0.6", "#3C3C43/0.37", "#545458/0.68"]),
        ("opaqueSeparator", .opaqueSeparator, ["#C6C6C8", "#38383A", "#C6C6C8", "#38383A"]),
        ("systemFill", .systemFill, ["#787880/0.2", "#787880/0.36", "#787880/0.28", "#787880/0.44"]),
        ("secondarySystemFill", .secondarySystemFill, ["#787880/0.16", "#787880/0.32", "#787880/0.24", "#787880/0.4"]),
        ("tertiarySystemFill", .tertiarySystemFill, ["#767680/0.12", "#767680/0.24", "#767680/0.2", "#767680/0.32"]),
        ("quaternarySystemFill", .quaternarySystemFill, ["#747480/0.08", "#767680/0.18", "#747480/0.16", "#767680/0.26"]),
        ("systemBackground", .systemBackground, ["#FFFFFF", "#000000", "#FFFFFF", "#000000"]),
        ("secondarySystemBackground", .secondarySystemBackground, ["#F2F2F7", "#1C1C1E", "#EBEBF0", "#242426"]),
        ("tertiarySystemBackground", .tertiarySystemBackground, ["#FFFFFF", "#2C2C2E", "#FFFFFF", "#363638"]),
        ("systemGroupedBackground", .systemGroupedBackground, ["#F2F2F7", "#000000", "#EBEBF0", "#000000"]),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground, ["#FFFFFF", "#1C1C1E", "#FFFFFF", "#242426"]),
        ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground, ["#F2F2F7", "#2C2C2E", "#EBEBF0", "#363638"]),
    ]

    /// The backgrounds in a dark elevated level, normal and increased contrast; in light
    /// they do not change.
    static let elevated: [(name: String, color: Color, values: [String])] = [
        ("systemBackground", .systemBackground, ["#1C1C1E", "#242426"]),
        ("secondarySystemBackground", .secondarySystemBackground, ["#2C2C2E", "#363638"]),
        ("tertiarySystemBackground", .tertiarySystemBackground, ["#3A3A3C", "#444446"]),
        ("systemGroupedBackground", .systemGroupedBackground, ["#1C1C1E", "#242426"]),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground, ["#2C2C2E", "#363638"]),
        ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground, ["#3A3A3C", "#444446"]),
    ]

    static func notation(_ color: Color) -> String {
        let pixel = Color(red: color.red, green: color.green, blue: color.blue).pixel
        let hex = String(format: "#%02X%02X%02X", pixel.red, pixel.green, pixel.blue)
        return color.alpha == 1 ? hex : "\(hex)/\((color.alpha * 100).rounded() / 100)"
    }

    @Test func everySystemColorResolvesToUIKitsValueInEachAppearance() {
        for (name, color, values) in Self.table {
            let resolved = [Self.light, Self.dark, Self.lightHighContrast, Self.darkHighContrast]
                .map { Self.notation(color.resolvedColor(with: $0)) }
            #expect(resolved == values, "\(name)")
            #expect(color.isDynamic, "\(name)")
            // Unspecified traits and a color's own components are the light value.
            #expect(Self.notation(color.resolvedColor(with: TraitCollection())) == values[0], "\(name)")
            #expect(Self.notation(color) == values[0], "\(name)")
            // The level changes nothing in light, and nothing but the backgrounds in dark.
            let elevatedLight = Self.light.modifyingTraits { $0.userInterfaceLevel = .elevated }
            #expect(Self.notation(color.resolvedColor(with: elevatedLight)) == values[0], "\(name)")
            if !Self.elevated.contains(where: { $0.name == name }) {
                let elevatedDark = Self.dark.modifyingTraits { $0.userInterfaceLevel = .elevated }
                #expect(Self.notation(color.resolvedColor(with: elevatedDark)) == values[1], "\(name)")
            }
        }
        for (name, color, values) in Self.elevated {
            let resolved = [Self.dark, Self.darkHighContrast].map {
                Self.notation(color.resolvedColor(with: $0.modifyingTraits { $0.userInterfaceLevel = .elevated }))
            }
            #expect(resolved == values, "\(name) elevated")
        }
    }

    @Test func aProviderIsAskedForEachTraitCollectionAndAFixedColorIsItself() {
        let color = Color { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(color.resolvedColor(with: Self.dark) == .white)
        #expect(color.resolvedColor(with: Self.light) == .black)
        #expect(!color.resolvedColor(with: Self.dark).isDynamic)
        #expect(Color.red.resolvedColor(with: Self.dark) == .red)
        #expect(Color.label == Color.label)
        #expect(color != Color { _ in .black })
        #expect(Color.label != .black)
        let faded = Color.label.withAlphaComponent(0.5)
        #expect(faded.isDynamic)
        #expect(faded.resolvedColor(with: Self.dark) == Color(white: 1, alpha: 0.5))
        #expect(TraitCollection.current == TraitCollection())
        #expect(Self.dark.performAsCurrent { TraitCollection.current.userInterfaceStyle } == .dark)
    }

    @Test func aProviderReturningADynamicColorIsResolvedOnceWithADiagnostic() {
        let (resolved, messages) = Diagnostics.collect {
            let nested = Color { $0.userInterfaceLevel == .elevated ? Color.secondarySystemBackground : Color.systemBackground }
            return [nested.resolvedColor(with: Self.dark), nested.resolvedColor(with: Self.dark)]
        }
        #expect(resolved == [.black, .black])
        #expect(messages == ["a dynamic color provider returned another dynamic color; resolving it once with the same traits"])
    }

    final class Box: @unchecked Sendable { var color: Color? }

    @Test func aProviderThatResolvesItselfGetsItsLightValueWithADiagnostic() {
        let box = Box()
        let (resolved, messages) = Diagnostics.collect {
            let recursive = Color { traits in
                guard traits.userInterfaceStyle == .dark, let own = box.color else { return .red }
                return own.resolvedColor(with: traits).withAlphaComponent(0.5)
            }
            box.color = recursive
            return recursive.resolvedColor(with: Self.dark)
        }
        #expect(resolved == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(messages == ["a dynamic color provider resolved its own color; using its value for unspecified traits"])
        box.color = nil
    }

    /// Counts its draws; fills itself with `ink`.
    final class InkView: View {
        var ink = Color.systemBlue
        override func draw(context: GraphicsContext, rect: CGRect) {
            context.setFillColor(ink)
            context.fill(bounds)
        }
    }

    @Test func aStyleChangeRedrawsExactlyTheViewsThatDrewWithADynamicColor() {
        let window = shownWindow(width: 30, height: 10)
        let dynamic = InkView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        dynamic.accessibilityIdentifier = "dynamic"
        let fixed = InkView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        fixed.accessibilityIdentifier = "fixed"
        fixed.ink = .blue
        let background = View(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        background.backgroundColor = .systemRed
        for view in [dynamic, fixed, background] { window.addSubview(view) }
        window.eventLoop.runOnce()
        #expect(window.lastFrame!.image.bitmap[5, 5] == Pixel(red: 0x00, green: 0x7A, blue: 0xFF))
        let events = trace(including: ["frame"]) {
            window.overrideUserInterfaceStyle = .dark
            window.eventLoop.runOnce()
            window.eventLoop.runOnce()
        }
        #expect(events.filter { $0.hasPrefix("draw") || $0.hasPrefix("frame") } == [
            "draw dynamic [0,0,10,10]",
            "frame #3 [20,0,10,10] [0,0,10,10]",
        ])
        let image = window.lastFrame!.image.bitmap
        #expect(image[5, 5] == Pixel(red: 0x0A, green: 0x84, blue: 0xFF))
        #expect(image[15, 5] == Pixel(red: 0, green: 0, blue: 255))
        #expect(image[25, 5] == Pixel(red: 0xFF, green: 0x45, blue: 0x3A))
    }

    @Test func aLayerWithADynamicColorIsRecompositedWithoutADraw() {
        let window = shownWindow(width: 20, height: 10)
        let host = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        window.addSubview(host)
        let shape = ShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        shape.path = BezierPath(rect: shape.bounds)
        shape.fillColor = .systemGreen
        let plain = coloredLayer(CGRect(x: 10, y: 0, width: 10, height: 10), .green)
        host.layer.addSublayer(shape)
        host.layer.addSublayer(plain)
        window.eventLoop.runOnce()
        #expect(window.lastFrame!.image.bitmap[5, 5] == Pixel(red: 0x34, green: 0xC7, blue: 0x59))
        let events = trace(including: ["frame"]) {
            host.overrideUserInterfaceStyle = .dark
            window.eventLoop.runOnce()
        }
        #expect(events.filter { $0.hasPrefix("draw") || $0.hasPrefix("frame") } == ["frame #3 [0,0,10,10]"])
        #expect(window.lastFrame!.image.bitmap[5, 5] == Pixel(red: 0x30, green: 0xD1, blue: 0x58))
    }

    @Test func aStandaloneLayerResolvesAgainstTheViewItIsIn() {
        let window = shownWindow(width: 20, height: 10)
        let dark = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        dark.overrideUserInterfaceStyle = .dark
        let light = View(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        for view in [dark, light] {
            view.layer.addSublayer(coloredLayer(view.bounds, .secondarySystemBackground))
            window.addSubview(view)
        }
        window.eventLoop.runOnce()
        let image = window.lastFrame!.image.bitmap
        #expect(image[5, 5] == Pixel(red: 0x1C, green: 0x1C, blue: 0x1E))
        #expect(image[15, 5] == Pixel(red: 0xF2, green: 0xF2, blue: 0xF7))
    }
}
