import EaselGraphics
import Foundation

/// The values of the view properties few views set, kept apart so that a view that
/// sets none carries one empty reference.
@MainActor
final class OccasionalViewProperties {
    var focusGroupIdentifier: String?
    var largeContentTitle: String?
    var largeContentImage: Image?
    var showsLargeContentViewer = false
    var scalesLargeContentImage = false
    var largeContentImageInsets = EdgeInsets.zero
    var minimumContentSizeCategory: ContentSizeCategory?
    var maximumContentSizeCategory: ContentSizeCategory?
    var accessibilityIgnoresInvertColors = false
}

extension View {
    /// The view's occasional properties, made on first use.
    var occasional: OccasionalViewProperties {
        if let occasionalProperties { return occasionalProperties }
        let made = OccasionalViewProperties()
        occasionalProperties = made
        return made
    }
}
