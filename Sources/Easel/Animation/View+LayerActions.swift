import Foundation

/// A view as its layer's delegate for actions, as UIKit's views are: a view's layer
/// has no implicit animations, except inside an animation block.
extension View {
    /// The layer properties UIKit animates additively.
    static let additiveKeys: Set<String> = ["position", "bounds.origin", "bounds.size"]
}
