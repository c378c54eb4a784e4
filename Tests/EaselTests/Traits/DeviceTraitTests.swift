import Easel
import EaselGraphics
import Foundation
import Testing

/// A window made for a device has the traits UIKit gives an app's window there.
@MainActor
@Suite struct DeviceTraitTests {
    /// Size classes in portrait and landscape (horizontal/vertical, c = compact,
    /// r = regular), as UIKit reports them full screen.
    static let sizeClasses: [(device: String, portrait: String, landscape: String)] = [
        ("iPhone SE (3rd generation)", "c/r", "c/c"),
        ("iPhone 15", "c/r", "c/c"),
        ("iPhone 15 Plus", "c/r", "r/c"),
        ("iPhone 15 Pro", "c/r", "c/c"),
        ("iPhone 15 Pro Max", "c/r", "r/c"),
        ("iPhone 16", "c/r", "c/c"),
        ("iPhone 16 Plus", "c/r", "r/c"),
        ("iPhone 16 Pro", "c/r", "c/c"),
        ("iPhone 16 Pro Max", "c/r", "r/c"),
        ("iPhone 16e", "c/r", "c/c"),
        ("iPad mini (A17 Pro)", "r/r", "r/r"),
        ("iPad (10th generation)", "r/r", "r/r"),
        ("iPad Air 11-inch (M2)", "r/r", "r/r"),
        ("iPad Air 13-inch (M2)", "r/r", "r/r"),
        ("iPad Pro 11-inch (M4)", "r/r", "r/r"),
        ("iPad Pro 13-inch (M4)", "r/r", "r/r"),
    ]

    private static func classes(_ traits: TraitCollection) -> String {
        func letter(_ sizeClass: UserInterfaceSizeClass) -> String { sizeClass == .compact ? "c" : sizeClass == .regular ? "r" : "?" }
        return "\(letter(traits.horizontalSizeClass))/\(letter(traits.verticalSizeClass))"
    }

    @Test func everyDeviceHasUIKitsSizeClassesIdiomAndScaleInEachOrientation() {
        #expect(Self.sizeClasses.map(\.device) == Device.all.map(\.name))
        for (name, portrait, landscape) in Self.sizeClasses {
            let device = Device.all.first { $0.name == name }!
            let upright = Window(device: device).traitCollection
            let turned = Window(device: device, orientation: .landscapeLeft).traitCollection
            #expect(Self.classes(upright) == portrait, "\(name) portrait")
            #expect(Self.classes(turned) == landscape, "\(name) landscape")
            #expect(upright.userInterfaceIdiom == (name.hasPrefix("iPad") ? .pad : .phone))
            #expect(upright.displayScale == device.scale)
        }
    }

    @Test func aDeviceWindowHasTheDevicesSizeSafeAreaAndRefreshRate() {
        let device = Device.all.first { $0.name == "iPhone 16 Pro" }!
        let window = Window(device: device, orientation: .landscapeRight)
        #expect(window.bounds.size == CGSize(width: 874, height: 402))
        #expect(window.scale == 3)
        #expect(window.safeAreaInsets == device.landscapeSafeAreaInsets)
        #expect(window.eventLoop.refreshRate == 120)
        #expect(window.device == device)
    }

    @Test func theScreenGivesLightLargeTextLeftToRightNormalContrastAndTheBaseLevel() {
        let traits = Window(size: CGSize(width: 10, height: 10), scale: 2).traitCollection
        #expect(traits == TraitCollection(userInterfaceStyle: .light, preferredContentSizeCategory: .large, displayScale: 2,
                                          layoutDirection: .leftToRight, accessibilityContrast: .normal,
                                          legibilityWeight: .regular, userInterfaceLevel: .base))
    }
}
