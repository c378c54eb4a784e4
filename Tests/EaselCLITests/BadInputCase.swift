import EaselGraphics
import Foundation
import Testing

/// One class of bad input, as `docs/RELIABILITY.md` lists it: the command that
/// meets it, the exit status, and the first line of what `easel` prints to
/// standard error.
struct BadInputCase: CustomTestStringConvertible, Sendable {
    /// The class, as the table's first column names it.
    let name: String
    /// The arguments, run in a `BadInputFolder`.
    let arguments: [String]
    let status: Int32
    let message: String
    /// Whether to run it as an unprivileged user (permissions do not stop root).
    var unprivileged = false

    var testDescription: String { name }

    /// The command as the table shows it.
    var command: String {
        (["easel"] + arguments).map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
    }

    /// The row of the table in `docs/RELIABILITY.md`.
    var row: String { "| \(name) | `\(command)` | \(status) | `\(message)` |" }
}

extension BadInputCase {
    /// Every class of bad input: scenes, PNGs, options, folders.
    static let all: [BadInputCase] = scenes + limits + pngs + options + folders + runs

    static let scenes: [BadInputCase] = [
        .init(name: "scene file missing", arguments: ["render", "missing.yaml"], status: 2,
              message: "missing.yaml: cannot read the scene file: no such file or folder"),
        .init(name: "not a scene file", arguments: ["render", "notes.txt"], status: 2,
              message: #"notes.txt: a scene file is YAML (.yaml, .yml) or JSON (.json); this one has the extension ".txt""#),
        .init(name: "not UTF-8", arguments: ["render", "binary.yaml"], status: 2, message: "binary.yaml: the file is not UTF-8 text"),
        .init(name: "YAML syntax", arguments: ["render", "syntax.yaml"], status: 2,
              message: "syntax.yaml:2:5: syntax error: did not find expected ',' or ']' (while parsing a flow sequence at 1:7)"),
        .init(name: "JSON syntax", arguments: ["render", "syntax.json"], status: 2,
              message: "syntax.json:1:22: syntax error: expected a key in double quotes"),
        .init(name: "empty scene", arguments: ["render", "empty.yaml"], status: 2, message: "empty.yaml: the scene is empty"),
        .init(name: "JSON nested too deep", arguments: ["render", "deep.json"], status: 2,
              message: "deep.json:1:257: syntax error: values nest more than 256 levels deep"),
        .init(name: "YAML nested too deep", arguments: ["render", "deep.yaml"], status: 2,
              message: "deep.yaml:1:257: syntax error: collections nest more than 256 levels deep"),
        .init(name: "unknown key", arguments: ["render", "unknown-key.yaml"], status: 2,
              message: #"unknown-key.yaml:2:21: root.bakgroundColor: unknown key; did you mean "backgroundColor"?"#),
        .init(name: "wrong type", arguments: ["render", "wrong-type.yaml"], status: 2,
              message: #"wrong-type.yaml:2:28: root.alpha: expected a number from 0 to 1, found "high""#),
        .init(name: "NaN", arguments: ["render", "nan.yaml"], status: 2,
              message: #"nan.yaml:2:28: root.alpha: expected a number from 0 to 1, found ".nan", which is not a number"#),
        .init(name: "infinity", arguments: ["render", "infinite.json"], status: 2,
              message: "infinite.json:1:14: size[1]: expected a positive number, found 1e999, which is infinite"),
        .init(name: "negative size", arguments: ["render", "negative.yaml"], status: 2,
              message: "negative.yaml:2:35: root.frame[2]: expected a number of at least 0, found -10"),
        .init(name: "image missing", arguments: ["render", "missing-image.yaml"], status: 2,
              message: #"missing-image.yaml:2:33: root.image: image file "nowhere.png" not found"#),
        .init(name: "image outside the folder", arguments: ["render", "scenes/outside.yaml"], status: 2,
              message: #"scenes/outside.yaml:2:33: root.image: image file "../dot.png" is outside the scene's folder (allow it with --allow-outside)"#),
        .init(name: "image not a PNG", arguments: ["render", "text-image.yaml"], status: 2,
              message: #"text-image.yaml:2:33: root.image: image file "notes.txt" cannot be used: not a PNG image: it does not start with the PNG signature"#),
    ]

    static let limits: [BadInputCase] = [
        .init(name: "window over the pixels a side", arguments: ["render", "big-window.yaml"], status: 2,
              message: "big-window.yaml:1:7: size: the window (size × scale) is 20000 × 10 pixels, over the limit of 16384 pixels a side (change it with --limit pixels-per-side=…)"),
        .init(name: "frame over the pixels a frame", arguments: ["render", "big-frame.yaml"], status: 2,
              message: "big-frame.yaml:1:7: size: the window and its drawing views make 67118864 pixels a frame, over the limit of 67108864 (change it with --limit pixels-per-frame=…)"),
        .init(name: "image over the pixels a side", arguments: ["render", "huge-image.yaml"], status: 2,
              message: #"huge-image.yaml:2:33: root.image: image file "huge.png" cannot be used: unsupported PNG: the image is 16385 × 1 pixels, over the limit of 16384 pixels a side"#),
        .init(name: "too many views", arguments: ["render", "three-views.yaml", "--limit", "views=2"], status: 2,
              message: "three-views.yaml:2:7: root: the scene has 3 views, over the limit of 2 (change it with --limit views=…)"),
        .init(name: "views nested too deep", arguments: ["render", "nested-views.yaml", "--limit", "view-depth=2"], status: 2,
              message: "nested-views.yaml:2:57: root.subviews[0].subviews[0]: the view is nested 3 levels deep, over the limit of 2 (change it with --limit view-depth=…)"),
        .init(name: "timeline too long", arguments: ["render", "long.yaml"], status: 2,
              message: "long.yaml:2:11: duration: the timeline runs to 601 seconds, over the limit of 600 (change it with --limit duration=…)"),
        .init(name: "too many frames", arguments: ["render", "every.yaml"], status: 2,
              message: "every.yaml:3:10: capture: the capture can write 12001 frames, over the limit of 10000 (change it with --limit frames=…)"),
        .init(name: "scene file too large", arguments: ["render", "ok.yaml", "--limit", "scene-file-size=10"], status: 2,
              message: "ok.yaml: the file is 37 bytes, over the limit of 10 (change it with --limit scene-file-size=…)"),
        .init(name: "image file too large", arguments: ["render", "image.yaml", "--limit", "image-file-size=10"], status: 2,
              message: "image.yaml:2:33: root.image: the file is \(dot.count) bytes, over the limit of 10 (change it with --limit image-file-size=…)"),
    ]

    static let pngs: [BadInputCase] = [
        .init(name: "PNG not a PNG", arguments: ["compare", "dot.png", "notes.png"], status: 2,
              message: "easel: notes.png: not a PNG image: it does not start with the PNG signature"),
        .init(name: "PNG empty", arguments: ["compare", "dot.png", "empty.png"], status: 2,
              message: "easel: empty.png: not a PNG image: it is empty (0 bytes)"),
        .init(name: "PNG truncated", arguments: ["compare", "dot.png", "truncated.png"], status: 2,
              message: "easel: truncated.png: truncated PNG: the data ends after 40 bytes, before the image is complete"),
        .init(name: "PNG corrupt", arguments: ["compare", "dot.png", "corrupt.png"], status: 2,
              message: "easel: corrupt.png: corrupt PNG: IDAT: CRC error"),
        .init(name: "PNG too large", arguments: ["compare", "dot.png", "huge.png"], status: 2,
              message: "easel: huge.png: unsupported PNG: the image is 16385 × 1 pixels, over the limit of 16384 pixels a side"),
    ]

    static let options: [BadInputCase] = [
        .init(name: "--scale not positive", arguments: ["render", "ok.yaml", "--scale", "0"], status: 2,
              message: "Error: --scale must be a positive number, not 0.0."),
        .init(name: "--scale NaN", arguments: ["render", "ok.yaml", "--scale", "nan"], status: 2,
              message: "Error: --scale must be a positive number, not nan."),
        .init(name: "--scale not a number", arguments: ["render", "ok.yaml", "--scale", "big"], status: 2,
              message: "Error: The value 'big' is invalid for '--scale <scale>'"),
        .init(name: "--scale over the pixel budget", arguments: ["render", "ok.yaml", "--scale", "1000"], status: 2,
              message: "ok.yaml:1:7: size: the window (size × scale) is 100000 × 100000 pixels, over the limit of 16384 pixels a side (change it with --limit pixels-per-side=…)"),
        .init(name: "--shard out of range", arguments: ["render", "ok.yaml", "--shard", "3/2"], status: 2,
              message: "Error: --shard must be i/n with i from 1 to n, not 3/2."),
        .init(name: "--shard not i/n", arguments: ["render", "ok.yaml", "--shard", "half"], status: 2,
              message: "Error: The value 'half' is invalid for '--shard <i/n>'"),
        .init(name: "--shard past n", arguments: ["render", "ok.yaml", "--shard", "4/3"], status: 2,
              message: "Error: --shard must be i/n with i from 1 to n, not 4/3."),
        .init(name: "--capture unknown", arguments: ["render", "ok.yaml", "--capture", "soon"], status: 2,
              message: #"--capture: expected last, every, or times in seconds such as 0.25,0.5, found "soon""#),
        .init(name: "--jobs zero", arguments: ["render", "ok.yaml", "--jobs", "0"], status: 2,
              message: "Error: --jobs must be at least 1, not 0."),
        .init(name: "--device unknown", arguments: ["render", "ok.yaml", "--device", "iPhone 51"], status: 2,
              message: #"--device: unknown device "iPhone 51"; did you mean "iPhone 15"?"#),
        .init(name: "--appearance unknown", arguments: ["render", "ok.yaml", "--appearance", "dim"], status: 2,
              message: #"--appearance: unknown appearance "dim" (known: light, dark)"#),
        .init(name: "--content-size unknown", arguments: ["render", "ok.yaml", "--content-size", "larg"], status: 2,
              message: #"--content-size: unknown content size "larg"; did you mean "large"?"#),
        .init(name: "--layout-direction unknown", arguments: ["render", "ok.yaml", "--layout-direction", "up"], status: 2,
              message: #"--layout-direction: unknown layout direction "up" (known: leftToRight, rightToLeft)"#),
        .init(name: "--matrix with --appearance", arguments: ["render", "ok.yaml", "--matrix", "--appearance", "dark"],
              status: 2, message: "Error: --matrix sets the appearances and content sizes; give it without --appearance and --content-size."),
        .init(name: "--limit unknown", arguments: ["render", "ok.yaml", "--limit", "viewz=1"], status: 2,
              message: #"--limit: unknown limit "viewz"; did you mean "views"?"#),
        .init(name: "--limit not a number", arguments: ["render", "ok.yaml", "--limit", "views=many"], status: 2,
              message: #"--limit: expected a whole number of at least 1 for views, found "many""#),
        .init(name: "--threshold out of range", arguments: ["compare", "dot.png", "dot.png", "--threshold", "2"], status: 2,
              message: "Error: --threshold must be between 0 and 1, not 2.0."),
        .init(name: "compare --limit unknown", arguments: ["compare", "dot.png", "dot.png", "--limit", "pixel=1"], status: 2,
              message: #"Error: --limit: unknown limit "pixel"; the limits are pixels and memory"#),
        .init(name: "compare --limit not a number", arguments: ["compare", "dot.png", "dot.png", "--limit", "memory=lots"], status: 2,
              message: #"Error: --limit: expected a whole number of at least 1 for memory, found "lots""#),
        .init(name: "unknown option", arguments: ["render", "ok.yaml", "--frobnicate"], status: 2,
              message: "Error: Unknown option '--frobnicate'"),
    ]

    static let folders: [BadInputCase] = [
        .init(name: "folder missing", arguments: ["render", "nowhere"], status: 2,
              message: "nowhere: cannot read the scene file: no such file or folder"),
        .init(name: "folder empty", arguments: ["render", "empty-folder"], status: 2,
              message: "empty-folder: the folder holds no scene file (.yaml, .yml or .json)"),
        .init(name: "folder unreadable", arguments: ["render", "locked"], status: 2,
              message: "locked: cannot read the folder: Permission denied", unprivileged: true),
        .init(name: "compare folder missing", arguments: ["compare", "nowhere", "scenes"], status: 2,
              message: "easel: nowhere: no such file or folder"),
        .init(name: "output folder is a file", arguments: ["render", "ok.yaml", "-o", "notes.txt"], status: 1,
              message: "ok.yaml: render failed: cannot create the folder notes.txt/ok: Not a directory"),
        .init(name: "output folder not writable", arguments: ["render", "ok.yaml", "-o", "read-only/out"], status: 1,
              message: "ok.yaml: render failed: cannot create the folder read-only/out/ok: Permission denied", unprivileged: true),
    ]

    static let runs: [BadInputCase] = [
        .init(name: "report without a run folder", arguments: ["report"], status: 2,
              message: "Error: Give the run folder to report."),
        .init(name: "report of two folders without --merge", arguments: ["report", "scenes", "empty-folder"], status: 2,
              message: "Error: Give one run folder, or --merge to join 2 of them."),
        .init(name: "report --merge without --output", arguments: ["report", "--merge", "scenes", "empty-folder"], status: 2,
              message: "Error: --merge needs --output: the folder the joined report goes in."),
        .init(name: "report --merge of one folder twice", arguments: ["report", "--merge", "scenes", "scenes/", "--output", "out"], status: 2,
              message: "Error: scenes is given twice."),
        .init(name: "report folder missing", arguments: ["report", "nowhere"], status: 2,
              message: "easel: nowhere: no such file or folder"),
        .init(name: "report of a folder that is not a run", arguments: ["report", "empty-folder"], status: 2,
              message: "easel: empty-folder: not a run folder (it has no records/ folder; snapshot tests and easel compare --shard make one)"),
        .init(name: "snapshots accept --test and --image", arguments: ["snapshots", "accept", "empty-folder", "--test", "a", "--image", "b"], status: 2,
              message: "Error: Give --test or --image, not both."),
        .init(name: "snapshots accept of no run", arguments: ["snapshots", "accept", "nowhere"], status: 2,
              message: "easel: nowhere: no such file or folder"),
        .init(name: "snapshots unused of a folder that is not a run", arguments: ["snapshots", "unused", "empty-folder"], status: 2,
              message: "easel: empty-folder: not a run folder (it has no records/ folder; snapshot tests and easel compare --shard make one)"),
        .init(name: "compare --shard without --report", arguments: ["compare", "dot.png", "dot.png", "--shard", "1/2"], status: 2,
              message: "Error: --shard needs --report: the shard's records and pictures go in the report folder."),
        .init(name: "compare --shard out of range", arguments: ["compare", "dot.png", "dot.png", "--shard", "3/2", "--report", "out"], status: 2,
              message: "Error: --shard must be i/n with i from 1 to n, not 3/2."),
        .init(name: "compare --shard zero", arguments: ["compare", "dot.png", "dot.png", "--shard", "0/3", "--report", "out"], status: 2,
              message: "Error: --shard must be i/n with i from 1 to n, not 0/3."),
        .init(name: "compare --shard not i/n", arguments: ["compare", "dot.png", "dot.png", "--shard", "a/b", "--report", "out"], status: 2,
              message: "Error: The value 'a/b' is invalid for '--shard <i/n>'"),
        .init(name: "compare --metric unknown", arguments: ["compare", "dot.png", "dot.png", "--metric", "lab"], status: 2,
              message: "Error: The value 'lab' is invalid for '--metric <metric>'. Please provide one of 'yiq' and 'oklab'."),
        .init(name: "compare --window-size zero", arguments: ["compare", "dot.png", "dot.png", "--window-size", "0"], status: 2,
              message: "Error: --window-size must be at least 1, not 0."),
        .init(name: "compare --mask-color not RRGGBB", arguments: ["compare", "dot.png", "dot.png", "--mask-color", "pink"], status: 2,
              message: "Error: The value 'pink' is invalid for '--mask-color <RRGGBB>'"),
    ]

    /// A 1 × 1 red PNG.
    static let dot: Data = {
        let bitmap = Bitmap(width: 1, height: 1)
        bitmap[0, 0] = Pixel(red: 255, green: 0, blue: 0)
        return Image(bitmap: bitmap).pngData()!
    }()
}
