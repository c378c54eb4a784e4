import EaselPNG
import Foundation

/// Ignore regions per image, from a small JSON file, for regions that only some images
/// have (the clock of one screen):
///
/// ```json
/// { "ignore": { "*": [[0, 0, 1170, 141]], "home/clock.png": [[900, 40, 200, 60]] } }
/// ```
///
/// Each key is an image's name (its path relative to the compared folders, or the
/// file's name when two files are compared), or `*` for every image; each value a list
/// of `[x, y, width, height]` rectangles in whole pixels.
public struct IgnoreFile: Sendable, Equatable {
    /// The regions of every image (`*`).
    public let everyImage: [PixelRect]
    /// The regions of each named image.
    public let byName: [String: [PixelRect]]

    /// Regions given in code rather than read from a file.
    public init(everyImage: [PixelRect] = [], byName: [String: [PixelRect]] = [:]) {
        self.everyImage = everyImage
        self.byName = byName
    }

    /// The regions that apply to the image named `name`.
    public func regions(for name: String) -> [PixelRect] {
        everyImage + (byName[name] ?? [])
    }

    /// The largest ignore file read, in bytes, checked before it is read: 1 MiB holds
    /// tens of thousands of regions.
    public static let maximumFileSize = 1 << 20

    /// Reads and checks the file at `path`.
    public init(contentsOfFile path: String) throws(DiffError) {
        if let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int, size > Self.maximumFileSize {
            throw .unreadableIgnoreFile(path: path, reason: "the file is \(size) bytes, over the limit of \(Self.maximumFileSize)")
        }
        let data: Data
        do {
            data = try PNGFile.contents(ofFile: path)
        } catch {
            guard case .unreadableFile(_, let reason) = error else { throw .image(error) }
            throw .unreadableIgnoreFile(path: path, reason: reason)
        }
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch let error as DecodingError {
            let (keyPath, problem) = Self.explain(error)
            throw .invalidIgnoreFile(path: path, keyPath: keyPath, problem: problem)
        } catch {
            throw .invalidIgnoreFile(path: path, keyPath: "(file)", problem: "\(error)")
        }
        var byName = document.ignore.mapValues { $0.map(\.rect) }
        everyImage = byName.removeValue(forKey: "*") ?? []
        self.byName = byName
    }

    /// The file's shape: only `ignore`, with rectangles of four whole numbers.
    private struct Document: Decodable {
        let ignore: [String: [Rectangle]]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            if let unknown = container.allKeys.first(where: { $0.stringValue != "ignore" }) {
                throw DecodingError.dataCorrupted(.init(codingPath: [unknown], debugDescription: "unknown key; the file holds only \"ignore\""))
            }
            ignore = try container.decode([String: [Rectangle]].self, forKey: Key(stringValue: "ignore"))
        }
    }

    private struct Rectangle: Decodable {
        let rect: PixelRect

        init(from decoder: any Decoder) throws {
            // Numbers are read as doubles, so that 2.5 is "not a whole number" rather
            // than the decoder's "not valid JSON".
            let values = try decoder.singleValueContainer().decode([Double].self)
            let numbers = try values.enumerated().map { index, value in
                guard let number = Int(exactly: value) else {
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [Key(intValue: index)],
                                                            debugDescription: "expected a whole number"))
                }
                return number
            }
            guard numbers.count == 4 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "expected [x, y, width, height]"))
            }
            guard numbers[2] >= 0, numbers[3] >= 0 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "width and height must not be negative"))
            }
            rect = PixelRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
    }

    private struct Key: CodingKey {
        let stringValue: String
        let intValue: Int?
        init(stringValue: String) { (self.stringValue, intValue) = (stringValue, nil) }
        init(intValue: Int) { (stringValue, self.intValue) = ("\(intValue)", intValue) }
    }

    /// Where a decoding error is (`ignore["home.png"][1]`) and what is wrong there.
    private static func explain(_ error: DecodingError) -> (keyPath: String, problem: String) {
        switch error {
        case .typeMismatch(let type, let context):
            return (keyPath(context.codingPath), "expected \(expectation(type))")
        case .valueNotFound(let type, let context):
            return (keyPath(context.codingPath), "expected \(expectation(type)), found null")
        case .keyNotFound(let key, let context):
            return (keyPath(context.codingPath + [key]), "missing")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return ("(file)", "not valid JSON") }
            return (keyPath(context.codingPath), context.debugDescription)
        @unknown default:
            return ("(file)", "\(error)")
        }
    }

    private static func expectation(_ type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Array") { return "a list" }
        if name.hasPrefix("Dictionary") { return "an object" }
        return type is Double.Type ? "a whole number" : "an object"
    }

    private static func keyPath(_ path: [any CodingKey]) -> String {
        var text = ""
        for (index, key) in path.enumerated() {
            if let position = key.intValue {
                text += "[\(position)]"
            } else {
                text += index == 0 ? key.stringValue : "[\"\(key.stringValue)\"]"
            }
        }
        return text.isEmpty ? "(file)" : text
    }
}
