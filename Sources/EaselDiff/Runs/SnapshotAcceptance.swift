import EaselPNG
import Foundation

/// Accepting what a run found (`easel snapshots accept`): the current picture of every
/// failed record is copied over the reference the record names, all at once each.
/// Only references that records name are written; nothing else is touched.
public enum SnapshotAcceptance {
    /// Which failed records to accept.
    public enum Selection: Sendable, Equatable {
        /// Every failed record.
        case all
        /// The failed records of a test, by its name (`LabelTests/rendersTitle()`), its
        /// function's name (`rendersTitle()`), or that name without the parentheses.
        case test(String)
        /// One image, by its name in the report.
        case image(String)

        func includes(_ record: RunRecord) -> Bool {
            switch self {
            case .all: return true
            case .image(let name): return record.name == name
            case .test(let name):
                guard let test = record.test?.name else { return false }
                let function = String(test.split(separator: "/").last ?? Substring(test))
                return [test, function, String(function.prefix { $0 != "(" })].contains(name)
            }
        }
    }

    /// One reference written.
    public struct Copy: Sendable, Equatable {
        /// The image's name.
        public let name: String
        /// The picture copied, in the run folder.
        public let from: String
        /// The reference written.
        public let to: String
    }

    /// Copies the current picture of each failed record of `folder` that `selection`
    /// includes over its reference, in name order, and returns the copies. A record
    /// whose reference already has the picture's bytes (one recorded by the run) is
    /// left alone. A selection that names no failed record is an error, so that a typo
    /// does not pass for "nothing to accept".
    public static func accept(_ selection: Selection, in folder: RunFolder) throws(DiffError) -> [Copy] {
        let records = try folder.read().records.filter { $0.failed && selection.includes($0) }
        if records.isEmpty, selection != .all { throw .noSuchRecord(folder: folder.path, selection: "\(selection)") }
        var copies: [Copy] = []
        for record in records.sorted(by: { $0.name < $1.name }) {
            guard let current = record.pictures.current, let reference = record.reference else { continue }
            let source = folder.path + "/" + current
            if let existing = FileManager.default.contents(atPath: reference),
               existing == FileManager.default.contents(atPath: source) { continue }
            try FileSystem.copy(source, to: reference)
            copies.append(Copy(name: record.name, from: source, to: reference))
        }
        return copies
    }
}

extension SnapshotAcceptance.Selection: CustomStringConvertible {
    /// `every failed snapshot`, `test "rendersTitle"`, `image "LabelTests/title.1.png"`.
    public var description: String {
        switch self {
        case .all: "every failed snapshot"
        case .test(let name): "test \"\(name)\""
        case .image(let name): "image \"\(name)\""
        }
    }
}
