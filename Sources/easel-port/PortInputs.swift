import EaselPNG
import EaselPort
import Foundation

/// The files `easel port` reads: each path given, or every `.swift` file under a
/// folder (sorted; hidden folders and `.build` skipped), each read whole and bounded.
struct PortInputs {
    /// The files, in the order they are ported and printed.
    private(set) var sources: [Porter.Source] = []
    /// Each file's path relative to the folder it was found in (its name when given alone).
    private var relativePaths: [String] = []

    /// A file larger than this is refused rather than read: Swift sources are far smaller.
    static let maximumFileSize = 16 << 20

    init(paths: [String]) throws(PortInputError) {
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw PortInputError(path: path, reason: "no such file or folder")
            }
            if isFolder.boolValue {
                for relative in Self.swiftFiles(under: path) {
                    try add(path: (path as NSString).appendingPathComponent(relative), relativePath: relative)
                }
            } else {
                try add(path: path, relativePath: (path as NSString).lastPathComponent)
            }
        }
    }

    private mutating func add(path: String, relativePath: String) throws(PortInputError) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? Int else {
            throw PortInputError(path: path, reason: "cannot be read")
        }
        guard size <= Self.maximumFileSize else {
            throw PortInputError(path: path, reason: "\(size) bytes, over the \(Self.maximumFileSize >> 20) MiB a source file may have")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw PortInputError(path: path, reason: "cannot be read") }
        sources.append(Porter.Source(path: path, bytes: Array(data)))
        relativePaths.append(relativePath)
    }

    /// The `.swift` files under `folder`, relative to it, sorted.
    private static func swiftFiles(under folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if walker.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
                if name.hasPrefix(".") || name == ".build" { walker.skipDescendants() }
            } else if name.hasSuffix(".swift") && !name.hasPrefix(".") {
                found.append(relative)
            }
        }
        return found.sorted()
    }

    /// Where each file goes: its own path, or its relative path under `folder`.
    func destinations(under folder: String?) -> [String] {
        guard let folder else { return sources.map(\.path) }
        return relativePaths.map { (folder as NSString).appendingPathComponent($0) }
    }

    /// Writes `bytes` to `path` whole (beside it, then renamed), making its folder.
    static func write(_ bytes: [UInt8], to path: String) throws(AtomicFileError) {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateTemporaryFile(path: path, directory: folder, reason: error.localizedDescription)
        }
        try AtomicFile.write(Data(bytes), toFile: path)
    }
}

/// A path `easel port` cannot read.
struct PortInputError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "\(path): error: \(reason)" }
}
