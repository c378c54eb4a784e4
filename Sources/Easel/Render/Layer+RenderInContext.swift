import EaselGraphics
import Foundation

/// Drawing a layer tree into a context of the caller's, as iOS code makes an image of a
/// view: `CALayer.render(in:)`, `UIView.drawHierarchy(in:afterScreenUpdates:)` and
/// `UIView.snapshotView(afterScreenUpdates:)`.
extension Layer {
    /// The layer tree as `render(in:)` draws it, at `scale` pixels a point; `nil` for
    /// an empty bounds, and for one over the window's `PixelBudget` (reported).
    func renderedImage(in window: Window, scale: CGFloat) -> Image? {
        let shown = presentedValues
        let bounds = shown.bounds
        let pixels = PixelBudget.pixels(of: bounds.size, scale: scale)
        guard pixels.width > 0, pixels.height > 0 else { return nil }
        if let excess = window.pixelBudget.excess(width: pixels.width, height: pixels.height) {
            Diagnostics.report("\(traceName): not rendered into a context, its image would be \(excess)")
            return nil
        }
        let (width, height) = (CGFloat(pixels.width), CGFloat(pixels.height))
        let toDevice = Transform(translationX: -bounds.minX, y: -bounds.minY).concatenating(Transform(scaleX: scale, y: scale))
        let bitmap = Compositor(window: window).renderOffscreen(self, shown, box: CGRect(x: 0, y: 0, width: width, height: height),
                                                                toDevice: toDevice)
        return Image(adopting: bitmap, scale: scale)
    }
}

extension View {
    /// Draws the view and its subviews into the current context, scaled to fill `rect`,
    /// like `UIView.drawHierarchy(in:afterScreenUpdates:)`; false when there is no current
    /// context or the view is not in a window. The tree is drawn with the layout and
    /// display it has pending done first, whichever `afterScreenUpdates` says (iOS draws
    /// what the screen last showed when it is false).
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = GraphicsContext.current, let window else { return false }
        window.pipeline.settle()
        guard let image = layer.renderedImage(in: window, scale: context.scale) else { return false }
        context.draw(image, in: rect)
        return true
    }

    /// A new view showing what this one shows now, like
    /// `UIView.snapshotView(afterScreenUpdates:)`: of the same size, its layer's contents
    /// an image of the view and its subviews at the window's scale; `nil` when the view
    /// is not in a window.
    public func snapshotView(afterScreenUpdates: Bool) -> View? {
        guard let window else { return nil }
        window.pipeline.settle()
        let snapshot = View(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.layer.contents = layer.renderedImage(in: window, scale: window.scale)
        return snapshot
    }

    /// A new view showing the part `rect` (in this view's bounds) of what this one shows
    /// now, like `UIView.resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`:
    /// of `rect`'s size, its layer showing that part of the image `snapshotView` takes;
    /// `nil` when the view is not in a window. Resizing it stretches the whole image:
    /// cap insets that should stay unstretched are reported and not kept (Easel's
    /// layers have no `contentsCenter`).
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates: Bool,
                                      withCapInsets capInsets: EdgeInsets) -> View? {
        guard let snapshot = snapshotView(afterScreenUpdates: afterScreenUpdates) else { return nil }
        let bounds = self.bounds
        guard bounds.width > 0, bounds.height > 0 else { return snapshot }
        let part = rect.standardized
        snapshot.bounds.size = part.size
        snapshot.layer.contentsRect = CGRect(x: (part.minX - bounds.minX) / bounds.width,
                                             y: (part.minY - bounds.minY) / bounds.height,
                                             width: part.width / bounds.width, height: part.height / bounds.height)
        if capInsets != .zero {
            Diagnostics.report("\(traceName).resizableSnapshotView: cap insets are not kept; the snapshot stretches as a whole")
        }
        return snapshot
    }
}
