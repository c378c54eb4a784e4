@_implementationOnly import CCairo
import Foundation
#if canImport(Glibc)
import Glibc
#endif

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
