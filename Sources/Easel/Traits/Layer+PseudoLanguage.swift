import EaselGraphics
import Foundation

/// What a change of a view's pseudolanguage redisplays among the layers no view owns:
/// the text layers, which show their string in it.
extension Layer {
    /// Redisplays the standalone text layers with a string in this layer's tree (the
    /// layers of subviews are their views' business).
    func redisplayPseudolocalizedText() {
        for sublayer in storedSublayers where sublayer.owningView == nil {
            if let text = sublayer as? TextLayer, text.string?.isEmpty == false { text.setNeedsDisplay() }
            sublayer.redisplayPseudolocalizedText()
        }
    }
}
