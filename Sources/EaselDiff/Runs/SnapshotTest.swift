/// The snapshot assertion an image of a test run comes from: the test, where the
/// assertion is, and what it found.
public struct SnapshotTest: Codable, Sendable, Equatable {
    /// The test's name (`LabelTests/rendersTitle()`).
    public let name: String
    /// The test file's path.
    public let file: String
    /// The assertion's line.
    public let line: Int
    /// The assertion's column.
    public let column: Int
    /// What the assertion found, as its failure message says it (`nil` when it passed).
    public let message: String?

    /// An assertion of `name` at `file`:`line`:`column`.
    public init(name: String, file: String, line: Int, column: Int, message: String?) {
        self.name = name
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column`, as compilers and Xcode name a source location.
    public var location: String { "\(file):\(line):\(column)" }
}

extension SnapshotTest {
    /// Writes `test` as a JSON object (`null` for none), members in alphabetical order,
    /// as a run record and the JSON summary hold it.
    static func write(_ test: SnapshotTest?, to json: inout JSONTextWriter) {
        guard let test else { return json.null() }
        json.object { object in
            object.member("column") { $0.int(test.column) }
            object.member("file") { $0.string(test.file) }
            object.member("line") { $0.int(test.line) }
            object.member("message") { $0.string(test.message) }
            object.member("name") { $0.string(test.name) }
        }
    }
}
