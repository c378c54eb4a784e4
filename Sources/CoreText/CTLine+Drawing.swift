import CoreGraphics
import EaselGraphics
import Foundation

/// Core Text's line drawing: in text space, y up, a line's origin at the start of its
/// baseline, mapped to user space by the context's `textMatrix` and placed at a point
/// of user space. In a UIKit view's context, which is y down, text comes out upside
/// down unless the context is flipped first, as on iOS.
extension CTLine {
    /// Draws the line with its origin at `origin` in user space, through the context's
    /// text matrix; the graphics state is left as it was.
    func draw(in context: CGContext, at origin: CGPoint) {
        guard !layout.lines.isEmpty else { return }
        context.saveGState()
        context.translateBy(x: origin.x, y: origin.y)
        context.concatenate(context.textMatrix)
        // Text space is y up; the engine lays lines out y down.
        context.scaleBy(x: 1, y: -1)
        context.draw(layout, at: CGPoint(x: -startX, y: -ascent))
        context.restoreGState()
    }
}

/// Draws the line with its origin at the context's `textPosition`, like `CTLineDraw`.
/// Each run is drawn in its own attributes (font, color, kerning, underline); the
/// text position is left where it was.
public func CTLineDraw(_ line: CTLine, _ context: CGContext) {
    line.draw(in: context, at: context.textPosition)
}

/// The rectangle that tightly encloses the ink of the line's glyphs, like
/// `CTLineGetImageBounds`: in text space (y up) from the context's `textPosition`
/// (from the line's origin without a context); `.null` when the line draws no ink.
/// The text matrix is not applied, as Core Text gives the rectangle before it.
public func CTLineGetImageBounds(_ line: CTLine, _ context: CGContext?) -> CGRect {
    let ink = line.layout.inkBounds(ofLine: 0)
    guard !ink.isNull else { return .null }
    let position = context?.textPosition ?? .zero
    return CGRect(x: position.x + ink.minX - line.startX, y: position.y + line.ascent - ink.maxY,
                  width: ink.width, height: ink.height)
}
