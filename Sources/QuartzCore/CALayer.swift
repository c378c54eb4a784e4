/// The object that holds a view's drawn content and its compositing properties, like
/// `CALayer`: the same class as Easel's `Layer`, so `view.layer` is a `CALayer` and a
/// `CALayer` subclass installed with `UIView.layerClass` draws through `draw(in:)`.
public typealias CALayer = Layer

/// The object that draws a layer's content, like `CALayerDelegate` (a view is its
/// layer's delegate); the same protocol as Easel's `LayerDelegate`.
public typealias CALayerDelegate = LayerDelegate

/// A `CGImage` is what iOS code puts in `CALayer.contents`: the layer shows its pixels.
extension CGImage: LayerContents {
    package var layerContentsImage: Image { image }
}
