import EaselPort
import Foundation
import Testing

/// The iOS fixture RatingControl.swift ports to exactly the file UIKitSwift5Tests
/// compiles and runs (PortedRatingControlTests), so what `easel port` writes is shown
/// to compile on Linux and to behave.
@Suite struct PortedFixtureTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    @Test func theRatingControlPortsToTheCompiledFile() throws {
        let original = try Data(contentsOf: Self.tests.appendingPathComponent("EaselPortTests/Fixtures/RatingControl.swift"))
        let compiled = try Data(contentsOf: Self.tests.appendingPathComponent("UIKitSwift5Tests/RatingControl.swift"))
        let ported = try Porter.port([Porter.Source(path: "RatingControl.swift", bytes: Array(original))])
        #expect(ported.first.map { Data($0.ported) } == compiled)
        #expect(ported.first?.changes.filter { $0.kind == .needsHandEdit } == [])
    }
}
