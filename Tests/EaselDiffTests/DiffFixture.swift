import EaselDiff
import EaselGraphics
import Foundation
import Testing

/// One comparison of `Fixtures/Diff/<case>/expected.json`, made by
/// `scripts/make-diff-fixtures.py` with pixelmatch as the oracle: two images, a set
/// of options and what pixelmatch says about them.
struct DiffFixture: Sendable, CustomTestStringConvertible {
    let caseName: String
    let name: String
    let options: ComparisonOptions
    let differentPixels: Int
    let antialiasedPixels: Int
    let largestDelta: Double
    let boundingBox: PixelRect?
    let diffFile: String

    var testDescription: String { "\(caseName)/\(name)" }

    /// The fixtures' folder in the repository.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Diff")

    /// Every comparison of every case.
    static let all: [DiffFixture] = {
        guard let cases = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
            fatalError("cannot list \(directory.path); run scripts/make-diff-fixtures.py")
        }
        return cases.sorted().flatMap { caseName -> [DiffFixture] in
            let url = directory.appendingPathComponent(caseName).appendingPathComponent("expected.json")
            guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(ExpectedFile.self, from: data) else {
                fatalError("cannot read \(url.path); run scripts/make-diff-fixtures.py")
            }
            return file.comparisons.map { DiffFixture(caseName: caseName, $0) }
        }
    }()

    /// The path of one of the case's files.
    func path(_ file: String) -> String {
        Self.directory.appendingPathComponent(caseName).appendingPathComponent(file).path
    }

    var baseline: RGBAImage { get throws { try RGBAImage(contentsOfFile: path("baseline.png")) } }
    var current: RGBAImage { get throws { try RGBAImage(contentsOfFile: path("current.png")) } }
    var expectedDiff: RGBAImage { get throws { try RGBAImage(contentsOfFile: path(diffFile)) } }

    private init(caseName: String, _ comparison: ExpectedFile.Comparison) {
        self.caseName = caseName
        name = comparison.name
        let given = comparison.options
        options = ComparisonOptions(
            threshold: given.threshold ?? 0.1, includeAA: given.includeAA ?? false, alpha: given.alpha ?? 0.1,
            aaColor: given.aaColor.map(Self.pixel) ?? Pixel(red: 255, green: 255, blue: 0),
            diffColor: given.diffColor.map(Self.pixel) ?? Pixel(red: 255, green: 0, blue: 0),
            diffColorAlt: given.diffColorAlt.map(Self.pixel), diffMask: given.diffMask ?? false,
            ignoredRegions: (given.ignore ?? []).map { PixelRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) })
        differentPixels = comparison.differentPixels
        antialiasedPixels = comparison.antialiasedPixels
        largestDelta = comparison.largestDelta
        boundingBox = comparison.boundingBox.map { PixelRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
        diffFile = comparison.diff
    }

    private static func pixel(_ rgb: [UInt8]) -> Pixel { Pixel(red: rgb[0], green: rgb[1], blue: rgb[2]) }

    private struct ExpectedFile: Decodable {
        struct Options: Decodable {
            let threshold: Double?
            let includeAA: Bool?
            let alpha: Double?
            let aaColor: [UInt8]?
            let diffColor: [UInt8]?
            let diffColorAlt: [UInt8]?
            let diffMask: Bool?
            let ignore: [[Int]]?
        }

        struct Comparison: Decodable {
            let name: String
            let options: Options
            let differentPixels: Int
            let antialiasedPixels: Int
            let largestDelta: Double
            let boundingBox: [Int]?
            let diff: String
        }

        let comparisons: [Comparison]
    }
}
