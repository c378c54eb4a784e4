import EaselPNG

/// The diff image being drawn, as pixelmatch draws its output: unchanged pixels as the
/// baseline's brightness faded towards white, differences and anti-aliased pixels in
/// their colours; with `diffMask`, only the differences, on transparency.
struct DiffCanvas {
    /// Row-major RGBA words, `width` per row, zero (transparent) until drawn.
    let pixels: UnsafeMutableRawPointer
    let width: Int
    private let alpha: Double
    private let mask: Bool
    private let aaWord: UInt32
    private let diffWord: UInt32
    private let darkerWord: UInt32
    /// The colour ignored regions are painted in, if any (Playwright's `maskColor`).
    private let maskWord: UInt32?

    init(pixels: UnsafeMutableRawPointer, width: Int, options: ComparisonOptions) {
        self.pixels = pixels
        self.width = width
        alpha = options.alpha.isNaN ? 0 : min(1, max(0, options.alpha))
        mask = options.diffMask
        aaWord = Self.word(options.aaColor)
        diffWord = Self.word(options.diffColor)
        darkerWord = Self.word(options.diffColorAlt ?? options.diffColor)
        maskWord = options.maskColor.map(Self.word)
    }

    /// Draws `pixel` (the baseline's) as unchanged.
    @inline(__always)
    func fade(_ pixel: UInt32, x: Int, y: Int) {
        guard !mask else { return }
        store(YIQ.faded(pixel, alpha: alpha), x: x, y: y)
    }

    /// Draws columns `columns` of `row` (the baseline's row `y`) as unchanged. Runs of
    /// one colour, the usual case in UI images, are faded once.
    func fade(row: PixelPlane, y: Int, columns: Range<Int>) {
        guard !mask, !columns.isEmpty else { return }
        var last = row[columns.lowerBound, y]
        var faded = YIQ.faded(last, alpha: alpha)
        for x in columns {
            let pixel = row[x, y]
            if pixel != last {
                last = pixel
                faded = YIQ.faded(pixel, alpha: alpha)
            }
            store(faded, x: x, y: y)
        }
    }

    /// Draws an anti-aliased pixel (left out of a mask, as pixelmatch does).
    @inline(__always)
    func markAntialiased(x: Int, y: Int) {
        guard !mask else { return }
        store(aaWord, x: x, y: y)
    }

    /// Draws a difference; `darker` when the current pixel is the darker one.
    @inline(__always)
    func markDifference(x: Int, y: Int, darker: Bool) {
        store(darker ? darkerWord : diffWord, x: x, y: y)
    }

    /// Whether ignored regions are painted in a mask colour.
    var paintsMasks: Bool { maskWord != nil }

    /// Draws ignored columns of `row` (the baseline's row `y`): in the mask colour when
    /// there is one, else as unchanged.
    func markIgnored(row: PixelPlane, y: Int, columns: Range<Int>) {
        guard let maskWord else { return fade(row: row, y: y, columns: columns) }
        for x in columns { store(maskWord, x: x, y: y) }
    }

    /// Draws an ignored pixel that only one image has, or neither: in the mask colour
    /// when there is one, else as unchanged, from the baseline when it has the pixel,
    /// else as transparent.
    @inline(__always)
    func markIgnoredMissing(_ pixel: UInt32?, x: Int, y: Int) {
        guard let maskWord else { return fade(pixel ?? 0, x: x, y: y) }
        store(maskWord, x: x, y: y)
    }

    @inline(__always)
    private func store(_ word: UInt32, x: Int, y: Int) {
        pixels.storeBytes(of: word, toByteOffset: (y &* width &+ x) &* 4, as: UInt32.self)
    }

    private static func word(_ color: Pixel) -> UInt32 {
        RGBAWord.make(red: UInt32(color.red), green: UInt32(color.green), blue: UInt32(color.blue), alpha: 255)
    }
}
