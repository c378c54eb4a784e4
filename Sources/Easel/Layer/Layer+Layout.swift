import Foundation

/// Core Animation's layout cycle for layers: `setNeedsLayout()` marks, and the commit
/// (or `layoutIfNeeded()`) calls `layoutSublayers()`, superlayers first.
extension Layer {
    /// How many layers are above this one in its tree (superlayers lay out first).
    var depth: Int {
        var depth = 0
        var current = superlayer
        while let layer = current {
            depth += 1
            current = layer.superlayer
        }
        return depth
    }
}
