import Foundation
import Testing

/// One decoder fixture of `Fixtures/PNG/manifest.json`, made by
/// `scripts/make-png-fixtures.py`: a PNG and the straight RGBA8 pixels it holds.
struct PNGFixture: Decodable, Sendable, CustomTestStringConvertible {
    let name: String
    let colorType: String
    let bitDepth: Int
    let interlaced: Bool
    let tRNS: Bool
    let width: Int
    let height: Int

    var testDescription: String { name }

    /// The fixtures' folder in the repository.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/PNG")

    /// Every fixture the manifest lists.
    static let all: [PNGFixture] = {
        let manifest = directory.appendingPathComponent("manifest.json")
        guard let data = try? Data(contentsOf: manifest),
              let fixtures = try? JSONDecoder().decode([PNGFixture].self, from: data) else {
            fatalError("cannot read \(manifest.path); run scripts/make-png-fixtures.py")
        }
        return fixtures
    }()

    /// The path of a file in the fixtures' folder.
    static func path(_ file: String) -> String { directory.appendingPathComponent(file).path }

    var pngPath: String { Self.path(name + ".png") }

    /// The expected straight RGBA8 pixels.
    var expectedRGBA: [UInt8] {
        get throws { [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.path(name + ".rgba")))) }
    }
}
