import CCairo
@testable import EaselGraphics
import Foundation
import Testing

/// The font configuration's patterns read from fontconfig's folder caches are the
/// ones a scan of each file makes, in the same order, however the cache is found.
@Suite struct FontScanCacheTests {
    /// A configuration made as `FontLibrary` makes its own, with `cache`.
    private final class Configuration {
        let config: OpaquePointer
        init(cache: FontScanCache?) { config = FontLibrary.makeConfiguration(cache: cache) }
        deinit { FcConfigDestroy(config) }

        /// The application font set's patterns, in order.
        var patterns: [OpaquePointer] {
            guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
            return (0..<Int(set.pointee.nfont)).compactMap { set.pointee.fonts[$0] }
        }
    }

    /// The folders the bundled font files are in.
    private var fontDirectories: Set<String> {
        Set(FontLibrary.fontFiles.map { ($0.file as NSString).deletingLastPathComponent })
    }

    /// Expects `cached` to hold the scanned patterns, equal one by one, in order.
    private func expectScannedPatterns(_ cached: Configuration, _ scanned: Configuration) {
        let (got, expected) = (cached.patterns, scanned.patterns)
        #expect(got.count == expected.count)
        #expect(got.count >= FontLibrary.fontFiles.count)
        for (index, (a, b)) in zip(got, expected).enumerated() {
            // A cache's pattern stores its strings as offsets, which `FcPatternEqual`
            // reads as pointers; a duplicate holds them as pointers.
            let (copyA, copyB) = (FcPatternDuplicate(a), FcPatternDuplicate(b))
            defer { FcPatternDestroy(copyA); FcPatternDestroy(copyB) }
            #expect(FcPatternEqual(copyA, copyB) == FcTrue, "pattern \(index)")
        }
        // The control: two different faces' patterns are told apart.
        if got.count > 1 {
            let (first, second) = (FcPatternDuplicate(got[0]), FcPatternDuplicate(expected[1]))
            defer { FcPatternDestroy(first); FcPatternDestroy(second) }
            #expect(FcPatternEqual(first, second) == FcFalse)
        }
    }

    @Test func cachedPatternsAreTheScannedOnesInTheSameOrder() throws {
        let folder = try TemporaryDirectory()
        let cache = FontScanCache(directory: folder.path("fontconfig"))
        let scanned = Configuration(cache: nil)
        let writing = Configuration(cache: cache)
        expectScannedPatterns(writing, scanned)
        // The first run wrote a cache of every folder; the second reads them.
        for directory in fontDirectories {
            let cached = FcDirCacheLoad(directory, writing.config, nil)
            #expect(cached != nil, "\(directory)")
            if let cached { FcDirCacheUnload(cached) }
        }
        #expect(cache.storedManifest() == FontScanCache.manifest(of: FontLibrary.fontFiles.map(\.file)))
        expectScannedPatterns(Configuration(cache: cache), scanned)
    }

    @Test func aCorruptCacheIsScannedAgain() throws {
        let folder = try TemporaryDirectory()
        let cache = FontScanCache(directory: folder.path("fontconfig"))
        let scanned = Configuration(cache: nil)
        _ = Configuration(cache: cache)
        for name in try FileManager.default.contentsOfDirectory(atPath: cache.directory) {
            let path = cache.directory + "/" + name
            var bytes = try #require(FileManager.default.contents(atPath: path))
            // Keep the size (fontconfig checks it), garble the rest.
            for index in stride(from: 0, to: bytes.count, by: 7) { bytes[index] ^= 0x5A }
            try bytes.write(to: URL(fileURLWithPath: path))
        }
        expectScannedPatterns(Configuration(cache: cache), scanned)
        // Truncated caches, too.
        for name in try FileManager.default.contentsOfDirectory(atPath: cache.directory) {
            try Data("not a cache".utf8).write(to: URL(fileURLWithPath: cache.directory + "/" + name))
        }
        expectScannedPatterns(Configuration(cache: cache), scanned)
    }

    @Test func aChangedFileRescansEveryFolder() throws {
        let folder = try TemporaryDirectory()
        let cache = FontScanCache(directory: folder.path("fontconfig"))
        let scanned = Configuration(cache: nil)
        _ = Configuration(cache: cache)
        // As if a font file had been rewritten in place since the caches were made.
        cache.store("/usr/share/fonts/opentype/inter/Inter-Regular.otf\t1\t0.0\n")
        expectScannedPatterns(Configuration(cache: cache), scanned)
        #expect(cache.storedManifest() == FontScanCache.manifest(of: FontLibrary.fontFiles.map(\.file)))
    }

    @Test func anUnwritableCacheFolderOnlyScans() throws {
        let folder = try TemporaryDirectory()
        // A file where the cache's folder would be: nothing can be written under it.
        try Data().write(to: URL(fileURLWithPath: folder.path("file")))
        let cache = FontScanCache(directory: folder.path("file") + "/fontconfig")
        // Not named to fontconfig at all, which would print an error for each folder.
        #expect(!cache.isWritable())
        expectScannedPatterns(Configuration(cache: cache), Configuration(cache: nil))
    }
}
