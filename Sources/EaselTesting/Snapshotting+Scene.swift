import EaselScene
import Foundation

extension Snapshotting where Value == URL {
    /// The last frame a scene file (YAML or JSON) captures, rendered as
    /// `Scene(contentsOf:options:)` and `render()` render it, in virtual time.
    public static func scene(options: SceneOptions = SceneOptions()) -> Snapshotting {
        Snapshotting { url, masks throws(SnapshotError) in
            let frames: [CapturedFrame]
            do {
                frames = try Scene(contentsOf: url, options: options).render()
            } catch {
                throw .scene(file: url.path, reason: String(describing: error))
            }
            guard let last = frames.last else { throw .sceneWithoutFrames(file: url.path) }
            return SnapshotCapture(image: last.image, maskedRects: try SnapshotCapture.rects(of: masks))
        }
    }

    /// The last frame of a scene file, with the default options.
    public static var scene: Snapshotting { scene() }
}
