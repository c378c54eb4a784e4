import EaselGraphics
import Foundation

/// Copies of layers, as Core Animation makes its presentation layers with
/// `init(layer:)`: a layer of the same kind with the same properties, outside any tree.
extension Layer {
    /// Copies the base properties of `layer` (a view's layer: its view's geometry and
    /// appearance) into this standalone layer (see `copyState(from:)`).
    func copyLayerState(from layer: Layer) {
        // The stored values are set directly, without damage: count the change here.
        changeCount &+= 1
        name = layer.name
        keyedValues = layer.keyedValues
        storedBounds = layer.bounds
        storedPosition = layer.position
        storedTransform = layer.transform
        storedOpacity = layer.opacity
        storedIsHidden = layer.isHidden
        storedIsOpaque = layer.isOpaque
        storedBackgroundColor = layer.backgroundColor
        storedAnchorPoint = layer.storedAnchorPoint
        storedSublayerTransform = layer.storedSublayerTransform
        storedZPosition = layer.storedZPosition
        storedIsDoubleSided = layer.storedIsDoubleSided
        backingStore = layer.backingStore
        contents = layer.contents
        contentsGravity = layer.contentsGravity
        minificationFilter = layer.minificationFilter
        magnificationFilter = layer.magnificationFilter
        minificationFilterBias = layer.minificationFilterBias
        contentsRect = layer.contentsRect
        contentsCenter = layer.contentsCenter
        contentsScale = layer.contentsScale
        needsDisplayOnBoundsChange = layer.needsDisplayOnBoundsChange
        cornerRadius = layer.cornerRadius
        cornerCurve = layer.cornerCurve
        maskedCorners = layer.maskedCorners
        borderWidth = layer.borderWidth
        borderColor = layer.borderColor
        shadowColor = layer.shadowColor
        shadowOpacity = layer.shadowOpacity
        shadowOffset = layer.shadowOffset
        shadowRadius = layer.shadowRadius
        shadowPath = layer.shadowPath
        masksToBounds = layer.masksToBounds
    }
}
