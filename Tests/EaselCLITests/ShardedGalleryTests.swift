import Foundation
import Testing

/// A CI matrix of three machines, each rendering its shard of a gallery and comparing
/// it with the baseline, and a job merging the shards: the merged report is exactly the
/// unsharded run's.
@Suite struct ShardedGalleryTests {
    @Test func renderAndCompareShardsHoldTheSameScenesAndMergeIntoTheWholeRunsReport() throws {
        // Shards by FNV-1a of the names, modulo 3: colors and clips-to-bounds in 1,
        // transform in 2, content-mode in 3.
        let folder = try RenderCommandTests.Folder(scenes: ["colors.yaml", "clips-to-bounds.yaml", "content-mode.yaml"])
        #expect(try folder.easel("render", "scenes", "-o", "baseline").status == 0)
        // Now colors changes, content-mode is gone and transform is new.
        let colors = try String(contentsOfFile: folder.path + "/scenes/colors.yaml", encoding: .utf8)
        try folder.write(colors.replacingOccurrences(of: "\"#FF9500\"", with: "\"#0000FF\""), to: "scenes/colors.yaml")
        try FileManager.default.removeItem(atPath: folder.path + "/scenes/content-mode.yaml")
        try FileManager.default.copyItem(atPath: RenderCommandTests.scenes + "/transform.yaml",
                                         toPath: folder.path + "/scenes/transform.yaml")

        #expect(try folder.easel("render", "scenes", "-o", "current").status == 0)
        let whole = try folder.easel("compare", "baseline", "current", "--report", "report",
                                     "--json", "summary.json", "--junit", "junit.xml", "--markdown", "summary.md")
        #expect(whole.status == 1, "\(whole)")
        let reports = ["report/index.html", "summary.json", "junit.xml", "summary.md"]
        let wholeReports = try reports.map { try Data(contentsOf: URL(fileURLWithPath: folder.path + "/" + $0)) }

        // Each machine has only its own shard's current images (shard 3 none: render still
        // leaves the empty folder its compare reads).
        for shard in 1...3 {
            try? FileManager.default.removeItem(atPath: folder.path + "/current")
            let render = try folder.easel("render", "scenes", "--shard", "\(shard)/3", "-o", "current")
            #expect(render.status == 0, "\(render)")
            #expect(folder.files(in: "current").filter { !$0.contains("/") } == [["clips-to-bounds", "colors"], ["transform"], []][shard - 1])
            let compare = try folder.easel("compare", "baseline", "current", "--shard", "\(shard)/3", "--report", "shard-\(shard)")
            #expect(compare.status == (shard == 1 ? 1 : 0), "\(compare)")
        }
        let merged = try folder.easel("report", "--merge", "shard-1", "shard-2", "shard-3", "--output", "report",
                                      "--json", "summary.json", "--junit", "junit.xml", "--markdown", "summary.md")
        #expect(merged.status == 1, "\(merged)")
        #expect(merged.output == whole.output)
        for (name, bytes) in zip(reports, wholeReports) {
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/" + name)) == bytes, "\(name)")
        }
        #expect(String(decoding: wholeReports[3], as: UTF8.self) == """
            ### easel compare: failed

            4 images: 1 unchanged · 1 changed · 1 added · 1 removed · **1 failed**

            | | image | status | figures |
            |---|---|---|---|
            | ✗ | colors/last.png | changed | 750 pixels differ (6.25%), over the allowance of 0 pixels |
            | · | content-mode/last.png | removed | removed: only in the baseline |
            | · | transform/last.png | added | added: only in the current images |

            """)
    }
}
