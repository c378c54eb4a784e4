import EaselScene
import Foundation
import Yams

/// `easel-bench scene-read`: loading a scene of 2,000 cards (every key checked, every
/// value decoded, the limits applied, YAML aliases counted while the text is read)
/// against `Yams.compose`, the composer Easel's reader replaced, which only parses the
/// same text into a node tree. A ratio above 1 means the whole load, alias counting
/// included, costs less than the parse it replaced did alone. The second case writes
/// every card as an alias of the first, which the count reads once and never expands.
struct SceneReadBenchmark: Benchmark {
    let name = "scene-read"

    private static func scene(aliased: Bool) -> String {
        var text = "size: [390, 844]\nroot:\n  class: View\n  subviews:\n"
        for index in 0..<2000 {
            if aliased, index > 0 {
                text += "    - *card\n"
                continue
            }
            text += "    - \(aliased ? "&card " : ""){class: Label, frame: [\(index % 10 * 39), \(index / 10 * 4), 36, 4], "
                + "text: \"Card \(index)\", backgroundColor: systemBlue, cornerRadius: 4, alpha: 0.9}\n"
        }
        return text
    }

    func run() throws -> [BenchmarkResult] {
        let url = URL(fileURLWithPath: "/tmp/scene-read.yaml")
        return try [false, true].map { aliased in
            let text = Self.scene(aliased: aliased)
            let times = try interleavedMedianMilliseconds(repetitions: 21, [
                { _ = try Scene(text: text, format: .yaml, url: url) },
                { _ = try Yams.compose(yaml: text) },
            ])
            return BenchmarkResult(name: aliased ? "scene-read.aliases" : "scene-read", unit: "ms", easel: times[0],
                                   baselineName: "Yams.compose (parse only)", baseline: times[1], goal: 1,
                                   details: ["cards": 2000, "bytes": Double(text.utf8.count)])
        }
    }
}
