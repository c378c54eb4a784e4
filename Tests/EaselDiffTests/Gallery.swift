import EaselDiff
import EaselGraphics
import Foundation

/// A baseline folder and a current folder with one image of every kind: the same bytes,
/// anti-aliasing only, a changed pixel, a changed size, an added and a removed image,
/// plus files a comparison must pass over (not PNG, hidden).
struct Gallery {
    let folder: ImageFolder
    var baseline: String { folder.path("baseline") }
    var current: String { folder.path("current") }

    static let names = ["aa.png", "home/changed.png", "home/resized.png", "new.png", "old.png", "same.png"]

    init() throws {
        folder = try ImageFolder()
        let blue = TestImages.solid(8, 4, TestImages.blue)
        try folder.write(blue, to: "baseline/same.png")
        try folder.write(blue, to: "current/same.png")
        try folder.write(TestImages.circle(at: CGPoint(x: 20, y: 20)), to: "baseline/aa.png")
        try folder.write(TestImages.circle(at: CGPoint(x: 20.3, y: 19.8)), to: "current/aa.png")
        try folder.write(blue, to: "baseline/home/changed.png")
        try folder.write(TestImages.changing(blue, [(5, 2, TestImages.red), (6, 2, TestImages.red)]), to: "current/home/changed.png")
        try folder.write(blue, to: "baseline/home/resized.png")
        try folder.write(TestImages.solid(8, 5, TestImages.blue), to: "current/home/resized.png")
        try folder.write(TestImages.solid(2, 2, TestImages.red), to: "current/new.png")
        try folder.write(TestImages.solid(2, 2, TestImages.white), to: "baseline/old.png")
        for side in ["baseline", "current"] {
            try folder.write(Data("not an image".utf8), to: "\(side)/notes.txt")
            try folder.write(Data("not an image either".utf8), to: "\(side)/.hidden.png")
        }
    }

    /// The comparison of the two folders.
    func run(options: ComparisonOptions = ComparisonOptions(), allowance: Allowance = Allowance(),
             ignoreFile: IgnoreFile = IgnoreFile(), jobs: Int = 2, report: ReportFolder? = nil) throws -> ComparisonRun {
        try ComparisonRun(comparing: baseline, with: current, options: options, allowance: allowance,
                          ignoreFile: ignoreFile, jobs: jobs, report: report)
    }
}
