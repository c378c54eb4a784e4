import Foundation

/// A fresh working folder under the system's temporary directory, removed when
/// released.
final class Scratch {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("easel-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The path of `name` in the folder; its parent folder is created.
    func path(_ name: String) -> String {
        let full = path + "/" + name
        try? FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        return full
    }

    func read(_ name: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path + "/" + name)) }

    /// The files in a subfolder (not starting with a dot) and their bytes, by name.
    func files(in folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: path + "/" + folder) where !name.hasPrefix(".") {
            files[name] = try read(folder + "/" + name)
        }
        return files
    }
}
