@_implementationOnly import CCairo
import Foundation

extension FontLibrary {
    /// Adds every file of `fontFiles` to the application font set of `config`, in the
    /// list's order, each file's faces in the order fontconfig's scan gives them: what
    /// `FcConfigAppFontAddFile` of each file in turn adds.
    ///
    /// With a `cache`, the patterns come from fontconfig's own directory caches, written
    /// to the cache's folder by a scan of each font folder with this same configuration
    /// (`FcDirCacheRead`): the scan runs the same query (`FcFreeTypeQueryAll`, then the
    /// configuration's scan rules) on the same path, and the cache is fontconfig's memory
    /// image of its result, so the patterns are the scanned ones, values, character sets
    /// and languages alike (`FontScanCacheTests` checks `FcPatternEqual` for every file).
    /// A folder's cache also holds files Easel leaves out; only the listed files'
    /// patterns are added. Fontconfig rejects a cache whose folder changed since, or that
    /// does not read back whole, and scans again; the cache's manifest (each file's
    /// size and modification time) rescans every folder when a file changed in place.
    /// A file the caches do not hold (missing, unreadable) is added by
    /// `FcConfigAppFontAddFile`, which reports it as before. A cache folder that cannot
    /// be written is not used (`makeConfiguration(cache:)`); a cache that cannot be
    /// written is only slower, never a failure. The first run with an empty cache scans
    /// the whole folders (73 files for 59), once.
    static func addFontFiles(
        _ fontFiles: [(file: String, package: String)],
        to config: OpaquePointer,
        cache: FontScanCache?
    ) {
        guard let cache, let applicationFonts = applicationFontSet(of: config) else {
            addScanning(fontFiles, to: config)
            return
        }
        let manifest = FontScanCache.manifest(of: fontFiles.map(\.file))
        let rescan = cache.storedManifest() != manifest
        var patternsByDirectory: [String: [String: [OpaquePointer]]] = [:]
        // A cache's patterns keep it mapped while they are referenced: the copied sets
        // reference every pattern of a folder until they are destroyed, the added ones
        // stay referenced by the application font set.
        var cachesRead: [OpaquePointer] = [], copiedSets: [UnsafeMutablePointer<FcFontSet>] = []
        defer {
            copiedSets.forEach { FcFontSetDestroy($0) }
            cachesRead.forEach { FcDirCacheUnload($0) }
        }
        for entry in fontFiles {
            let directory = (entry.file as NSString).deletingLastPathComponent
            if patternsByDirectory[directory] == nil {
                var patterns: [String: [OpaquePointer]] = [:]
                let read = FcDirCacheRead(directory, rescan ? FcTrue : FcFalse, config)
                if let read { cachesRead.append(read) }
                if let read, let folderFonts = FcCacheCopySet(read) {
                    copiedSets.append(folderFonts)
                    for index in 0..<Int(folderFonts.pointee.nfont) {
                        guard let pattern = folderFonts.pointee.fonts[index] else { continue }
                        patterns[patternFile(pattern), default: []].append(pattern)
                    }
                }
                patternsByDirectory[directory] = patterns
            }
            if let patterns = patternsByDirectory[directory]?[entry.file] {
                for pattern in patterns {
                    FcPatternReference(pattern)
                    FcFontSetAdd(applicationFonts, pattern)
                }
            } else {
                addScanning([entry], to: config)
            }
        }
        if rescan { cache.store(manifest) }
    }

    /// `FcConfigAppFontAddFile` of each file in turn, reporting the ones that fail.
    private static func addScanning(_ fontFiles: [(file: String, package: String)], to config: OpaquePointer) {
        for (file, package) in fontFiles where FcConfigAppFontAddFile(config, file) != FcTrue {
            Diagnostics.report("font file \(file) is missing or unreadable; install the \(package) package (make deps)")
        }
    }

    /// The configuration's application font set, made empty when there is none yet.
    /// Fontconfig has no public call that installs a set (`FcConfigSetFonts` is
    /// internal); `FcConfigAppFontAddFile` makes an empty one before it scans, and a
    /// path that names no file adds nothing to it.
    private static func applicationFontSet(of config: OpaquePointer) -> UnsafeMutablePointer<FcFontSet>? {
        if let set = FcConfigGetFonts(config, FcSetApplication) { return set }
        _ = FcConfigAppFontAddFile(config, "")
        return FcConfigGetFonts(config, FcSetApplication)
    }

    /// The path a scanned pattern was read from (`FC_FILE`), or "" when it has none.
    private static func patternFile(_ pattern: OpaquePointer) -> String {
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return "" }
        return String(cString: file)
    }
}
