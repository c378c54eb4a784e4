import EaselGraphics
import Foundation
import Testing

/// `--jobs` on many inputs at once gives what one job gives, with nothing on standard
/// error: under ThreadSanitizer (`make test` runs this suite so), a data race in the
/// workers would print its report there and fail the run.
@Suite struct ParallelRunTests {
    @Test func compareWithManyJobsOnManyImagesMatchesOneJob() throws {
        let folder = try Scratch()
        var random = SeededRandom(seed: 12)
        // 48 pairs: a third identical, a third with a few changed pixels, a third resized.
        for index in 0..<48 {
            let name = String(format: "folder-%d/image-%02d.png", index % 4, index)
            var pixels = (0..<(40 * 30 * 4)).map { $0 % 4 == 3 ? 255 : UInt8.random(in: 0...255, using: &random) }
            try write(pixels, width: 40, height: 30, to: folder.path("baseline/" + name))
            switch index % 3 {
            case 0: break
            case 1: for pixel in stride(from: 0, to: index * 4, by: 4) { pixels[pixel] = ~pixels[pixel] }
            default: pixels += pixels.prefix(40 * 4)
            }
            try write(pixels, width: 40, height: index % 3 == 2 ? 31 : 30, to: folder.path("current/" + name))
        }
        let reports = ["--json", "summary.json", "--report", "report", "--junit", "junit.xml"]
        let one = try Easel.run(["compare", "baseline", "current", "--jobs", "1"] + reports, in: folder.path)
        let oneReports = try ["summary.json", "junit.xml", "report/index.html"].map { try folder.read($0) }
        let many = try Easel.run(["compare", "baseline", "current", "--jobs", "8"] + reports, in: folder.path)
        #expect(many.status == 1 && one.status == 1, "\(many)")
        #expect(many.output == one.output)
        #expect(many.errors == one.errors, "\(many)")
        #expect(!many.errors.contains("Sanitizer"), "\(many)")
        #expect(try ["summary.json", "junit.xml", "report/index.html"].map { try folder.read($0) } == oneReports)
    }

    @Test func renderWithManyJobsOnManyScenesMatchesOneJob() throws {
        let folder = try Scratch()
        for index in 0..<8 {
            try LongScene(steps: 4 + index, width: 60 + index, height: 40,
                          background: index % 2 == 0 ? "white" : "systemTeal").write(to: folder.path("scenes/scene-\(index).yaml"))
        }
        let one = try Easel.run(["render", "scenes", "--jobs", "1", "-o", "one"], in: folder.path)
        let many = try Easel.run(["render", "scenes", "--jobs", "4", "-o", "many"], in: folder.path)
        #expect(one.status == 0 && many.status == 0, "\(many)")
        #expect(many.errors == "", "\(many)")
        for index in 0..<8 {
            let scene = "scene-\(index)"
            let frames = try folder.files(in: "many/" + scene)
            #expect(frames.count == 5 + index)
            #expect(frames == (try folder.files(in: "one/" + scene)), "\(scene)")
        }
    }

    private func write(_ pixels: [UInt8], width: Int, height: Int, to path: String) throws {
        let png = try #require(Image(width: width, height: height, rgbaBytes: pixels).pngData())
        try png.write(to: URL(fileURLWithPath: path))
    }
}
