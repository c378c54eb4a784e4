/// One thing `easel port` did to a file, or one it left for a hand edit.
public struct PortChange: Sendable, Equatable {
    /// Whether the line was rewritten or still needs a person.
    public enum Kind: Sendable, Equatable {
        /// Rewritten: the file keeps the iOS form under `#if canImport(ObjectiveC)` and
        /// gains the Linux form beside it.
        case rewritten
        /// Not rewritten: what is there has no form `easel port` can know (the message
        /// says why); the file still needs an edit there to compile on Linux.
        case needsHandEdit
    }

    public let kind: Kind
    /// The 1-based line of the construct in the file as it was read.
    public let line: Int
    /// The 1-based column (in UTF-8 bytes) of the construct in the file as it was read.
    public let column: Int
    /// What was done, or why nothing could be.
    public let message: String

    public init(kind: Kind, line: Int, column: Int, message: String) {
        self.kind = kind
        self.line = line
        self.column = column
        self.message = message
    }
}

/// A Swift file before and after `easel port`.
public struct PortedFile: Sendable {
    /// The file's path, as it was given.
    public let path: String
    /// The bytes that were read.
    public let original: [UInt8]
    /// The bytes to write: `original` when nothing needed a change.
    public let ported: [UInt8]
    /// What was rewritten and what was left, in the order of the file.
    public let changes: [PortChange]

    /// Whether writing `ported` would change the file.
    public var isChanged: Bool { ported != original }
}
