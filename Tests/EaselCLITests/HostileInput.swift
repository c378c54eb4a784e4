import Foundation
import Testing

/// An input built to exhaust memory or time, as a hostile pull request would hand it
/// to a CI job: its files (made when the case runs, some of them megabytes), the
/// command that meets them, the message `easel` must stop with, and the most memory
/// it may take on the way. Each is a row of the bad-input table in
/// `docs/RELIABILITY.md` too.
struct HostileInput: CustomTestStringConvertible, Sendable {
    /// The class of bad input, with its command, exit status and message.
    let badInput: BadInputCase
    /// The files, by name, made in a scratch folder before the command runs.
    let files: @Sendable () -> [String: [UInt8]]

    var testDescription: String { badInput.name }

    /// The most resident memory any run may reach: a quarter of the gigabyte the
    /// issue allows, for files up to the 16 MiB a scene file may have.
    static let peakMemoryBound = 256 << 20

    private init(_ name: String, _ arguments: [String], _ message: String,
                 files: @escaping @Sendable () -> [String: [UInt8]]) {
        badInput = BadInputCase(name: name, arguments: arguments, status: 2, message: message)
        self.files = files
    }
}

extension HostileInput {
    static let all: [HostileInput] = scenes + images

    private static let tooManyValues = "the document holds more than 1000000 values, counting keys and the values aliases repeat (change it with --limit document-nodes=…)"

    static let scenes: [HostileInput] = [
        .init("YAML alias bomb", ["render", "laughs.yaml"], "laughs.yaml:8:12: " + tooManyValues) {
            // Nine anchors, each a list of nine aliases of the one before: 9⁹ values.
            var text = "lol:\n  l0: &l0 [x, x, x, x, x, x, x, x, x]\n"
            for level in 1..<9 {
                text += "  l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
            }
            return ["laughs.yaml": Array((text + "size: [100, 100]\nroot: {class: View}\n").utf8)]
        },
        .init("JSON nested 100000 deep", ["render", "deeper.json"],
              "deeper.json:1:257: syntax error: values nest more than 256 levels deep") {
            ["deeper.json": Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)]
        },
        .init("JSON of four million values", ["render", "wide.json"], "wide.json:2:1999986: " + tooManyValues) {
            ["wide.json": Array(("{\"size\": [100, 100], \"root\": {\"class\": \"View\"},\n \"x\": ["
                                 + Array(repeating: "0", count: 4_000_000).joined(separator: ",") + "]}").utf8)]
        },
        .init("a million tiny views", ["render", "views.yaml"], "views.yaml:333334:15: " + tooManyValues) {
            ["views.yaml": Array(("size: [100, 100]\nroot:\n  class: View\n  subviews:\n"
                                  + String(repeating: "    - {class: View}\n", count: 700_000)).utf8)]
        },
        .init("an equation of a million terms", ["render", "terms.yaml"],
              #"terms.yaml:2:86: root.subviews[0].constraints[0]: expected a constant, found "a.width""#) {
            ["terms.yaml": Array(("size: [100, 100]\nroot: {class: View, subviews: [{class: View, id: a, constraints: [\"width = a.width"
                                  + String(repeating: " + a.width", count: 1_000_000) + "\"]}]}\n").utf8)]
        },
        .init("constraints over the limit", ["render", "constraints.yaml"],
              "constraints.yaml:5:7: root.subviews[0].constraints: the views have more than 40000 constraints (change it with --limit constraints=…)") {
            ["constraints.yaml": Array(("size: [100, 100]\nroot:\n  class: View\n  subviews:\n    - class: View\n      constraints:\n"
                                        + String(repeating: "        - width = 10\n", count: 40_001)).utf8)]
        },
        .init("a timeline of a million events", ["render", "events.yaml"], "events.yaml:200001:5: " + tooManyValues) {
            // Each event after the first is an alias of it, five values each.
            ["events.yaml": Array(("size: [100, 100]\nroot: {class: View, id: v}\nevents:\n  - &e {at: 1, setNeedsLayout: v}\n"
                                   + String(repeating: "  - *e\n", count: 999_999)).utf8)]
        },
        .init("events over the limit", ["render", "some-events.yaml"],
              "some-events.yaml:10004:5: events[10000]: the timeline has 10001 events, over the limit of 10000 (change it with --limit events=…)") {
            ["some-events.yaml": Array(("size: [100, 100]\nroot: {class: View, id: v}\nevents:\n"
                                        + String(repeating: "  - {at: 1, setNeedsLayout: v}\n", count: 10_001)).utf8)]
        },
        .init("a label of 15 million characters", ["render", "text.yaml"],
              "text.yaml:2:28: root.text: the text is 15000000 characters long, over the limit of 10000 (change it with --limit text-length=…)") {
            ["text.yaml": Array(("size: [100, 100]\nroot: {class: Label, text: \"" + String(repeating: "a", count: 15_000_000) + "\"}\n").utf8)]
        },
    ]

    static let images: [HostileInput] = [
        .init("PNG bombs compared", ["compare", "bomb-a.png", "bomb-b.png"],
              "easel: bomb-a.png: the image is 16384 × 16384 pixels, over the limit of 67108864 pixels (change it with --limit pixels=…)") {
            // 1 GiB of pixels each, in 6.6 MB.
            let bomb = PNGBomb.image(width: 16384, height: 16384)
            return ["bomb-a.png": bomb, "bomb-b.png": bomb]
        },
        .init("PNG pair over the memory limit", ["compare", "big-a.png", "big-b.png", "--limit", "memory=268435456"],
              "easel: big-b.png: comparing it with big-a.png would hold 515241080 bytes at once, over the limit of 268435456 (change it with --limit memory=…)") {
            let big = PNGBomb.image(width: 8000, height: 8000)
            return ["big-a.png": big, "big-b.png": big]
        },
        .init("PNG with data after its image", ["compare", "dot.png", "tail.png"],
              "easel: tail.png: corrupt PNG: IDAT: the compressed data goes on after the image ends") {
            // 1 × 1 pixels, then 1 GiB of zeros that libpng would inflate.
            ["dot.png": PNGBomb.image(width: 1, height: 1), "tail.png": PNGBomb.image(width: 1, height: 1, trailingBytes: 1 << 30)]
        },
        .init("ignore file of 2 MiB", ["compare", "dot.png", "dot.png", "--ignore-file", "ignore.json"],
              "easel: ignore.json: cannot read the ignore file: the file is 2097152 bytes, over the limit of 1048576") {
            // Valid JSON, padded with spaces: the size alone is refused, before reading.
            let text = #"{"ignore": {}}"#
            return ["dot.png": PNGBomb.image(width: 1, height: 1),
                    "ignore.json": Array((text + String(repeating: " ", count: 2_097_152 - text.utf8.count)).utf8)]
        },
        .init("PNG bomb named by a scene", ["render", "bomb.yaml"],
              #"bomb.yaml:2:33: root.image: image file "bomb.png" cannot be used: unsupported PNG: the image is 16384 × 16384 pixels, over the limit of 67108864 pixels in all"#) {
            ["bomb.yaml": Array("size: [100, 100]\nroot: {class: ImageView, image: bomb.png}\n".utf8),
             "bomb.png": PNGBomb.image(width: 16384, height: 16384)]
        },
    ]
}
