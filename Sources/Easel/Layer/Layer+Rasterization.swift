import Foundation

/// Core Animation's rasterization flags, kept for the code that sets them.
extension Layer {
    /// Whether Core Animation renders the layer and its sublayers into a cached bitmap
    /// and composites that, like `CALayer.shouldRasterize` (default `false`). Easel
    /// composites every layer from its content on every frame, which is what the cache
    /// shows while it is valid, so the flag is kept and read back but changes no pixel
    /// (on iOS, a cache made at a `rasterizationScale` below the screen's looks soft;
    /// here the layer stays sharp).
    public var shouldRasterize: Bool {
        get { keyedValues["shouldRasterize"] as? Bool ?? false }
        set { keyedValues["shouldRasterize"] = newValue }
    }

    /// The scale at which a rasterized layer's cache is made, like
    /// `CALayer.rasterizationScale` (default 1, not the screen's scale, as on iOS).
    /// Kept and read back; see `shouldRasterize` for what it does not change here.
    public var rasterizationScale: CGFloat {
        get { keyedValues["rasterizationScale"] as? CGFloat ?? 1 }
        set { keyedValues["rasterizationScale"] = newValue }
    }

    /// Whether the layer's drawing commands are queued and run on a background thread,
    /// like `CALayer.drawsAsynchronously` (default `false`). Easel runs `draw(in:)` in the
    /// display pass either way, and the pixels are the same, so the flag is kept and read
    /// back but changes nothing.
    public var drawsAsynchronously: Bool {
        get { keyedValues["drawsAsynchronously"] as? Bool ?? false }
        set { keyedValues["drawsAsynchronously"] = newValue }
    }
}
