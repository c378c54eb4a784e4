import Foundation

/// How a layer with an opacity below 1 is put on what is below it, as Core Animation
/// does it (see `Compositor`).
extension Layer {
    /// Whether the layer is composited as one group when its opacity is below 1, like
    /// `CALayer.allowsGroupOpacity` (`true`, as for apps built with the iOS 7 SDK or
    /// later without `UIViewGroupOpacity` in their Info.plist). On, the layer and its
    /// sublayers are painted apart and faded as one image, so a sublayer hides what it
    /// covers; off, the layer's background, content and border and each of its
    /// sublayers take the opacity on their own, so what lies under a sublayer shows
    /// through it. (A layer with a shadow, a mask or perspective is faded as one group
    /// either way.)
    public var allowsGroupOpacity: Bool {
        get { storedAllowsGroupOpacity }
        set { change(\.storedAllowsGroupOpacity, to: newValue) }
    }

    /// Whether the layer's edges are antialiased when its transform does not keep them
    /// on pixel boundaries, like `CALayer.allowsEdgeAntialiasing` (`false`, UIKit's
    /// default). Kept: Easel antialiases every edge, so a rotated layer's edges are
    /// smooth whatever its value.
    public var allowsEdgeAntialiasing: Bool {
        get { storedAllowsEdgeAntialiasing }
        set { storedAllowsEdgeAntialiasing = newValue }
    }
}
