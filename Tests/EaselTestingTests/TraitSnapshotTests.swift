import Easel
import EaselGraphics
import EaselTesting
import Foundation
import Testing

/// Strategies take traits, and one call snapshots a matrix of named configurations.
@MainActor
@Suite struct TraitSnapshotTests {
    func card() -> View {
        let view = View(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        view.backgroundColor = .systemBackground
        let ink = View(frame: CGRect(x: 2, y: 0, width: 2, height: 2))
        ink.backgroundColor = .systemRed
        view.addSubview(ink)
        return view
    }

    @Test func aViewRendersWithTheTraitsItIsGiven() throws {
        let dark = try Snapshotting<View>.image(traits: TraitCollection(userInterfaceStyle: .dark)).capture(card(), []).image
        #expect(dark.rgbaBytes.prefix(4) == [0, 0, 0, 255])
        #expect(Array(dark.rgbaBytes[8..<12]) == [0xFF, 0x45, 0x3A, 255])
        let contrast = TraitCollection(userInterfaceStyle: .light, accessibilityContrast: .high)
        let light = try Snapshotting<View>.image(traits: contrast).capture(card(), []).image
        #expect(light.rgbaBytes.prefix(4) == [255, 255, 255, 255])
        #expect(Array(light.rgbaBytes[8..<12]) == [0xD7, 0x00, 0x15, 255])
    }

    @Test func aControllerRendersOnItsDeviceWithItsTraits() throws {
        final class Screen: ViewController {
            var seen: TraitCollection?
            override func viewDidAppear(_ animated: Bool) { seen = view.traitCollection }
        }
        let screen = Screen()
        let device = Device.all.first { $0.name == "iPad mini (A17 Pro)" }!
        _ = try Snapshotting<ViewController>.image(device: device, traits: TraitCollection(preferredContentSizeCategory: .small))
            .capture(screen, [])
        #expect(screen.seen?.userInterfaceIdiom == .pad)
        #expect(screen.seen?.horizontalSizeClass == .regular)
        #expect(screen.seen?.preferredContentSizeCategory == .small)
        #expect(screen.seen?.userInterfaceStyle == .light)
    }

    @Test func aMatrixRecordsOneReferenceNamedAfterEachConfiguration() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let configurations = TraitMatrix.combining(TraitMatrix.appearances,
                                                   ["high": TraitCollection(accessibilityContrast: .high)])
        withKnownIssue {
            assertSnapshots(of: card(), as: .matrix(configurations) { .image(traits: $0) }, record: .missing,
                            snapshotDirectory: directory, testName: "card()")
        }
        #expect(files(under: directory).map { URL(fileURLWithPath: $0).lastPathComponent }.sorted()
                == ["card.dark-high.png", "card.light-high.png"])
        let dark = try Image(contentsOfFile: directory + "/card.dark-high.png")
        #expect(Array(dark.rgbaBytes[8..<12]) == [0xFF, 0x69, 0x61, 255])
        // Verified again, each configuration matches its own reference.
        assertSnapshots(of: card(), as: .matrix(configurations) { .image(traits: $0) }, record: .never,
                        snapshotDirectory: directory, testName: "card()")
    }
}
