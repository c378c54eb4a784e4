import EaselTesting
import Testing

/// `import EaselTesting` alone is enough to write a view and snapshot it: this file
/// imports nothing else.
@MainActor
@Suite struct ImportAloneTests {
    final class Badge: View {
        override func draw(context: GraphicsContext, rect: CGRect) {
            context.setFillColor(Color(red: 0, green: 0.5, blue: 0))
            context.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
        }
    }

    @Test func aViewIsWrittenAndSnapshottedWithOneImport() throws {
        let directory = temporaryDirectory(), run = temporaryDirectory()
        defer { removeDirectory(directory); removeDirectory(run) }
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        badge.backgroundColor = .white
        let result = withSnapshotConfiguration(SnapshotConfiguration(reportDirectory: run)) {
            verifySnapshot(of: badge, as: .image, named: "badge", record: .all, snapshotDirectory: directory)
        }
        #expect(result.outcome == .recorded(.all, mismatch: nil))
        let image = try Image(contentsOfFile: result.reference.path)
        #expect(image[1, 1] == Pixel(red: 0, green: 128, blue: 0, alpha: 255))
        #expect(image[0, 0] == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        let records = try RunFolder(path: run).read().records
        #expect(records.map(\.name) == [directory.dropFirst() + "/aViewIsWrittenAndSnapshottedWithOneImport.badge.png"])
    }
}
