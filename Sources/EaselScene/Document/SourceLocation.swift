/// A position in a scene file, where a value or key was written.
///
/// Lines and columns count from 1; columns count Unicode scalars, as libyaml does, so
/// a position is the same in a YAML file and in the JSON file that says the same.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public let line: Int
    /// The column, from 1, in Unicode scalars.
    public let column: Int

    /// A position from its line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, as compilers print positions.
    public var description: String { "\(line):\(column)" }
}
