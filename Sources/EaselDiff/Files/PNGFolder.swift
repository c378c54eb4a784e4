import Foundation

/// The PNG files of a folder and its subfolders, by path relative to the folder:
/// what two folders are matched by. Hidden files and folders (a leading dot, such as
/// the temporary files of an interrupted atomic write) are left out.
enum PNGFolder {
    /// The sorted relative paths of the PNG files under `path`.
    static func relativePaths(in path: String) throws(DiffError) -> [String] {
        let subpaths: [String]
        do {
            subpaths = try FileManager.default.subpathsOfDirectory(atPath: path)
        } catch {
            throw .unreadableFolder(path: path, reason: FileSystem.reason(for: error))
        }
        return subpaths.filter { subpath in
            subpath.lowercased().hasSuffix(".png")
                && !subpath.split(separator: "/").contains { $0.hasPrefix(".") }
                && FileSystem.kind(of: path + "/" + subpath) == .file
        }.sorted()
    }
}
