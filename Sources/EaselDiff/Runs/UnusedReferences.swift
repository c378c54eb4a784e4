import Foundation

/// The references no snapshot of a full test run touched (`easel snapshots unused`):
/// the PNG files in the folders that hold the run's references which no record of the
/// run names. Only those folders are looked in, so files the run knows nothing about
/// (another target's references, images of other kinds) are never listed.
public enum UnusedReferences {
    /// The unused references of `folder`'s run, sorted. A run with incomplete records
    /// is refused: a record lost with a killed process may name a reference in use.
    public static func find(in folder: RunFolder) throws(DiffError) -> [String] {
        let contents = try folder.read()
        if let first = contents.incomplete.first {
            throw .incompleteRun(path: folder.path, count: contents.incomplete.count, first: first.description)
        }
        let used = Set(contents.records.filter { $0.test != nil }.compactMap(\.reference))
        let folders = Set(used.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
        var unused: [String] = []
        for referenceFolder in folders.sorted() {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: referenceFolder)
            } catch {
                throw .unreadableFolder(path: referenceFolder, reason: FileSystem.reason(for: error))
            }
            for name in names where name.hasSuffix(".png") && !name.hasPrefix(".") {
                let path = referenceFolder + "/" + name
                if !used.contains(path), FileSystem.kind(of: path) == .file { unused.append(path) }
            }
        }
        return unused.sorted()
    }

    /// Removes the files at `paths` (what `find(in:)` returned).
    public static func delete(_ paths: [String]) throws(DiffError) {
        for path in paths {
            do {
                try FileManager.default.removeItem(atPath: path)
            } catch {
                throw .cannotWrite(path: path, reason: FileSystem.reason(for: error))
            }
        }
    }
}
