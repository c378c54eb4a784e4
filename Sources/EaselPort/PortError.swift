/// Why a set of files could not be ported. Nothing is written when this is thrown.
public enum PortError: Error, Equatable, CustomStringConvertible {
    /// A file is not valid Swift: the first problem the parser reports, with its place.
    case syntax(path: String, line: Int, column: Int, message: String)
    /// A file is not UTF-8 text.
    case notText(path: String)

    public var description: String {
        switch self {
        case let .syntax(path, line, column, message):
            "\(path):\(line):\(column): error: \(message) (a file must parse before it is ported)"
        case let .notText(path):
            "\(path): error: not UTF-8 text"
        }
    }
}
