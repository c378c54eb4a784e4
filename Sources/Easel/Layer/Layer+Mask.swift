import EaselGraphics
import Foundation

/// A layer's mask, as Core Animation composites it: the layer's content (shadow
/// included) shows only where the mask layer's tree is opaque, in proportion to its alpha.
extension Layer {
    /// The layer whose alpha masks this one's content, like `CALayer.mask`; it is
    /// placed in this layer's coordinates and has no superlayer. A layer that already
    /// has a superlayer or masks another layer, a view's layer, or one that would make
    /// a cycle (this layer, or a layer this one is inside) is refused with a diagnostic.
    public var mask: Layer? {
        get { storedMask }
        set {
            guard newValue !== storedMask else { return }
            if let newValue, let refusal = refusal(ofMask: newValue) {
                return Diagnostics.report("\(traceName): refusing \(newValue.traceName) as its mask; \(refusal)")
            }
            compositingWillChange()
            storedMask?.maskedLayer = nil
            storedMask = newValue
            newValue?.maskedLayer = self
            compositingWillChange()
            if let newValue, let window = hostView?.window { newValue.enqueuePendingWork(in: window) }
        }
    }

    private func refusal(ofMask mask: Layer) -> String? {
        if mask.owningView != nil { return "a view's layer cannot be a mask" }
        if let superlayer = mask.superlayer { return "it is a sublayer of \(superlayer.traceName)" }
        if let masked = mask.maskedLayer { return "it is the mask of \(masked.traceName)" }
        if isDescendant(of: mask) { return "it contains \(traceName), which would make a cycle" }
        return nil
    }
}
