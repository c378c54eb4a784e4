import EaselGraphics
import Foundation

/// The display of one layer: the marks, and drawing the marked rectangle into the
/// backing store.
extension Layer {
    /// Whether a redraw is pending, like `CALayer.needsDisplay()`.
    public func needsDisplay() -> Bool { needsFullDisplay || !dirtyRect.isNull }

    /// Draws the layer now if it is marked, like `CALayer.displayIfNeeded()`.
    public func displayIfNeeded() {
        guard let window = hostWindow else { return }
        window.pipeline.display(self)
    }

    func displayNeedDidArise() {
        if let owningView { return owningView.markAncestors(for: .display) }
        if let window = hostWindow { enqueuePendingWork(in: window) }
    }

    /// A view's layer entering a window draws in full at the first commit, as UIKit
    /// draws a view the first time it is shown; its standalone sublayers' pending
    /// display and layout join the window's lists.
    func viewDidEnterWindow() {
        if let window = owningView?.hostWindow {
            for sublayer in storedSublayers where sublayer.owningView == nil { sublayer.enqueuePendingWork(in: window) }
            standaloneMask?.enqueuePendingWork(in: window)
        }
        guard let owningView, DrawingClasses.draws(owningView), backingStore == nil else { return }
        needsFullDisplay = true
        owningView.markAncestors(for: .display)
    }

    /// Puts this standalone layer and its standalone sublayers that await display or
    /// layout on `window`'s lists, and starts what each does over time there.
    func enqueuePendingWork(in window: Window) {
        let pipeline = window.pipeline
        if needsDisplay(), displayQueue !== pipeline {
            displayQueue = pipeline
            pipeline.layersNeedingDisplay.append(self)
            pipeline.setNeedsCommit()
        }
        if needsLayoutStorage, layoutQueue !== pipeline {
            layoutQueue = pipeline
            pipeline.layersNeedingLayout.append(self)
            pipeline.setNeedsCommit()
        }
        startRunning(in: window)
        for sublayer in storedSublayers where sublayer.owningView == nil { sublayer.enqueuePendingWork(in: window) }
        standaloneMask?.enqueuePendingWork(in: window)
    }

    /// The mask layer when it is not a mask view's (whose views' work is found
    /// through the masked view, see `View+Mask`).
    private var standaloneMask: Layer? { storedMask?.owningView == nil ? storedMask : nil }

    /// Whether the base `display()` draws this layer through `draw(in:)`: a view's
    /// layer when its view draws (see `DrawingClasses`), a standalone layer when its
    /// class overrides `draw(in:)` or it has a delegate.
    var drawsContent: Bool {
        if let owningView { return DrawingClasses.draws(owningView) }
        return delegate != nil || DrawingClasses.overridesDraw(type(of: self))
    }

    /// Whether marks reach `display()`: always for a standalone layer (whose
    /// `display()` may be overridden), only when its view draws for a view's layer.
    var isDisplayed: Bool {
        guard let owningView else { return true }
        return DrawingClasses.draws(owningView)
    }

    /// Runs `display()` if the layer is marked and can be drawn now (it has pixels to
    /// draw and is shown), and returns the rectangle drawn in the layer's coordinates.
    /// The marks stay when the layer cannot be drawn yet.
    func displayMarks() -> CGRect? {
        guard needsDisplay(), isDisplayed, displayTarget() != nil else { return nil }
        displayedRect = nil
        display()
        _ = clearMarks()
        return displayedRect
    }

    /// The backing store's size and scale, when the layer can be drawn now; a layer
    /// too large for a backing store is reported and not drawn, as Core Animation
    /// ignores a bogus layer size. A presentation copy that displays itself is drawn
    /// at its model's scale while its model is shown.
    private func displayTarget() -> (size: CGSize, scale: CGFloat, width: Int, height: Int)? {
        let model = presentedModel ?? self
        let size = bounds.size
        let scale = model.displayScale
        let pixels = PixelBudget.pixels(of: size, scale: scale)
        guard size.width > 0, size.height > 0, pixels.width > 0, pixels.height > 0, model.isVisibleInHierarchy else { return nil }
        let budget = model.hostWindow?.pixelBudget ?? .standard
        if let excess = budget.excess(width: pixels.width, height: pixels.height) {
            // The marks stay, to draw it once it fits.
            Diagnostics.report("\(traceName): ignoring bogus layer size, \(excess)")
            backingStore = nil
            return nil
        }
        return (size, scale, Int(pixels.width), Int(pixels.height))
    }

    /// Pixels per point of the backing store: a view's `contentScaleFactor`, else
    /// `contentsScale`.
    private var displayScale: CGFloat {
        owningView?.contentScaleFactor ?? contentsScale
    }

    /// The base `display()`: draws the marked rectangle into the backing store. A layer
    /// that does not draw has none: one it had drawn before goes, and its bounds are
    /// returned as what changed.
    func drawMarkedRect() -> CGRect? {
        guard drawsContent else {
            _ = clearMarks()
            guard backingStore != nil else { return nil }
            backingStore = nil
            return bounds
        }
        guard let target = displayTarget() else { return nil }
        let bounds = self.bounds
        if let store = backingStore, store.pointSize == target.size, store.scale == target.scale {
            let marked = needsFullDisplay ? bounds : dirtyRect.intersection(bounds)
            guard !marked.isNull, !marked.isEmpty else { return clearMarks() }
            let rect = Self.pixelAligned(marked, in: bounds, scale: target.scale)
            _ = clearMarks()
            store.holdAllPixels()
            draw(rect, into: store.bitmap, scale: store.scale, isBlank: false)
            store.noteDrawing(in: CGRect(x: (rect.minX - bounds.minX) * store.scale, y: (rect.minY - bounds.minY) * store.scale,
                                         width: rect.width * store.scale, height: rect.height * store.scale))
            return rect
        }
        // A new size or scale has nothing to keep: draw it all.
        let rect = Self.pixelAligned(bounds, in: bounds, scale: target.scale)
        _ = clearMarks()
        backingStore = BackingStore(width: target.width, height: target.height, scale: target.scale,
                                    pointSize: target.size) { bitmap in
            draw(rect, into: bitmap, scale: target.scale, isBlank: true)
        }
        return rect
    }

    private func clearMarks() -> CGRect? {
        needsFullDisplay = false
        dirtyRect = .null
        return nil
    }

    /// Runs `draw(in:)` for `rect`: the context is clipped to it and the old pixels
    /// there are cleared first, unless the view's `clearsContextBeforeDrawing` is
    /// `false` (then it draws over them); the pixels outside it are kept. A new store
    /// (`isBlank`) is transparent already: clearing it would write every one of its
    /// pixels, which for a label is most of the cost of drawing it.
    private func draw(_ rect: CGRect, into bitmap: Bitmap, scale: CGFloat, isBlank: Bool) {
        let name = traceName
        let context = GraphicsContext(bitmap: bitmap, scale: scale) { operation in
            Trace.diagnostic("invalid context: \(operation) called outside the draw of \(name)", view: name)
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        context.clip(to: rect)
        if !isBlank, owningView?.clearsContextBeforeDrawing ?? true { context.clear(rect) }
        let outerRect = DisplayPass.rect
        DisplayPass.rect = rect
        // Dynamic colors resolve against the layer's traits, as UIKit makes them
        // current around draw(_:); a full redraw forgets what the old pixels used.
        let resolvedDynamicColors = traitsForColors.performAsCurrentNotingDynamicColors {
            context.makeCurrent {
                // What a view's drawing reads of observable models is tracked: a change
                // redraws it.
                guard let owningView else { return draw(in: context) }
                ObservedView.track(owningView, mark: { $0.setNeedsDisplay() }) { draw(in: context) }
            }
        }
        drewWithDynamicColors = resolvedDynamicColors || (drewWithDynamicColors && rect != bounds)
        DisplayPass.rect = outerRect
        context.invalidate()
        Trace.record(TraceEvent("draw", view: name, rect: rect))
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
