import Foundation

/// The folder a render writes into, created with the system's reason when it cannot
/// be ("Permission denied", "Not a directory"), which Foundation's errors paraphrase
/// ("The operation could not be completed").
extension Scene {
    /// Creates `folder` and the folders above it that are missing; the reason it
    /// cannot be, naming the folder as the caller gave it, or `nil` once it exists.
    static func problemCreatingFolder(_ folder: URL) -> String? {
        var path = ""
        for component in folder.standardizedFileURL.path.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o777) != 0, errno != EEXIST {
                return "cannot create the folder \(folder.relativePath): \(String(cString: strerror(errno)))"
            }
        }
        var status = stat()
        guard stat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            return "cannot create the folder \(folder.relativePath): File exists"
        }
        return nil
    }
}
