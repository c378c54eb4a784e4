import Foundation

/// What a change of a view's layout direction redisplays among the layers no view
/// owns: the text layers whose natural alignment follows it.
extension Layer {
    /// Redisplays the standalone text layers in this layer's tree (the layers of
    /// subviews are their views' business) whose alignment follows the direction.
    func redisplayTextAlignedByLayoutDirection() {
        for sublayer in storedSublayers where sublayer.owningView == nil {
            if let text = sublayer as? TextLayer, text.alignsByLayoutDirection { text.setNeedsDisplay() }
            sublayer.redisplayTextAlignedByLayoutDirection()
        }
    }
}
