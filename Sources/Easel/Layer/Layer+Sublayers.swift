import EaselGraphics
import Foundation

/// The layer tree: adding, inserting, replacing and removing sublayers, as
/// `CALayer` does, with the refusals that keep it a tree.
extension Layer {
    /// The sublayers, back to front, like `CALayer.sublayers` (`nil` when none): a
    /// view's layer lists its subviews' layers, in subview order, with the standalone
    /// layers added to it. Setting it removes the standalone sublayers and adds the
    /// given ones (the layers of subviews stay: they move with their views).
    public var sublayers: [Layer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for sublayer in storedSublayers where sublayer.owningView == nil { sublayer.removeFromSuperlayer() }
            for sublayer in newValue ?? [] { addSublayer(sublayer) }
        }
    }

    /// Adds a layer above the other sublayers, like `CALayer.addSublayer(_:)`; it is
    /// first removed from its superlayer.
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: storedSublayers.count)
    }

    /// Inserts a layer at an index of `sublayers`, clamped to the valid range, like
    /// `CALayer.insertSublayer(_:at:)`. A layer that is its own ancestor, or a view's
    /// layer (placed by its view), is refused with a diagnostic.
    public func insertSublayer(_ layer: Layer, at index: Int) {
        guard adopts(layer) else { return }
        layer.detachFromSuperlayer()
        storedSublayers.insert(layer, at: min(max(0, index), storedSublayers.count))
        layer.superlayer = self
        layer.didEnterTree()
    }

    /// Inserts a layer just above a sublayer, like `CALayer.insertSublayer(_:above:)`;
    /// on top of all of them when `sibling` is `nil`. A `sibling` that is not a
    /// sublayer is reported and nothing changes.
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        guard let sibling else { return addSublayer(layer) }
        guard layer !== sibling, let index = indexOfSublayer(sibling, for: "insertSublayer(_:above:)") else { return }
        insertSublayer(layer, at: index + 1)
    }

    /// Inserts a layer just below a sublayer, like `CALayer.insertSublayer(_:below:)`;
    /// below all of them when `sibling` is `nil`. A `sibling` that is not a sublayer is
    /// reported and nothing changes.
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        guard let sibling else { return insertSublayer(layer, at: 0) }
        guard layer !== sibling, let index = indexOfSublayer(sibling, for: "insertSublayer(_:below:)") else { return }
        insertSublayer(layer, at: index)
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers, like
    /// `CALayer.replaceSublayer(_:with:)`; `oldLayer` leaves the tree.
    public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
        guard oldLayer !== newLayer, let index = indexOfSublayer(oldLayer, for: "replaceSublayer(_:with:)"),
              adopts(newLayer), oldLayer.isDetachable(for: "replaceSublayer(_:with:)") else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: index)
    }

    /// Takes the layer out of its superlayer, like `CALayer.removeFromSuperlayer()`.
    /// A view's layer leaves with its view (`View.removeFromSuperview()`): removing it
    /// alone is reported and ignored.
    public func removeFromSuperlayer() {
        guard superlayer != nil, isDetachable(for: "removeFromSuperlayer()") else { return }
        detachFromSuperlayer()
    }

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

    private func adopts(_ layer: Layer) -> Bool {
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

    private func isDetachable(for operation: String) -> Bool {
        guard let owningView else { return true }
        Diagnostics.report("\(traceName): ignoring \(operation) on the layer of \(owningView.traceName); "
                           + "a view's layer leaves with its view (use removeFromSuperview)")
        return false
    }

    private func indexOfSublayer(_ sublayer: Layer, for operation: String) -> Int? {
        guard let index = storedSublayers.firstIndex(where: { $0 === sublayer }) else {
            Diagnostics.report("\(traceName): ignoring \(operation); \(sublayer.traceName) is not one of its sublayers")
            return nil
        }
        return index
    }

    /// Removes a standalone layer from its superlayer, its area damaged.
    private func detachFromSuperlayer() {
        guard let superlayer else { return }
        damageLayerTree()
        superlayer.storedSublayers.removeAll { $0 === self }
        self.superlayer = nil
    }

    /// A standalone layer joined a tree: its area is damaged and its pending display
    /// and layout join its window's lists.
    private func didEnterTree() {
        joinedTreeInTransaction = Transaction.commitCount
        damageLayerTree()
        if let window = hostView?.window { enqueuePendingWork(in: window) }
    }
}
