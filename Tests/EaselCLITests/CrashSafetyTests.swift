import EaselGraphics
import Foundation
import Testing

/// `kill -9` at random instants (seeded, so every run kills at the same fractions of
/// the work) leaves every file `easel` writes either as it was or whole and new:
/// never a truncated PNG, and temporary files only of killed runs, removed by the
/// next run that writes there.
@Suite(.serialized) struct CrashSafetyTests {
    static let kills = 20
    /// How many kills must land inside the writing for the test to have tested
    /// anything: the instants are drawn over a complete run measured once, and a
    /// loaded machine stretches later runs, so fewer land inside than the 40–60 % the
    /// writing takes of a run. The checks hold for every kill regardless.
    static let landedInside = 2
    /// How far the kills go on past `kills` while fewer than `landedInside` landed
    /// inside, so that a loaded machine lengthens the test instead of failing it.
    static let maximumKills = 60

    /// Two variants of a 61-frame `capture: every` scene render into the same folder,
    /// each run the variant its first frame is not, and each killed at a random instant. After each kill, every frame is
    /// byte for byte the frame of one of the two complete renders, and the frames the
    /// killed run replaced are a prefix (frames are written in order, each whole); the
    /// trace is one of the two complete traces.
    @Test func aRenderKilledAtRandomInstantsLeavesOnlyWholeFrames() throws {
        let folder = try Scratch()
        let steps = 60
        try LongScene(steps: steps, background: "white").write(to: folder.path("a/long.yaml"))
        try LongScene(steps: steps, background: "systemYellow").write(to: folder.path("b/long.yaml"))
        let arguments = { (variant: String) in ["render", "\(variant)/long.yaml", "-o", "out", "--trace", "trace.jsonl"] }

        // The complete renders: what every file must be after any kill.
        _ = try KilledRun.timed(arguments("b"), in: folder.path)
        let framesB = try folder.files(in: "out/long"), traceB = try folder.read("trace.jsonl")
        let duration = try KilledRun.timed(arguments("a"), in: folder.path)
        let framesA = try folder.files(in: "out/long"), traceA = try folder.read("trace.jsonl")
        let expected = ["a": framesA, "b": framesB]
        let frames = framesA.keys.sorted()
        #expect(frames.count == steps + 1, "a frame per step and the first")
        #expect(Set(frames) == Set(framesB.keys))
        for name in frames where name.hasSuffix(".png") { _ = try Image(contentsOfFile: folder.path("out/long/" + name)) }

        var random = SeededRandom(seed: 10)
        var current = framesA
        var killedPIDs: Set<Int32> = []
        var interrupted = 0
        var kills = 0
        for kill in 0..<Self.maximumKills {
            if kill >= Self.kills, interrupted >= Self.landedInside { break }
            kills += 1
            // The variant the first frame is not, so that whatever the run writes shows.
            let variant = current[frames[0]] == framesA[frames[0]] ? "b" : "a"
            let delay = Double.random(in: 0...(duration * 1.1), using: &random)
            let run = try KilledRun.run(arguments(variant), in: folder.path, killAfter: delay)
            killedPIDs.insert(run.pid)
            let context = "kill \(kill) of a render of \(variant) after \(delay) s"

            let found = try folder.files(in: "out/long")
            #expect(found.keys.sorted() == frames, "\(context): the frames are all there, and nothing else")
            // The run replaced a prefix of the frames with its own; the rest are as they were.
            let new = expected[variant]!
            let replaced = frames.prefix { found[$0] == new[$0] }.count
            for name in frames[replaced...] {
                #expect(found[name] == current[name], "\(context): \(name) is neither the old frame nor the new one")
            }
            if found != current, found != new {
                interrupted += 1
                // The frame after the last one replaced was being written when the kill came:
                // it is still the old one, whole.
                _ = try Image(contentsOfFile: folder.path("out/long/" + frames[replaced]))
            }
            let trace = try? folder.read("trace.jsonl")
            #expect(trace == traceA || trace == traceB, "\(context): the trace is a complete one")
            for (path, pid) in KilledRun.temporaryFiles(in: folder.path) {
                #expect(killedPIDs.contains(pid), "\(context): \(path) is no killed run's temporary file")
            }
            current = found
        }
        #expect(interrupted >= Self.landedInside, "only \(interrupted) of \(kills) kills landed inside the render")

        // A complete run afterwards removes what the killed runs left.
        _ = try KilledRun.timed(arguments("a"), in: folder.path)
        #expect(KilledRun.temporaryFiles(in: folder.path).map(\.path) == [])
        #expect(try folder.files(in: "out/long") == framesA)
    }

    /// `easel compare --update` copies one of two sets of 24 images (of 1 MB each, see
    /// `PaddedPNG`) over one baseline, the set its first image is not; each run is
    /// killed at a random instant.
    /// After each kill every baseline image is, byte for byte, one of the two versions,
    /// and the JSON summary is absent or whole.
    @Test func aBaselineUpdateKilledAtRandomInstantsLeavesEachReferenceOldOrNew() throws {
        let folder = try Scratch()
        var random = SeededRandom(seed: 11)
        let names = (0..<24).map { String(format: "screen-%02d.png", $0) }
        var versions: [String: [String: Data]] = ["a": [:], "b": [:]]
        for variant in ["a", "b"] {
            for name in names {
                let bytes = (0..<(16 * 16 * 4)).map { index in index % 4 == 3 ? 255 : UInt8.random(in: 0...255, using: &random) }
                let png = try #require(PaddedPNG.data(Image(width: 16, height: 16, rgbaBytes: bytes), padding: 1 << 20))
                try png.write(to: URL(fileURLWithPath: folder.path("\(variant)/\(name)")))
                versions[variant]![name] = png
            }
        }
        for name in names { try versions["a"]![name]!.write(to: URL(fileURLWithPath: folder.path("baseline/\(name)"))) }
        let arguments = { (variant: String) in
            ["compare", "baseline", variant, "--update", "--json", "summary.json", "--jobs", "2"]
        }
        // A complete update each way, for its duration; the baseline ends as a.
        _ = try? Easel.run(arguments("b"), in: folder.path)
        let start = DispatchTime.now()
        _ = try Easel.run(arguments("a"), in: folder.path)
        let duration = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        #expect(try folder.files(in: "baseline") == versions["a"]!)

        var killedPIDs: Set<Int32> = []
        var mixed = 0
        var kills = 0
        // When the copying happens: a kill before it leaves the baseline as it was, one
        // after it leaves every image new, and the next kill aims between the two.
        var window = 0...(duration * 1.1)
        for kill in 0..<Self.maximumKills {
            if kill >= Self.kills, mixed >= Self.landedInside { break }
            kills += 1
            // The variant the first image is not: it is copied first, so whatever the run copies shows.
            let first = try folder.read("baseline/" + names[0])
            let variant = first == versions["a"]![names[0]] ? "b" : "a"
            let before = try folder.files(in: "baseline")
            let delay = Double.random(in: window, using: &random)
            let run = try KilledRun.run(arguments(variant), in: folder.path, killAfter: delay)
            killedPIDs.insert(run.pid)
            let context = "kill \(kill) of an update to \(variant) after \(delay) s"
            let baseline = try folder.files(in: "baseline")
            #expect(baseline.keys.sorted() == names, "\(context): the baseline holds its images and nothing else")
            for name in names {
                #expect(baseline[name] == versions["a"]![name] || baseline[name] == versions["b"]![name],
                        "\(context): \(name) is neither the old reference nor the new one")
            }
            if Set(names.map { baseline[$0] == versions["a"]![$0] }).count == 2 { mixed += 1 }
            if baseline == before {
                window = delay...window.upperBound
            } else if names.allSatisfy({ baseline[$0] == versions[variant]![$0] }) {
                window = window.lowerBound...delay
            }
            // Runs vary in speed: when the bounds close in, aim anywhere again.
            if window.upperBound - window.lowerBound < duration / 100 { window = 0...(duration * 1.1) }
            if let summary = try? folder.read("summary.json") {
                #expect((try? JSONSerialization.jsonObject(with: summary)) != nil, "\(context): summary.json is not whole")
            }
            for (path, pid) in KilledRun.temporaryFiles(in: folder.path) {
                #expect(killedPIDs.contains(pid), "\(context): \(path) is no killed run's temporary file")
            }
        }
        #expect(mixed >= Self.landedInside, "only \(mixed) of \(kills) kills landed inside the update")

        let outcome = try Easel.run(arguments("a"), in: folder.path)
        #expect(outcome.status == 0, "\(outcome)")
        #expect(KilledRun.temporaryFiles(in: folder.path).map(\.path) == [])
        #expect(try folder.files(in: "baseline") == versions["a"]!)
    }
}
