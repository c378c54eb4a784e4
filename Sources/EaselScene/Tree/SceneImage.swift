import EaselGraphics
import Foundation

/// An image file a scene uses, decoded at load time.
public struct SceneImage: Sendable {
    /// The path as the scene wrote it (relative to the scene's folder).
    public let file: String
    /// The file that was read.
    public let url: URL
    /// The decoded image (its scale from an `@2x`/`@3x` name, as `UIImage` reads it).
    public let image: Image
}
