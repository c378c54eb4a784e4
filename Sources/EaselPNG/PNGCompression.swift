@_implementationOnly import CPNG

/// How hard the PNG encoder compresses: a trade of encoding time against file size.
/// UIKit's `pngData()` has no such setting; Easel writes a frame per commit, so it
/// defaults to `.fast`.
public enum PNGCompression: Sendable, CaseIterable {
    /// Our LZ77 deflate (`LZ77Deflater`): runs first, then short hash chains with
    /// lazy matching. With the encoder's filters, which turn flat areas and repeated
    /// rows into runs of zeros, UI frames come out about as small as libpng makes them
    /// at its default level, several times faster.
    case fast
    /// Each band compressed both as `.fast` does and at zlib level 6 (libpng's and
    /// cairo's level), keeping the smaller: images with repeated patterns that are not
    /// runs (text, textures) gain from level 6's longer matches; never larger than
    /// `.fast`.
    case `default`
    /// As `.default`, with zlib level 9: the smallest files, slowest.
    case best

    /// One way of deflating a band.
    enum Attempt {
        /// `LZ77Deflater`.
        case lz77
        /// zlib's deflate at a level, with its default strategy.
        case zlib(level: Int32)
    }

    /// The ways each band is deflated; the smallest output is kept.
    var attempts: [Attempt] {
        switch self {
        case .fast: [.lz77]
        case .default: [.lz77, .zlib(level: 6)]
        case .best: [.lz77, .zlib(level: 9)]
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
