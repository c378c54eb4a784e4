import CoreGraphics
import EaselGraphics
import Foundation

/// Lines laid out in a path, like Core Text's `CTFrame`: made by
/// `CTFramesetterCreateFrame`, in the y-up coordinates of Core Graphics, each line's
/// origin on its baseline from the bottom-left of the path's bounding box.
public final class CTFrame {
    /// The path the frame was made with.
    let path: CGPath
    /// The path's bounding box, which the lines fill.
    let rect: CGRect
    /// The characters the frame was asked to lay out.
    let stringRange: NSRange
    /// The lines that fit, top to bottom.
    let lines: [CTLine]
    /// Each line's origin, from the bottom-left of `rect`, y up.
    let origins: [CGPoint]

    init(path: CGPath, rect: CGRect, stringRange: NSRange, lines: [CTLine], origins: [CGPoint]) {
        self.path = path
        self.rect = rect
        self.stringRange = stringRange
        self.lines = lines
        self.origins = origins
    }
}

/// The lines of the frame, top to bottom, like `CTFrameGetLines` (`as! [CTLine]` gives
/// them typed).
public func CTFrameGetLines(_ frame: CTFrame) -> CFArray { frame.lines }

/// Copies the origins of the lines in `range` (a length of 0 runs to the end) into
/// `origins`, like `CTFrameGetLineOrigins`: each the start of a line's baseline, from
/// the bottom-left of the path's bounding box, y up. A range past the lines copies
/// none, reported.
public func CTFrameGetLineOrigins(_ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>) {
    let count = frame.origins.count
    guard range.location >= 0, range.length >= 0, range.location + range.length <= count else {
        Diagnostics.report("CTFrameGetLineOrigins: the range \(range.location), \(range.length) passes the frame's \(count) lines; nothing copied")
        return
    }
    let end = range.length > 0 ? range.location + range.length : count
    for (slot, line) in (range.location..<end).enumerated() { origins[slot] = frame.origins[line] }
}

/// The characters the frame's lines show, like `CTFrameGetVisibleStringRange`: from
/// the first line's first to the last line's last; empty at the start of the frame's
/// range when no line fits.
public func CTFrameGetVisibleStringRange(_ frame: CTFrame) -> CFRange {
    guard let first = frame.lines.first?.range, let last = frame.lines.last?.range else {
        return CFRange(location: frame.stringRange.location, length: 0)
    }
    return CFRange(location: first.location, length: NSMaxRange(last) - first.location)
}

/// The characters the frame was asked to lay out, like `CTFrameGetStringRange`.
public func CTFrameGetStringRange(_ frame: CTFrame) -> CFRange {
    CFRange(location: frame.stringRange.location, length: frame.stringRange.length)
}

/// The path the frame was made with, like `CTFrameGetPath`.
public func CTFrameGetPath(_ frame: CTFrame) -> CGPath { frame.path }

/// Draws the frame's lines, like `CTFrameDraw`: each with its origin at its line origin
/// from the bottom-left of the path's bounding box, through the context's text matrix,
/// in user space (y up, as Core Graphics draws; a UIKit view flips its context first).
public func CTFrameDraw(_ frame: CTFrame, _ context: CGContext) {
    for (line, origin) in zip(frame.lines, frame.origins) {
        line.draw(in: context, at: CGPoint(x: frame.rect.minX + origin.x, y: frame.rect.minY + origin.y))
    }
}
