import EaselGraphics
import Foundation

/// What a change of a shape layer's trim (`strokeStart`, `strokeEnd`) damages: only the
/// rows of pixels the moved part of the stroke reaches, when that is known exactly, as
/// a progress ring's animation moves its end a little at every frame.
///
/// Trimming keeps every piece of the path before the piece a cut falls in as it was
/// (`BezierPath.trimmed(from:to:)` computes each whole piece alike), so two trims share
/// their first elements, and their strokes differ only where their remaining elements
/// (the tails), their joins and their end caps reach. Cairo fills a stroke's outline
/// row by row of pixels, and how it samples a row (whole, or by sub-rows) depends on
/// every edge of the outline the row meets; so the damage is the rows the tails
/// reach, across the whole width the layer paints. A tile repainted for those rows is
/// then painted as a full redraw paints it, and the other tiles' rows meet the same
/// edges as before.
extension ShapeLayer {
    /// A stroke's trim: `strokeStart` and `strokeEnd`.
    typealias Trim = (start: CGFloat, end: CGFloat)

    /// The trim as the model holds it.
    var trim: Trim { (strokeStart, strokeEnd) }

    /// The trim is about to change to `new`: the area the layer covers is damaged now,
    /// unless only part of the stroke may change (see `trimDidChange(_:from:trim:)`).
    func trimWillChange(to new: Trim) {
        if !mayChangePartOfStroke(from: trim, to: new) { compositingWillChange() }
    }

    /// The trim changed from `old` (the property `key` from `oldValue`): the rows the
    /// stroke changed in are damaged (or, when that is not known, the area the layer
    /// covers), and the property's action runs.
    func trimDidChange(_ key: String, from oldValue: CGFloat, trim old: Trim) {
        guard mayChangePartOfStroke(from: old, to: trim) else { return compositingDidChange(key, from: oldValue) }
        changeCount &+= 1
        damageChangedStroke(from: old)
        propertyDidChange(key, from: oldValue)
    }

    /// Whether moving the trim from `old` to `new` may leave part of the stroke as it
    /// was: a solid stroke before and after, of a standalone layer without animations,
    /// shown directly (not through a mask, a replicator's copies or a perspective).
    private func mayChangePartOfStroke(from old: Trim, to new: Trim) -> Bool {
        guard owningView == nil, animationStore == nil, path != nil, (lineDashPattern ?? []).isEmpty,
              (strokeColor?.alpha ?? 0) > 0, lineWidth > 0,
              [old.start, old.end, new.start, new.end].allSatisfy(\.isFinite),
              old.end > old.start, new.end > new.start else { return false }
        return maskTarget == nil && replicatingAncestor == nil && outermostProjectedLayer == nil
    }

    /// Damages the rows of window pixels where the stroke trimmed to `old` and the
    /// stroke trimmed as now differ, across the layer's painted width; the area the
    /// layer covers when the tails are not curves alone (see `changedArea`). Both trims
    /// stroke, so that area is the same before and after.
    private func damageChangedStroke(from old: Trim) {
        guard let path, let window = hostWindow, isVisibleInHierarchy else { return }
        let before = strokedPath(of: path, trimmedTo: old).elements
        guard let changed = Self.changedArea(before, strokedPath(of: path, trimmedTo: trim).elements) else {
            return damageLayerTree()
        }
        let reach = lineWidth / 2 * strokeReach
        let toRoot = presentedTransformToRoot
        let rows = window.pixelRect(covering: changed.insetBy(dx: -reach, dy: -reach), transform: toRoot)
        let across = window.pixelRect(covering: presentedPaintedArea, transform: toRoot)
        // One more row each way for cairo's rounding of the outline to its fixed point.
        window.damage(CGRect(x: across.minX, y: rows.minY - 1, width: across.width, height: rows.height + 2),
                      castBy: self)
    }

    /// The box of the points where two trims of a path part (in the path's
    /// coordinates): from the end of the last element they share, over every point of
    /// both tails. `nil` when they share nothing, or when a tail is empty or holds
    /// anything but curves: cairo merges a line into a line before it, and strokes a
    /// path of lines alone (a rectilinear one) another way, which would change pixels
    /// of the shared part too.
    static func changedArea(_ before: [PathElement], _ after: [PathElement]) -> CGRect? {
        let shared = zip(before, after).prefix { $0 == $1 }.count
        guard shared > 0, let start = before[shared - 1].points.last else { return nil }
        let tails = [before[shared...], after[shared...]]
        guard tails.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isCurve) }) else { return nil }
        let points = tails.flatMap { $0.flatMap(\.points) }
        let xs = points.map(\.x) + [start.x], ys = points.map(\.y) + [start.y]
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

private extension PathElement {
    /// Whether the element is a cubic curve.
    var isCurve: Bool {
        if case .curve = self { return true }
        return false
    }
}
