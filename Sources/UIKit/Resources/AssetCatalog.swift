import Foundation

/// The asset catalogs (`.xcassets` folders) at the top of a bundle's resources, searched
/// as Xcode compiles them: a set is found by its name in any folder of a catalog, and
/// a folder whose `Contents.json` says `"provides-namespace": true` puts its name in
/// front of its sets' names (`Icons/star`). Apps ship catalogs compiled into
/// `Assets.car`; SwiftPM on Linux copies them as they are (`.copy("Assets.xcassets")`).
struct AssetCatalog {
    /// The catalog's folder.
    let url: URL

    /// Folders deeper than this are not searched, and a catalog is searched through at
    /// most `maximumEntries` entries, so that a huge or cyclic tree stays bounded.
    static let maximumDepth = 8
    static let maximumEntries = 10_000

    /// The catalogs among a bundle's top-level resources, in name order.
    static func catalogs(in bundle: Bundle) -> [AssetCatalog] {
        let root = bundle.resourceURL ?? bundle.bundleURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { $0.hasSuffix(".xcassets") }.sorted()
            .map { AssetCatalog(url: root.appendingPathComponent($0, isDirectory: true)) }
    }

    /// The folder of the set named `name` with extension `kind` (`imageset`,
    /// `colorset`), or `nil`.
    func set(named name: String, kind: String) -> URL? {
        let slash = name.lastIndex(of: "/")
        let namespace = slash.map { String(name[...$0]) } ?? ""
        let setFolder = "\(slash.map { String(name[name.index(after: $0)...]) } ?? name).\(kind)"
        var entriesLeft = Self.maximumEntries
        return search(url, namespace: "", for: setFolder, in: namespace, depth: 0, entriesLeft: &entriesLeft)
    }

    /// Depth first through the group folders under `folder`, whose namespace so far is
    /// `namespace`: the set folder `setFolder` in the first group whose namespace is
    /// `wanted`.
    private func search(_ folder: URL, namespace: String, for setFolder: String, in wanted: String,
                        depth: Int, entriesLeft: inout Int) -> URL? {
        guard depth <= Self.maximumDepth,
              let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        entriesLeft -= entries.count
        guard entriesLeft >= 0 else { return nil }
        if namespace == wanted, entries.contains(setFolder) {
            return folder.appendingPathComponent(setFolder, isDirectory: true)
        }
        for entry in entries.sorted() where !entry.contains(".") {
            let child = folder.appendingPathComponent(entry, isDirectory: true)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let childNamespace = Self.providesNamespace(child) ? namespace + entry + "/" : namespace
            guard wanted.hasPrefix(childNamespace) else { continue }
            if let found = search(child, namespace: childNamespace, for: setFolder, in: wanted,
                                  depth: depth + 1, entriesLeft: &entriesLeft) {
                return found
            }
        }
        return nil
    }

    /// Whether a group folder's `Contents.json` makes its name a namespace.
    private static func providesNamespace(_ folder: URL) -> Bool {
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Contents.json").path) else { return false }
        return ResourceFile.decodeContents(GroupContents.self, in: folder, for: "asset catalog")?.properties?.providesNamespace ?? false
    }

    private struct GroupContents: Decodable {
        struct Properties: Decodable {
            let providesNamespace: Bool?
            enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
        }
        let properties: Properties?
    }
}
