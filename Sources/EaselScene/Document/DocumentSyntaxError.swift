/// Text that is not well-formed YAML or JSON, where reading stopped.
struct DocumentSyntaxError: Error, Sendable {
    /// What the reader found wrong, in its words ("expected ',' or '}'").
    let message: String
    /// Where it found it.
    let location: SourceLocation
}
