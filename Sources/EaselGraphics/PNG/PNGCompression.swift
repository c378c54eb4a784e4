import CCairo

/// How hard the PNG encoder compresses: a trade of encoding time against file size.
/// UIKit's `pngData()` has no such setting; Easel writes a frame per commit, so it
/// defaults to `.fast`.
public enum PNGCompression: Sendable, CaseIterable {
    /// zlib level 1: several times faster than `.default`, files a little larger.
    case fast
    /// zlib level 6, the level libpng and cairo use.
    case `default`
    /// zlib level 9: the smallest files, slowest.
    case best

    /// The zlib compression level.
    var zlibLevel: Int32 {
        switch self {
        case .fast: 1
        case .default: 6
        case .best: 9
        }
    }

    /// The FLEVEL bits of the zlib header (RFC 1950), which tell a reader how hard
    /// the data was compressed.
    var zlibHeaderLevelBits: UInt8 {
        switch self {
        case .fast: 0
        case .default: 2
        case .best: 3
        }
    }
}
