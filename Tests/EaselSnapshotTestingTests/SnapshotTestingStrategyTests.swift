import Easel
import EaselGraphics
import EaselSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// swift-snapshot-testing's `assertSnapshot(of:as: .image)` on Linux with Easel's
/// strategies: recording, matching and failing.
@MainActor
@Suite struct SnapshotTestingStrategyTests {
    func square(_ color: Color) -> View {
        let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = .white
        let square = View(frame: CGRect(x: 2, y: 2, width: 4, height: 4))
        square.backgroundColor = color
        view.addSubview(square)
        return view
    }

    @Test func recordsThenMatchesThenFails() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("easel-sst-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let red = Color(red: 1, green: 0, blue: 0)
        let recorded = verifySnapshot(of: square(red), as: .image, named: "square", record: .missing,
                                      snapshotDirectory: directory, testName: "square")
        #expect(recorded?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
        // Annotated: a build where SnapshotTesting sees Easel's `UIKit` also offers UIImage's failable
        // `init?(contentsOfFile:)`.
        let reference: Image = try Image(contentsOfFile: directory + "/square.square.png")
        #expect(reference[3, 3] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(verifySnapshot(of: square(red), as: .image, named: "square", record: .never,
                               snapshotDirectory: directory, testName: "square") == nil)
        let failed = verifySnapshot(of: square(Color(red: 0, green: 0, blue: 1)), as: .image, named: "square",
                                    record: .never, snapshotDirectory: directory, testName: "square")
        #expect(failed?.contains("Newly-taken snapshot does not match reference: 16 pixels differ (8.0000%)") == true)
        // precision 0.92 lets 8% of the pixels differ.
        #expect(verifySnapshot(of: square(Color(red: 0, green: 0, blue: 1)), as: .image(precision: 0.92), named: "square",
                               record: .never, snapshotDirectory: directory, testName: "square") == nil)
    }

    @Test func viewAndControllerAgainstCommittedReferences() {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 160, height: 40))
        label.backgroundColor = .white
        label.text = "swift-snapshot-testing"
        assertSnapshot(of: label as View, as: .image(scale: 2))
        let controller = ViewController()
        controller.view.backgroundColor = .systemTeal
        assertSnapshot(of: controller, as: .image(size: CGSize(width: 40, height: 60)))
    }

    @Test func aViewWithoutASizeFailsWithTheReason() {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("easel-sst-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        withKnownIssue {
            _ = verifySnapshot(of: View(), as: .image, named: "empty", record: .never, snapshotDirectory: directory,
                               testName: "empty")
        } matching: { issue in
            issue.comments.map(\.rawValue)
                == ["cannot snapshot at 0.0×0.0 points: the size has no area (give `size:` or a frame)"]
        }
        #expect(!FileManager.default.fileExists(atPath: directory + "/empty.empty.png"))
    }

    @Test func aMatrixOfTraitsRecordsAReferencePerConfiguration() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("easel-sst-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let card = View(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        card.backgroundColor = .systemBackground
        let strategies: [String: SnapshotTesting.Snapshotting<View, Image>] = [
            "light": .image(traits: Appearances.light), "dark": .image(traits: Appearances.dark),
        ]
        for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
            _ = verifySnapshot(of: card, as: strategy, named: name, record: .missing, snapshotDirectory: directory,
                               testName: "card")
        }
        let dark: Image = try Image(contentsOfFile: directory + "/card.dark.png")
        let light: Image = try Image(contentsOfFile: directory + "/card.light.png")
        #expect(dark[1, 1] == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(light[1, 1] == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }
}

/// The two appearances, as the strategies take them.
enum Appearances {
    static let light = TraitCollection(userInterfaceStyle: .light)
    static let dark = TraitCollection(userInterfaceStyle: .dark)
}
