import EaselGraphics
import Foundation

/// Where a layer is shown, and what a change of a standalone layer damages: the
/// window pixels its tree covers, with the shadows cast over them, before and after.
extension Layer {
    /// The view whose layer is this one or its nearest view-backed ancestor.
    var hostView: View? {
        var current: Layer? = self
        while let layer = current {
            if let view = layer.owningView { return view }
            current = layer.parentLayer
        }
        return nil
    }

    /// The window that shows the layer: its host view's (a mask view's: the masked
    /// view's).
    var hostWindow: Window? { hostView?.hostWindow }

    /// Whether the layer and its ancestors are shown.
    var isVisibleInHierarchy: Bool {
        var current: Layer? = self
        while let layer = current {
            if let view = layer.owningView { return view.isVisibleInHierarchy }
            if layer.storedIsHidden { return false }
            current = layer.parentLayer
        }
        return false
    }

    /// The outermost layer above this one that shows its sublayers more than once: a
    /// change here shows in every copy, which only its whole tree covers.
    var replicatingAncestor: Layer? {
        var outermost: Layer?
        var current = superlayer
        while let layer = current {
            if type(of: layer).replicatesSublayers { outermost = layer }
            current = layer.superlayer
        }
        return outermost
    }

    /// The layer above this one: its superlayer, or the layer it is the mask of.
    var parentLayer: Layer? { superlayer ?? maskedLayer }

    /// The layer whose mask is this one's tree (a change inside a mask changes what
    /// the masked layer shows); `nil` outside masks.
    var maskTarget: Layer? {
        var root = self
        while let superlayer = root.superlayer { root = superlayer }
        return root.maskedLayer
    }

    /// Maps the layer's coordinates to its window's as shown on screen.
    var presentedTransformToRoot: Transform {
        let standalone = ancestors(upTo: hostView?.layer)
        let toHost = standalone.reduce(Transform.identity) { $0.concatenating($1.presentedTransformToSuperlayer) }
        guard let view = hostView else { return toHost }
        return toHost.concatenating(view.presentedTransformToRoot)
    }

    /// The layer and its superlayers below `top` (below the root when `nil`), from
    /// this one up: the layers whose transforms map this one's coordinates to `top`'s.
    func ancestors(upTo top: Layer?) -> [Layer] {
        var chain: [Layer] = []
        var current: Layer? = self
        while let layer = current, layer !== top, layer.superlayer != nil || top != nil {
            chain.append(layer)
            current = layer.superlayer
        }
        return chain
    }

    /// Damages what the layer and its visible sublayers show in their window, with
    /// the shadows cast over it (a view's layer: as its view's subtree).
    func damageLayerTree() {
        changeCount &+= 1
        if let owningView { return owningView.damageSubtreeArea() }
        if let masked = maskTarget { return masked.damageLayerTree() }
        if let replicator = replicatingAncestor { return replicator.damageLayerTree() }
        // Inside a layer drawn in perspective, a change shows through its projection.
        if let projected = outermostProjectedLayer, projected !== self { return projected.damageLayerTree() }
        guard let window = hostWindow, isVisibleInHierarchy else { return }
        window.damage(window.pixelArea(ofLayerTree: self), castBy: self)
    }
}
