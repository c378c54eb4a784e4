import EaselDiff
import EaselGraphics
import Foundation

/// A fresh folder under the system's temporary folder, removed when released, to lay
/// out baseline and current images in.
final class ImageFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("easel-diff-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The path of `name` inside the folder.
    func path(_ name: String) -> String { path + "/" + name }

    /// Writes `image` as a PNG at `name`, creating its folders.
    func write(_ image: RGBAImage, to name: String) throws {
        try FileManager.default.createDirectory(atPath: (path(name) as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try image.writePNG(toFile: path(name))
    }

    /// Writes raw bytes at `name`.
    func write(_ data: Data, to name: String) throws {
        try FileManager.default.createDirectory(atPath: (path(name) as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path(name)))
    }

    /// The bytes of the file at `name`.
    func read(_ name: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path(name))) }

    /// Every file under the folder, by relative path, sorted.
    func files() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: path).filter { subpath in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path(subpath), isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }
}
