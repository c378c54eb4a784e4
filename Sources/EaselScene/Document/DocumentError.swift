/// Why a document could not be read, and where reading stopped.
struct DocumentError: Error, Sendable {
    enum Reason: Sendable {
        /// The text is not well-formed YAML or JSON; the reader's words
        /// ("expected ',' or '}'").
        case syntax(String)
        /// The document holds more than `limit` values, counting each value an alias
        /// repeats as often as it is repeated (`SceneLimits.documentNodes`).
        case tooManyValues(limit: Int)
    }

    let reason: Reason
    /// Where the reader found it: for too many values, the value or alias that
    /// crossed the limit.
    let location: SourceLocation

    /// A syntax error at `location`.
    init(message: String, location: SourceLocation) {
        self.init(reason: .syntax(message), location: location)
    }

    init(reason: Reason, location: SourceLocation) {
        self.reason = reason
        self.location = location
    }
}
