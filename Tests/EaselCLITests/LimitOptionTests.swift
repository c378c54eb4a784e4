import Foundation
import Testing

/// `--limit name=value`: listed with its defaults in the help, and applied by every
/// process of a parallel render.
@Suite struct LimitOptionTests {
    @Test func theHelpListsEveryLimitWithItsDefault() throws {
        let help = try Easel.run(["render", "--help"], in: NSTemporaryDirectory()).output
        for line in ["views: views in a scene (default 10000)", "view-depth: levels of views nested in one another (default 64)",
                     "frames: frames written by one render (default 10000)", "image-file-size: bytes of an image file (default 67108864)"] {
            #expect(help.contains(line), "\(help)")
        }
    }

    @Test func childProcessesOfAParallelRenderApplyTheLimits() throws {
        let folder = try BadInputFolder()
        let scenes = folder.path + "/pair"
        try FileManager.default.createDirectory(atPath: scenes, withIntermediateDirectories: true)
        for name in ["a.yaml", "b.yaml"] {
            try Data("size: [10, 10]\nroot: {class: View, subviews: [{class: View}]}\n".utf8)
                .write(to: URL(fileURLWithPath: scenes + "/" + name))
        }
        let outcome = try folder.easel(["render", "pair", "--jobs", "2", "--limit", "views=1", "-o", "out"], unprivileged: false)
        #expect(outcome.status == 2, "\(outcome)")
        for name in ["a", "b"] {
            #expect(outcome.errors.contains("pair/\(name).yaml:2:7: root: the scene has 2 views, over the limit of 1"), "\(outcome)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/a/last.png"))
    }
}
