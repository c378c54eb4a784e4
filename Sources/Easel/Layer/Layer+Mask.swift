import EaselGraphics
import Foundation

/// A layer's mask, as Core Animation composites it: the layer's content (shadow
/// included) shows only where the mask layer's tree is opaque, in proportion to its alpha.
extension Layer {
    func refusal(ofMask mask: Layer) -> String? {
        if mask.owningView != nil { return "a view's layer cannot be a mask" }
        if let superlayer = mask.superlayer { return "it is a sublayer of \(superlayer.traceName)" }
        if let masked = mask.maskedLayer { return "it is the mask of \(masked.traceName)" }
        if isDescendant(of: mask) { return "it contains \(traceName), which would make a cycle" }
        return nil
    }

    /// Makes `mask` (already accepted) the layer's mask; a view's mask view brings its
    /// layer here (see `View+Mask`).
    func setMaskLayer(_ mask: Layer?) {
        compositingWillChange()
        storedMask?.maskedLayer = nil
        storedMask = mask
        mask?.maskedLayer = self
        compositingWillChange()
        if let mask, mask.owningView == nil, let window = hostWindow { mask.enqueuePendingWork(in: window) }
    }
}
