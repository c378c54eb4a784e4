import EaselGraphics
import Foundation

/// Damage bookkeeping: which window pixels a change makes stale.
extension Window {
    /// Adds a rectangle in window pixels to the damage, clipped to the framebuffer.
    func damage(_ pixelRect: CGRect) {
        let clipped = pixelRect.intersection(CGRect(x: 0, y: 0, width: framebuffer.width, height: framebuffer.height))
        guard !clipped.isNull, !clipped.isEmpty else { return }
        damage.add(clipped)
        needsCommit = true
    }

    /// Damages a rectangle in a view's coordinates (a redrawn rectangle).
    func damage(_ rect: CGRect, of view: View) {
        damage(pixelRect(covering: rect, transform: view.transformToRoot))
    }

    /// A view's geometry is about to change: its old area is damaged now, its new one
    /// at the commit.
    func geometryWillChange(of view: View) {
        guard view !== self else {
            needsCommit = true
            return
        }
        if view.isVisibleInHierarchy { damage(pixelArea(ofSubtreeOf: view)) }
        viewsWithChangedGeometry.append(view)
        needsCommit = true
    }

    /// A subtree entered this window: its area is damaged at the commit.
    func subtreeWasInserted(_ view: View) {
        viewsWithChangedGeometry.append(view)
        needsCommit = true
    }

    /// A subtree is leaving this window: its area is damaged now.
    func subtreeWillBeRemoved(_ view: View) {
        if view.isVisibleInHierarchy { damage(pixelArea(ofSubtreeOf: view)) }
    }

    /// Damages the new area of every view whose geometry changed since the last commit.
    func damageChangedGeometry() {
        for view in viewsWithChangedGeometry where view.window === self && view.isVisibleInHierarchy {
            damage(pixelArea(ofSubtreeOf: view))
        }
        viewsWithChangedGeometry.removeAll()
    }

    // MARK: Areas in window pixels

    /// The pixels a view paints itself: its bounds, and its shadow.
    func pixelArea(ofOwnContentOf view: View) -> CGRect {
        pixelRect(covering: view.paintedRect, transform: view.transformToRoot)
    }

    /// The pixels a view and its visible subviews paint.
    func pixelArea(ofSubtreeOf view: View) -> CGRect {
        subtreeArea(of: view, transform: view.transformToRoot)
    }

    private func subtreeArea(of view: View, transform: Transform) -> CGRect {
        var area = pixelRect(covering: view.paintedRect, transform: transform)
        guard !view.layer.masksToBounds else { return area }
        for subview in view.subviews where !subview.isHidden {
            area = area.union(subtreeArea(of: subview, transform: subview.transformToSuperview.concatenating(transform)))
        }
        return area
    }

    /// The whole pixels covering `rect` once mapped by `transform` to window points.
    func pixelRect(covering rect: CGRect, transform: Transform) -> CGRect {
        guard !rect.isNull, !rect.isEmpty else { return .null }
        let points = rect.applying(transform)
        let minX = (points.minX * scale).rounded(.down), minY = (points.minY * scale).rounded(.down)
        let maxX = (points.maxX * scale).rounded(.up), maxY = (points.maxY * scale).rounded(.up)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension View {
    /// The rectangle, in the view's coordinates, that compositing the view itself can
    /// touch: the bounds, grown to hold the shadow.
    var paintedRect: CGRect {
        guard layer.hasShadow else { return bounds }
        let reach = ShadowBlur.reach(ofRadius: layer.shadowRadius)
        return bounds.union(bounds.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
            .insetBy(dx: -reach, dy: -reach))
    }
}
