import EaselGraphics
import Foundation

/// The layer tree: adding, inserting, replacing and removing sublayers, as
/// `CALayer` does, with the refusals that keep it a tree.
extension Layer {
    /// Whether the layer is `layer` or inside it (as a sublayer, or in its mask).
    func isDescendant(of layer: Layer) -> Bool {
        var current: Layer? = self
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.parentLayer
        }
        return false
    }

    /// The sublayers in the order they are painted: by `zPosition`, those with equal
    /// values in `sublayers` order, as Core Animation orders siblings.
    var sublayersInPaintingOrder: [Layer] {
        // A loop, not `contains(where:)`: the closure would check its isolation at
        // run time for each of what can be thousands of sublayers, at every composite.
        var isOrdered = true
        for sublayer in storedSublayers where sublayer.storedZPosition != 0 { isOrdered = false; break }
        guard !isOrdered else { return storedSublayers }
        return storedSublayers.enumerated()
            .sorted { ($0.element.storedZPosition, $0.offset) < ($1.element.storedZPosition, $1.offset) }
            .map(\.element)
    }

    // MARK: The layers of views

    /// Places the layer of a subview just below `nextSibling` (the layer of the subview
    /// that follows it), or on top when there is none, as UIKit's subview insertion does.
    func placeViewLayer(_ layer: Layer, below nextSibling: Layer?) {
        layer.superlayer?.storedSublayers.removeAll { $0 === layer }
        let index = nextSibling.flatMap { next in storedSublayers.firstIndex { $0 === next } } ?? storedSublayers.count
        storedSublayers.insert(layer, at: index)
        layer.superlayer = self
    }

    /// Takes the layer of a subview that leaves its superview out of the tree.
    func removeViewLayer(_ layer: Layer) {
        storedSublayers.removeAll { $0 === layer }
        layer.superlayer = nil
    }

    // MARK: Refusals

    func adopts(_ layer: Layer) -> Bool {
        if layer.owningView != nil {
            Diagnostics.report("\(traceName): refusing to add the layer of \(layer.traceName) as a sublayer; "
                               + "a view's layer moves with its view (use addSubview)")
            return false
        }
        if let masked = layer.maskedLayer {
            Diagnostics.report("\(traceName): refusing to add \(layer.traceName) as a sublayer; "
                               + "it is the mask of \(masked.traceName)")
            return false
        }
        if isDescendant(of: layer) {
            Diagnostics.report("\(traceName): refusing to add \(layer.traceName) as a sublayer; "
                               + "it contains \(traceName), which would make a cycle")
            return false
        }
        return true
    }

    func isDetachable(for operation: String) -> Bool {
        guard let owningView else { return true }
        Diagnostics.report("\(traceName): ignoring \(operation) on the layer of \(owningView.traceName); "
                           + "a view's layer leaves with its view (use removeFromSuperview)")
        return false
    }

    func indexOfSublayer(_ sublayer: Layer, for operation: String) -> Int? {
        guard let index = storedSublayers.firstIndex(where: { $0 === sublayer }) else {
            Diagnostics.report("\(traceName): ignoring \(operation); \(sublayer.traceName) is not one of its sublayers")
            return nil
        }
        return index
    }

    /// Removes a standalone layer from its superlayer, its area damaged.
    func detachFromSuperlayer() {
        guard let superlayer else { return }
        damageLayerTree()
        superlayer.storedSublayers.removeAll { $0 === self }
        self.superlayer = nil
    }

    /// A standalone layer joined a tree: its area is damaged and its pending display
    /// and layout join its window's lists.
    func didEnterTree() {
        joinedTreeInTransaction = Transaction.commitCount
        damageLayerTree()
        if let window = hostWindow { enqueuePendingWork(in: window) }
    }
}
