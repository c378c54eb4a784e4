import EaselDiff
import EaselGraphics
import Foundation
import Testing

/// Two folders matched by relative path, and two files.
@Suite struct ComparisonRunTests {
    @Test func everyImageGetsItsStatus() throws {
        let gallery = try Gallery()
        let run = try gallery.run()
        #expect(run.comparesFolders)
        #expect(run.images.map(\.name) == Gallery.names)
        let statuses = Dictionary(uniqueKeysWithValues: run.images.map { ($0.name, $0.status) })
        #expect(statuses == ["aa.png": .unchanged, "home/changed.png": .changed, "home/resized.png": .changed,
                             "new.png": .added, "old.png": .removed, "same.png": .unchanged])
        #expect(run.failures.map(\.name) == ["home/changed.png", "home/resized.png"])
        #expect(!run.passed)
    }

    @Test func figuresOfEachImage() throws {
        let run = try Gallery().run()
        let byName = Dictionary(uniqueKeysWithValues: run.images.map { ($0.name, $0) })
        let same = try #require(byName["same.png"])
        #expect(same.identicalBytes && same.difference == nil && !same.exceedsAllowance)
        let aa = try #require(byName["aa.png"]?.difference)
        #expect(aa.differentPixelCount == 0 && aa.antialiasedPixelCount > 0)
        let changed = try #require(byName["home/changed.png"])
        #expect(changed.difference?.differentPixelCount == 2)
        #expect(changed.difference?.boundingBox == PixelRect(x: 5, y: 2, width: 2, height: 1))
        #expect(changed.difference?.diffImage == nil)
        let resized = try #require(byName["home/resized.png"]?.difference)
        #expect(resized.sizesDiffer && resized.differentPixelCount == 8)
        let added = try #require(byName["new.png"])
        #expect(added.baselinePath == nil && added.currentPath == gallery(run).current + "/new.png")
        let removed = try #require(byName["old.png"])
        #expect(removed.currentPath == nil && removed.baselinePath == gallery(run).baseline + "/old.png")
    }

    private func gallery(_ run: ComparisonRun) -> (baseline: String, current: String) { (run.baseline, run.current) }

    @Test func theAllowanceDecidesWhatFails() throws {
        let run = try Gallery().run(allowance: Allowance(maxDiffPixels: 2))
        // Two pixels are allowed; a size change never is.
        #expect(run.failures.map(\.name) == ["home/resized.png"])
        #expect(try Gallery().run(allowance: Allowance(maxDiffPixels: 1)).failures.count == 2)
    }

    @Test func perImageIgnoreRegionsApply() throws {
        let ignore = IgnoreFile(byName: ["home/changed.png": [PixelRect(x: 5, y: 0, width: 2, height: 4)]])
        let run = try Gallery().run(ignoreFile: ignore)
        #expect(run.images.first { $0.name == "home/changed.png" }?.status == .unchanged)
        let everywhere = try Gallery().run(options: ComparisonOptions(ignoredRegions: [PixelRect(x: 0, y: 0, width: 6, height: 4)]))
        #expect(everywhere.images.first { $0.name == "home/changed.png" }?.difference?.differentPixelCount == 1)
    }

    @Test func theNumberOfJobsChangesNothing() throws {
        let gallery = try Gallery()
        #expect(try gallery.run(jobs: 1).images == (try gallery.run(jobs: 4).images))
    }

    @Test func twoFilesAreOneImageNamedAfterTheCurrentFile() throws {
        let gallery = try Gallery()
        let run = try ComparisonRun(comparing: gallery.baseline + "/home/changed.png", with: gallery.current + "/home/changed.png",
                                    jobs: 1)
        #expect(!run.comparesFolders)
        #expect(run.images.map(\.name) == ["changed.png"])
        #expect(run.images.first?.difference?.differentPixelCount == 2)
    }

    @Test func badInputNamesTheFile() throws {
        let gallery = try Gallery()
        #expect(throws: DiffError.missing(path: gallery.folder.path("nowhere"))) {
            try ComparisonRun(comparing: gallery.baseline, with: gallery.folder.path("nowhere"), jobs: 1)
        }
        #expect(throws: DiffError.mixedKinds(folder: gallery.baseline, file: gallery.current + "/new.png")) {
            try ComparisonRun(comparing: gallery.baseline, with: gallery.current + "/new.png", jobs: 1)
        }
        try gallery.folder.write(Data("GIF89a".utf8), to: "current/same.png")
        #expect(throws: DiffError.image(.notPNG(file: gallery.current + "/same.png"))) {
            try gallery.run()
        }
    }

    @Test func aTruncatedPNGIsBadInputEvenWithAnIdenticalTwin() throws {
        let gallery = try Gallery()
        let truncated = try gallery.folder.read("baseline/home/changed.png").prefix(40)
        try gallery.folder.write(Data(truncated), to: "baseline/home/changed.png")
        #expect(throws: DiffError.image(.truncated(file: gallery.baseline + "/home/changed.png", length: 40))) {
            try gallery.run()
        }
        // Files with the same bytes are equal without decoding, even when not PNG.
        try gallery.folder.write(Data(truncated), to: "current/home/changed.png")
        #expect(try gallery.run().images.first { $0.name == "home/changed.png" }?.status == .unchanged)
    }
}
