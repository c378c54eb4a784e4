import Foundation

/// Reading a bundle's resource files with their size checked before they are read, as
/// scene files and the images they name are (docs/RELIABILITY.md).
enum ResourceFile {
    /// Bytes of an image file, as the scene loader's `image-file-size` limit.
    static let imageSizeLimit = 64 << 20
    /// Bytes of an asset set's or folder's `Contents.json`.
    static let contentsSizeLimit = 1 << 20

    /// The file's bytes, or `nil` after reporting why (missing, unreadable, or over
    /// `limit` bytes, found from its size before any byte is read).
    static func contents(of url: URL, limit: Int, for caller: String) -> Data? {
        let size: Int
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        } catch {
            Diagnostics.report("\(caller): cannot read \(url.path): \(error.localizedDescription)")
            return nil
        }
        guard size <= limit else {
            Diagnostics.report("\(caller): \(url.path) is \(size) bytes, over the limit of \(limit)")
            return nil
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            Diagnostics.report("\(caller): cannot read \(url.path): \(error.localizedDescription)")
            return nil
        }
    }

    /// The JSON a `Contents.json` holds, decoded, or `nil` after reporting why.
    static func decodeContents<Contents: Decodable>(_ type: Contents.Type, in folder: URL, for caller: String) -> Contents? {
        let url = folder.appendingPathComponent("Contents.json")
        guard let data = contents(of: url, limit: contentsSizeLimit, for: caller) else { return nil }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            Diagnostics.report("\(caller): \(url.path) is not an asset catalog's Contents.json: \(error)")
            return nil
        }
    }
}
