import EaselPort
import Foundation
import Testing

/// Each iOS fixture ports to exactly the file UIKitSwift5Tests compiles and runs
/// (PortedRatingControlTests, PortedScrollObserverTests, PortedMorphingLabelTests,
/// PortedSpinnerLayerTests, PortedRingLayerTests, PortedDayStripTests), so what `easel
/// port` writes is shown to compile on Linux and to behave.
@Suite struct PortedFixtureTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: ["RatingControl.swift", "ScrollObserver.swift", "MorphingLabel.swift", "SpinnerLayer.swift",
                      "RingLayer.swift", "DayStrip.swift"])
    func theFixturePortsToTheCompiledFile(name: String) throws {
        let original = try Data(contentsOf: Self.tests.appendingPathComponent("EaselPortTests/Fixtures/" + name))
        let compiled = try Data(contentsOf: Self.tests.appendingPathComponent("UIKitSwift5Tests/" + name))
        let ported = try Porter.port([Porter.Source(path: name, bytes: Array(original))])
        #expect(ported.first.map { Data($0.ported) } == compiled)
        #expect(ported.first?.changes.filter { $0.kind == .needsHandEdit } == [])
    }
}
