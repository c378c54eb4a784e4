@_implementationOnly import CCairo
import Foundation

/// The process's one font configuration: a private fontconfig configuration holding
/// only the files of `FontFace.Family` (Inter, JetBrains Mono, DejaVu, Droid Sans
/// Fallback, from Debian's packages), a Pango font map over it, and a Pango context
/// with pinned font options.
///
/// Nothing here reads the user's fontconfig setup (`FONTCONFIG_FILE`, `fonts.conf`,
/// installed fonts), the locale or the display, so text renders byte-identically on
/// every machine with the same library versions. What the font files' scan found is
/// kept in fontconfig's own caches in Easel's folder of the user's cache
/// (`FontScanCache`), so that a process reads it instead of scanning the files again;
/// the patterns are the scanned ones either way.
///
/// Pango's objects are not thread-safe, so every use of the context, of a layout made
/// from it or of a font it loaded happens inside `withContext(_:)`, which serializes
/// them on one recursive lock (recursive so that a layout freed while the lock is held
/// can take it again).
package final class FontLibrary: @unchecked Sendable {
    /// Created on first use, once per process.
    static let shared = FontLibrary()

    /// Every file the configuration holds, named one by one: exactly the faces each
    /// family's package ships in the weights `FontFace.Family` lists. Other files in the
    /// same folders (`fonts-dejavu-extra`'s italics and condensed faces, Inter's
    /// variable fonts) are deliberately left out even where installed.
    static let fontFiles: [(file: String, package: String)] = FontFace.Family.allCases.flatMap { family in
        family.files.map { ($0, family.source.package) }
    }

    /// The one rule the private configuration adds, fontconfig's own synthetic-italic
    /// rule (`90-synthetic.conf`): an upright file matched for an italic request (a
    /// DejaVu face, Droid Sans Fallback) is slanted by the shear 0.2, and the match is
    /// reported as oblique. Inter and JetBrains Mono match their own italic files.
    private static let configuration = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig>
          <match target="font">
            <test name="slant" compare="eq"><const>roman</const></test>
            <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name>
                <matrix><double>1</double><double>0.2</double><double>0</double><double>1</double></matrix>
              </times>
            </edit>
            <edit name="slant" mode="assign"><const>oblique</const></edit>
          </match>
        </fontconfig>
        """

    private let lock = NSRecursiveLock()
    /// The `PangoContext` every layout is made from; guarded by `lock`.
    private let context: OpaquePointer
    /// The same context with a right-to-left base direction, for the layouts of
    /// paragraphs whose `baseWritingDirection` is `.rightToLeft`; guarded by `lock`
    /// (use it inside `withContext(_:)`).
    let rightToLeftContext: OpaquePointer
    /// Metrics already measured, by face and size; guarded by `lock`.
    private var metricsCache: [FaceAtSize: FontMetrics] = [:]
    /// Pango descriptions already made, by face and size; guarded by `lock`, kept for
    /// the life of the process.
    private var descriptionCache: [FaceAtSize: OpaquePointer] = [:]

    private struct FaceAtSize: Hashable {
        let face: FontFace
        let pointSize: CGFloat
    }

    /// Whether the configuration also becomes fontconfig's current one, the process's
    /// default, when the library is made; set it before any text is measured or drawn.
    /// Only an executable that owns its process should: any fontconfig call of the
    /// process that names no configuration then sees Easel's files alone. What it
    /// saves: Pango's font map calls `FcInit()` when it is made, which loads the
    /// system's configuration (its XML and its font caches, about 20 million
    /// instructions) unless a current configuration exists; nothing in Easel uses it.
    nonisolated(unsafe) package static var becomesProcessDefault = false

    private init() {
        let config = Self.makeConfiguration(cache: Self.userScanCache)
        defer { FcConfigDestroy(config) }
        if Self.becomesProcessDefault { FcConfigSetCurrent(config) }

        guard let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            fatalError("Pango has no FreeType font map; EaselGraphics needs pangoft2")
        }
        defer { g_object_unref(fontMap) }
        pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
        // At 72 dpi a Pango point is a user-space unit, which is what a UIKit point is.
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)

        context = Self.makeContext(fontMap)
        rightToLeftContext = Self.makeContext(fontMap)
        pango_context_set_base_dir(rightToLeftContext, PANGO_DIRECTION_RTL)
    }

    /// The private fontconfig configuration: Easel's rule and every file of
    /// `fontFiles`, their patterns read from the folder caches in `cache` where they
    /// are current (see `addFontFiles(_:to:cache:)`), scanned otherwise. The caller
    /// owns the configuration.
    static func makeConfiguration(cache: FontScanCache?) -> OpaquePointer {
        let config = FcConfigCreate()!
        FcConfigSetRescanInterval(config, 0)
        guard FcConfigParseAndLoadFromMemory(config, Self.configuration, FcTrue) == FcTrue else {
            fatalError("EaselGraphics' built-in fontconfig rules do not parse; fontconfig is older than 2.12.91")
        }
        // Where fontconfig reads and writes its folder caches; it does not change which
        // fonts match. A folder that cannot be made or written is not named: fontconfig
        // would print an error for every scan it could not keep.
        let cache = cache.flatMap {
            $0.isWritable() && FcConfigParseAndLoadFromMemory(config, $0.configurationElement, FcFalse) == FcTrue ? $0 : nil
        }
        addFontFiles(fontFiles, to: config, cache: cache)
        return config
    }

    /// The cache of font scans in the user's cache folder, named after this
    /// configuration's rules; nil when the environment names no cache folder.
    static var userScanCache: FontScanCache? {
        FontScanCache.inUserCacheDirectory(configuration: configuration)
    }

    /// A context of `fontMap` with Easel's pinned font options, resolution and language.
    private static func makeContext(_ fontMap: UnsafeMutablePointer<PangoFontMap>) -> OpaquePointer {
        let context: OpaquePointer = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        // Line breaking and shaping depend on the language; Pango would take it from
        // the locale.
        pango_context_set_language(context, pango_language_from_string("en-us"))
        return context
    }

    /// Runs `body` with the Pango context, holding the lock that serializes all Pango use.
    func withContext<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(context)
    }

    /// The metrics of a face at a size, measured once and then cached.
    func metrics(of face: FontFace, pointSize: CGFloat) -> FontMetrics {
        withContext { context in
            let key = FaceAtSize(face: face, pointSize: pointSize)
            if let cached = metricsCache[key] { return cached }
            let measured = FontMetrics(measuring: face, pointSize: pointSize, in: context)
            metricsCache[key] = measured
            return measured
        }
    }

    /// The Pango description of a face at a size (`FontFace.makePangoDescription`),
    /// made once and then shared: every layout in one font would otherwise build the
    /// same description (its family list joined, weight, style and size set) and free
    /// it. Owned by the library; Pango copies what it keeps (a layout's description, a
    /// font attribute's), so callers neither keep nor free it.
    func pangoDescription(of face: FontFace, pointSize: CGFloat) -> OpaquePointer {
        withContext { _ in
            let key = FaceAtSize(face: face, pointSize: pointSize)
            if let cached = descriptionCache[key] { return cached }
            let made = face.makePangoDescription(pointSize: pointSize)
            descriptionCache[key] = made
            return made
        }
    }
}
