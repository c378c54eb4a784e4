import CCairo

/// Why a benchmark could not produce its figures.
enum BenchmarkError: Error, CustomStringConvertible {
    case cairo(cairo_status_t)
    case mismatch(String)
    /// A command the benchmark runs is missing or failed.
    case process(String)

    var description: String {
        switch self {
        case .cairo(let status): "cairo failed: \(String(cString: cairo_status_to_string(status)))"
        case .mismatch(let what): what
        case .process(let what): what
        }
    }
}
