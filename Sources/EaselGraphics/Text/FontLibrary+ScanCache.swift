@_implementationOnly import CCairo
import Foundation
#if canImport(Glibc)
import Glibc
#endif

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

/// Where the private configuration keeps fontconfig's caches of its font folders:
/// `$XDG_CACHE_HOME/easel` (or `~/.cache/easel`), in a folder named after the
/// configuration's text and fontconfig's version, so that a cache is read only by the
/// configuration and library that wrote it. Beside the caches, a manifest lists each
/// font file's path, size and modification time as the caches were last scanned.
struct FontScanCache {
    /// The folder holding the caches and the manifest.
    let directory: String

    /// The cache folder of `configuration` in the user's cache folder, or nil when the
    /// environment names none (no `XDG_CACHE_HOME`, no `HOME` that exists).
    static func inUserCacheDirectory(configuration: String) -> FontScanCache? {
        let environment = ProcessInfo.processInfo.environment
        let base: String
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else if let home = environment["HOME"], home.hasPrefix("/"), FileManager.default.fileExists(atPath: home) {
            base = home + "/.cache"
        } else {
            return nil
        }
        let key = fnv1a(configuration + "\u{0}fontconfig \(FcGetVersion())")
        return FontScanCache(directory: base + "/easel/fontconfig-" + String(key, radix: 16))
    }

    /// The configuration element that makes fontconfig read and write its folder
    /// caches in `directory`.
    var configurationElement: String {
        let escaped = directory
            .replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        return """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig><cachedir>\(escaped)</cachedir></fontconfig>
            """
    }

    private var manifestPath: String { directory + "/fonts.manifest" }

    /// Whether the folder exists, after making it if need be, and can be written.
    func isWritable() -> Bool {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return access(directory, W_OK) == 0
    }

    /// The manifest the last scan stored, or nil when there is none or it is unreadable.
    func storedManifest() -> String? {
        guard let data = FileManager.default.contents(atPath: manifestPath) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// Stores `manifest` atomically; a failure leaves the next run to scan again.
    func store(_ manifest: String) {
        try? AtomicFile.write(Data(manifest.utf8), toFile: manifestPath)
    }

    /// One line per file: its path, size and modification time to the nanosecond, or
    /// that it is missing.
    static func manifest(of files: [String]) -> String {
        var text = ""
        for file in files {
            var status = stat()
            if stat(file, &status) == 0 {
                text += "\(file)\t\(status.st_size)\t\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)\n"
            } else {
                text += "\(file)\tmissing\n"
            }
        }
        return text
    }

    /// FNV-1a of the UTF-8 bytes: a name that stays the same from run to run (Swift's
    /// `Hasher` is seeded per process).
    private static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
