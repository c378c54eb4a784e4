import EaselDiff
import Foundation
import Testing

/// The report's folder: what it stores of each image, and which folders it may reuse.
@Suite struct ReportFolderTests {
    @Test func storesThePicturesOfEveryImageThatIsNotUnchanged() throws {
        let gallery = try Gallery()
        let report = try ReportFolder(preparing: gallery.folder.path("report"))
        let run = try gallery.run(report: report)
        try HTMLReport(run, in: report).write()
        let files = try gallery.folder.files().filter { $0.hasPrefix("report/") }
        #expect(files == ["report/images/home/changed.png/baseline.png", "report/images/home/changed.png/current.png",
                          "report/images/home/changed.png/diff.png", "report/images/home/resized.png/baseline.png",
                          "report/images/home/resized.png/current.png", "report/images/home/resized.png/diff.png",
                          "report/images/new.png/current.png", "report/images/old.png/baseline.png", "report/index.html"])
        // Copies are the files' own bytes; the diff is pixelmatch's image.
        #expect(try gallery.folder.read("report/images/home/changed.png/current.png") == gallery.folder.read("current/home/changed.png"))
        let diff = try RGBAImage(contentsOfFile: gallery.folder.path("report/images/home/changed.png/diff.png"))
        let expected = ImageDifference(baseline: try RGBAImage(contentsOfFile: gallery.baseline + "/home/changed.png"),
                                       current: try RGBAImage(contentsOfFile: gallery.current + "/home/changed.png"),
                                       producingDiffImage: true).diffImage
        #expect(diff == expected)
    }

    @Test func anEarlierReportIsReplaced() throws {
        let gallery = try Gallery()
        let first = try ReportFolder(preparing: gallery.folder.path("report"))
        try HTMLReport(try gallery.run(report: first), in: first).write()
        try gallery.folder.write(Data("stale".utf8), to: "report/images/gone.png/diff.png")
        try gallery.folder.write(Data("{}".utf8), to: "report/summary.json")
        let second = try ReportFolder(preparing: gallery.folder.path("report"))
        try HTMLReport(try gallery.run(report: second), in: second).write()
        let files = try gallery.folder.files()
        #expect(!files.contains("report/images/gone.png/diff.png"))
        #expect(files.contains("report/summary.json"))
        #expect(files.contains("report/images/new.png/current.png"))
    }

    @Test func aFolderWithOtherFilesIsLeftAlone() throws {
        let folder = try ImageFolder()
        try folder.write(Data("mine".utf8), to: "documents/thesis.txt")
        #expect(throws: DiffError.reportFolderInUse(path: folder.path("documents"))) {
            try ReportFolder(preparing: folder.path("documents"))
        }
        #expect(try folder.files() == ["documents/thesis.txt"])
        #expect(throws: DiffError.reportFolderInUse(path: folder.path("documents/thesis.txt"))) {
            try ReportFolder(preparing: folder.path("documents/thesis.txt"))
        }
    }
}
