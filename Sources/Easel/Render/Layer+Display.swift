import CCairo
import EaselGraphics
import Foundation

/// The display of one layer: drawing the marked rectangle into the backing store.
extension Layer {
    /// Draws what is marked, if the view can be drawn now (it has pixels to draw and
    /// is shown), and returns the rectangle drawn in the view's coordinates. The marks
    /// stay when the view cannot be drawn yet.
    func displayIfNeeded() -> CGRect? {
        guard needsDisplay, let view = owningView, drawsContent != false else { return nil }
        let size = view.bounds.size
        let scale = view.contentScaleFactor
        let pixels = PixelBudget.pixels(of: size, scale: scale)
        guard size.width > 0, size.height > 0, pixels.width > 0, pixels.height > 0, view.isVisibleInHierarchy else { return nil }
        let budget = view.window?.pixelBudget ?? .standard
        if let excess = budget.excess(width: pixels.width, height: pixels.height) {
            // Core Animation's rule: a layer too large for a backing store is not drawn
            // ("Ignoring bogus layer size"). The marks stay, to draw it once it fits.
            Diagnostics.report("\(view.traceName): ignoring bogus layer size, \(excess)")
            backingStore = nil
            return nil
        }
        let pixelWidth = Int(pixels.width), pixelHeight = Int(pixels.height)

        var rect = needsFullDisplay ? view.bounds : dirtyRect.intersection(view.bounds)
        if let store = backingStore, store.pointSize == size, store.scale == scale {
            guard !rect.isNull, !rect.isEmpty else { return clearMarks() }
        } else {
            // A new size or scale has nothing to keep: draw it all.
            backingStore = BackingStore(bitmap: Bitmap(width: pixelWidth, height: pixelHeight),
                                        scale: scale, pointSize: size)
            rect = view.bounds
        }
        rect = Self.pixelAligned(rect, in: view.bounds, scale: scale)
        _ = clearMarks()
        let drew = draw(rect, of: view, into: backingStore!)
        if !drew { backingStore = nil }
        return drew ? rect : nil
    }

    private func clearMarks() -> CGRect? {
        needsFullDisplay = false
        dirtyRect = .null
        return nil
    }

    /// Runs `draw(in:)` for `rect`: the context is clipped to it and the old pixels
    /// there are cleared first (UIKit's `clearsContextBeforeDrawing`); the pixels
    /// outside it are kept. Returns whether the view's class draws at all.
    private func draw(_ rect: CGRect, of view: View, into store: BackingStore) -> Bool {
        let name = view.traceName
        let context = GraphicsContext(bitmap: store.bitmap, scale: store.scale) { operation in
            Trace.diagnostic("invalid context: \(operation) called outside the draw of \(name)", view: name)
        }
        context.translateBy(x: -view.bounds.minX, y: -view.bounds.minY)
        context.withCairo { cairo in
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        }
        let setUpOperations = context.operationCount
        let pass = DisplayPass(rect: rect)
        let outer = DisplayPass.current
        DisplayPass.current = pass
        context.makeCurrent { draw(in: context) }
        DisplayPass.current = outer
        let usedContext = context.operationCount > setUpOperations
        context.invalidate()

        let type = Swift.type(of: view)
        if DrawingClasses.drawsContent(type) == nil {
            DrawingClasses.learn(type, drawsContent: usedContext || !pass.baseDrawWasReached)
        }
        guard DrawingClasses.drawsContent(type) == true else { return false }
        Trace.record(TraceEvent("draw", view: name, rect: rect))
        return true
    }

    /// `rect` grown to whole pixels of the backing store, within the bounds.
    private static func pixelAligned(_ rect: CGRect, in bounds: CGRect, scale: CGFloat) -> CGRect {
        let minX = ((rect.minX - bounds.minX) * scale).rounded(.down) / scale + bounds.minX
        let minY = ((rect.minY - bounds.minY) * scale).rounded(.down) / scale + bounds.minY
        let maxX = ((rect.maxX - bounds.minX) * scale).rounded(.up) / scale + bounds.minX
        let maxY = ((rect.maxY - bounds.minY) * scale).rounded(.up) / scale + bounds.minY
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).intersection(bounds)
    }
}
