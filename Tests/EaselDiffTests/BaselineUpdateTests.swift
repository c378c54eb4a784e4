import EaselDiff
import Foundation
import Testing

/// `--update`: the changed and added images copied into the baseline, nothing else.
@Suite struct BaselineUpdateTests {
    @Test func copiesTheChangedAndAddedImagesAndSaysWhich() throws {
        let gallery = try Gallery()
        let before = try Dictionary(uniqueKeysWithValues: gallery.folder.files().map { ($0, try gallery.folder.read($0)) })
        let copies = try BaselineUpdate.apply(try gallery.run())
        #expect(copies.map(\.name) == ["home/changed.png", "home/resized.png", "new.png"])
        #expect(copies.map(\.to) == ["home/changed.png", "home/resized.png", "new.png"].map { gallery.baseline + "/" + $0 })
        #expect(copies.map(\.from) == ["home/changed.png", "home/resized.png", "new.png"].map { gallery.current + "/" + $0 })
        let after = try gallery.folder.files()
        #expect(after == (Array(before.keys) + ["baseline/new.png"]).sorted())
        for file in after {
            let copied = copies.contains { "baseline/" + $0.name == file }
            let expected = copied ? before["current/" + file.dropFirst("baseline/".count)] : before[file]
            #expect(try gallery.folder.read(file) == expected, "\(file)")
        }
        // Now the two folders agree, but for the removed image, which stays.
        let again = try gallery.run()
        #expect(again.passed)
        #expect(again.images.filter { $0.status != .unchanged }.map(\.name) == ["old.png"])
    }

    @Test func twoFilesReplaceTheBaselineFile() throws {
        let gallery = try Gallery()
        let baseline = gallery.baseline + "/home/changed.png", current = gallery.current + "/home/changed.png"
        let copies = try BaselineUpdate.apply(try ComparisonRun(comparing: baseline, with: current, jobs: 1))
        #expect(copies.map(\.name) == ["changed.png"])
        #expect(copies.map(\.from) == [current] && copies.map(\.to) == [baseline])
        #expect(try gallery.folder.read("baseline/home/changed.png") == gallery.folder.read("current/home/changed.png"))
    }
}
