import Foundation

/// How a row of a list shows its place in its section, the same in a table and in a
/// collection view's list layout: the rounded corners of an inset-grouped section and
/// the 1-pixel separator lines.
@MainActor
enum ListRowDrawing {
    /// Rounds a row of an inset-grouped section: the top corners of its first row, the
    /// bottom ones of its last (`TableStyleMetrics.insetGroupedCornerRadius`), its
    /// content clipped to them; a row in between keeps square corners.
    static func roundInsetGroupedCorners(of layer: Layer, isFirst: Bool, isLast: Bool) {
        var corners: CornerMask = []
        if isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        layer.cornerRadius = corners.isEmpty ? 0 : TableStyleMetrics.insetGroupedCornerRadius
        layer.maskedCorners = corners
        layer.masksToBounds = !corners.isEmpty
    }

    /// A separator's frame in a row of `bounds`: one device pixel tall along the bottom
    /// (or the top), `left` and `right` in from the row's sides.
    static func separatorFrame(in bounds: CGRect, left: CGFloat, right: CGFloat, scale: CGFloat, atTop: Bool = false) -> CGRect {
        let pixel = 1 / max(1, scale)
        return CGRect(x: left, y: atTop ? 0 : bounds.height - pixel, width: max(0, bounds.width - left - right), height: pixel)
    }
}
