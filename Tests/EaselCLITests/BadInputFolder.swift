import EaselGraphics
import Foundation

/// A scratch folder holding one input of every bad-input class (`BadInputCase`),
/// beside a few good ones they are compared with or rendered against.
final class BadInputFolder {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("easel-bad-input-\(UUID().uuidString)").path

    init() throws {
        let view = "size: [100, 100]\nroot: {class: View}\n"
        func image(_ file: String) -> String { "size: [100, 100]\nroot: {class: ImageView, image: \(file)}\n" }
        let texts: [String: String] = [
            "ok.yaml": view,
            "notes.txt": "notes\n",
            "notes.png": "notes\n",
            "syntax.yaml": "size: [100, 100\nroot: {class: View}\n",
            "syntax.json": #"{"size": [100, 100], }"#,
            "empty.yaml": "\n",
            "deep.json": String(repeating: "[", count: 300),
            "deep.yaml": String(repeating: "[", count: 300),
            "unknown-key.yaml": "size: [100, 100]\nroot: {class: View, bakgroundColor: red}\n",
            "wrong-type.yaml": "size: [100, 100]\nroot: {class: View, alpha: high}\n",
            "nan.yaml": "size: [100, 100]\nroot: {class: View, alpha: .nan}\n",
            "infinite.json": #"{"size": [1, 1e999], "root": {"class": "View"}}"#,
            "negative.yaml": "size: [100, 100]\nroot: {class: View, frame: [0, 0, -10, 10]}\n",
            "missing-image.yaml": image("nowhere.png"),
            "scenes/outside.yaml": image("../dot.png"),
            "text-image.yaml": image("notes.txt"),
            "image.yaml": image("dot.png"),
            "huge-image.yaml": image("huge.png"),
            "big-window.yaml": "size: [20000, 10]\nroot: {class: View}\n",
            "big-frame.yaml": "size: [8192, 8192]\nroot: {class: View, subviews: [{class: Label, text: hi, frame: [0, 0, 100, 100]}]}\n",
            "three-views.yaml": "size: [100, 100]\nroot: {class: View, subviews: [{class: View}, {class: View}]}\n",
            "nested-views.yaml": "size: [100, 100]\nroot: {class: View, subviews: [{class: View, subviews: [{class: View}]}]}\n",
            "long.yaml": "size: [100, 100]\nduration: 601\nroot: {class: View}\n",
            "every.yaml": "size: [100, 100]\nduration: 200\ncapture: every\nroot: {class: View}\n",
            "locked/ok.yaml": view,
        ]
        for (name, text) in texts { try write(Data(text.utf8), to: name) }
        let dot = BadInputCase.dot
        var corrupt = dot
        corrupt[dot.count - 16] ^= 0xFF  // a byte of the IDAT data, which its CRC then refutes
        let files: [String: Data] = [
            "binary.yaml": Data([0xFF, 0xFE, 0x00]),
            "dot.png": dot,
            "empty.png": Data(),
            "truncated.png": dot.prefix(40),
            "corrupt.png": corrupt,
            "huge.png": Image(bitmap: Bitmap(width: 16385, height: 1)).pngData()!,
        ]
        for (name, data) in files { try write(data, to: name) }
        for folder in ["empty-folder", "read-only"] {
            try FileManager.default.createDirectory(atPath: path + "/" + folder, withIntermediateDirectories: true)
        }
        chmod(path + "/locked", 0o000)
        chmod(path + "/read-only", 0o555)
    }

    deinit {
        chmod(path + "/locked", 0o755)
        chmod(path + "/read-only", 0o755)
        try? FileManager.default.removeItem(atPath: path)
    }

    private func write(_ data: Data, to name: String) throws {
        let url = URL(fileURLWithPath: path + "/" + name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// Every file and folder with its size, by relative path (a folder this process
    /// cannot list is listed as itself).
    func listing() -> [String: Int] {
        var entries: [String: Int] = [:]
        func visit(_ relative: String) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path + "/" + relative)) ?? []
            for name in names {
                let child = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(path + "/" + child, &status) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFDIR {
                    entries[child + "/"] = 0
                    visit(child)
                } else {
                    entries[child] = Int(status.st_size)
                }
            }
        }
        visit("")
        return entries
    }

    /// Runs `easel` here; as the unprivileged user `nobody` when asked and this
    /// process is root (whom permissions do not stop).
    func easel(_ arguments: [String], unprivileged: Bool) throws -> Easel.Outcome {
        let launcher = unprivileged && getuid() == 0
            ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        return try Easel.run(arguments, in: path, launcher: launcher)
    }
}
