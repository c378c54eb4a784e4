/// fpng, as Benchmarks/png-fpng.py serves it: asked for one encode at a time, so that
/// its encodes interleave with ours and cairo's.
final class FpngBaseline {
    private let server: BaselineServer

    /// What one encode cost and made.
    struct Encode {
        let milliseconds: Double
        let bytes: Int
    }

    /// Starts the script.
    init() throws {
        server = try BaselineServer(script: "png-fpng.py", requirement: "is fpng installed? pip install fpng")
    }

    /// Encodes the raw RGB pixels in `file` once.
    func encode(rgbFile file: String, width: Int, height: Int) throws -> Encode {
        let answer = try server.ask("\(file) \(width) \(height)")
        guard let milliseconds = answer["ms"] as? Double, let bytes = answer["bytes"] as? Int else {
            throw BenchmarkError.process("\(server.script) answered \(answer)")
        }
        return Encode(milliseconds: milliseconds, bytes: bytes)
    }
}
