import CoreGraphics
import EaselGraphics
import Foundation

/// A stretch of a line whose characters share their attributes, like Core Text's
/// `CTRun`: one glyph per character (grapheme cluster) here, placed where the engine
/// that draws the line puts it.
public final class CTRun {
    /// The attributes of the run's characters, as the attributed string gives them.
    let attributes: [NSAttributedString.Key: Any]
    /// The run's characters in the line's string, in UTF-16 code units.
    let stringRange: CFRange
    /// Each glyph's origin, from the line's origin (y is 0: on the baseline).
    let positions: [CGPoint]
    /// Where the run ends, from the line's origin.
    let endX: CGFloat
    /// The font the run draws with.
    let font: Font

    init(attributes: [NSAttributedString.Key: Any], stringRange: CFRange, positions: [CGPoint], endX: CGFloat, font: Font) {
        self.attributes = attributes
        self.stringRange = stringRange
        self.positions = positions
        self.endX = endX
        self.font = font
    }

    /// The x where glyph `index` starts, the run's end past its last glyph.
    func startX(ofGlyph index: Int) -> CGFloat {
        index < positions.count ? positions[index].x : endX
    }

    /// The glyph indices `range` covers (a length of 0 runs to the end), clamped.
    func glyphs(in range: CFRange) -> Range<Int> {
        let start = min(max(0, range.location), positions.count)
        let end = range.length > 0 ? min(positions.count, start + range.length) : positions.count
        return start..<max(start, end)
    }
}

extension CTLine {
    /// The runs of the line's attributes over its drawn characters, with their glyphs.
    func makeRuns() -> [CTRun] {
        var runs: [CTRun] = []
        source.enumerateAttributes(in: range, options: []) { attributes, runRange, _ in
            let firstByte = byte(forIndex: runRange.location)
            let lastByte = byte(forIndex: runRange.location + runRange.length)
            guard lastByte > firstByte else { return }
            var positions: [CGPoint] = [], offset = firstByte
            for character in text.substring(firstByte..<lastByte) {
                positions.append(CGPoint(x: caretX(atByte: offset), y: 0))
                offset += character.utf8.count
            }
            runs.append(CTRun(attributes: attributes, stringRange: CFRange(location: runRange.location, length: runRange.length),
                              positions: positions, endX: caretX(atByte: lastByte),
                              font: text.attributes(at: firstByte).font))
        }
        return runs
    }
}

/// The number of glyphs, like `CTRunGetGlyphCount`: one per character.
public func CTRunGetGlyphCount(_ run: CTRun) -> CFIndex { run.positions.count }

/// The attributes of the run's characters, like `CTRunGetAttributes`: the attributed
/// string's own, keyed by `NSAttributedString.Key`.
public func CTRunGetAttributes(_ run: CTRun) -> CFDictionary { run.attributes }

/// The run's characters in the line's string, like `CTRunGetStringRange`.
public func CTRunGetStringRange(_ run: CTRun) -> CFRange { run.stringRange }

/// Copies the origins of the glyphs in `range` (a length of 0 runs to the end) into
/// `buffer`, like `CTRunGetPositions`: from the line's origin, on the baseline.
public func CTRunGetPositions(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGPoint>) {
    for (slot, glyph) in run.glyphs(in: range).enumerated() { buffer[slot] = run.positions[glyph] }
}

/// The width of the glyphs in `range` (a length of 0 runs to the end), and through the
/// pointers the run's font's ascent, descent (positive) and leading, like
/// `CTRunGetTypographicBounds`.
public func CTRunGetTypographicBounds(_ run: CTRun, _ range: CFRange, _ ascent: UnsafeMutablePointer<CGFloat>?,
                                      _ descent: UnsafeMutablePointer<CGFloat>?,
                                      _ leading: UnsafeMutablePointer<CGFloat>?) -> Double {
    ascent?.pointee = run.font.ascender
    descent?.pointee = -run.font.descender
    leading?.pointee = run.font.leading
    let glyphs = run.glyphs(in: range)
    return Double(run.startX(ofGlyph: glyphs.upperBound) - run.startX(ofGlyph: glyphs.lowerBound))
}
