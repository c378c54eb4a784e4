import EaselGraphics
import Foundation

/// Showing a `Transition`: the layer's old appearance, taken from the screen, on a
/// layer beside it for the transition's time.
extension Layer {
    /// What the screen shows of the layer now: its area (a bounding box under a
    /// rotation) of its window's last frame at the window's scale, with that area in
    /// window coordinates; `nil` off screen.
    func snapshotOfScreen() -> (image: Image, area: CGRect)? {
        guard let window = hostWindow, let frame = window.lastFrame else { return nil }
        let area = convert(bounds, to: window.layer)
        guard !area.isEmpty, area.minX.isFinite, area.minY.isFinite else { return nil }
        let screen = frame.image
        let image = GraphicsImageRenderer(size: area.size, scale: screen.scale).image { context in
            context.setBlendMode(.copy)
            context.draw(screen, in: CGRect(origin: CGPoint(x: -area.minX, y: -area.minY), size: screen.size))
        }
        return (image, area)
    }

    /// Adds `transition` (a copy) under `key` and, where the layer is on screen, a layer
    /// showing its old appearance beside it (over it, or under it for `.moveIn`),
    /// removed when the transition ends.
    func addTransition(_ transition: Transition, forKey key: String?) {
        let copy = transition.copy()
        copy.part = .new
        guard let superlayer, let window = hostWindow, let (image, area) = snapshotOfScreen() else {
            return addAnimation(copy, forKey: key)
        }
        let frame = superlayer.convert(area, from: window.layer)
        copy.extent = frame.size
        let cover = Layer()
        cover.name = "transition"
        cover.contents = image
        cover.frame = frame
        cover.opacity = 0
        if copy.type == .moveIn { superlayer.insertSublayer(cover, below: self) } else { superlayer.insertSublayer(cover, above: self) }
        addAnimation(copy, forKey: key)
        let old = Transition()
        old.copyProperties(from: copy)
        old.part = .old
        old.delegate = TransitionCoverRemover(cover: cover)
        // The stand-in runs in step with the transition as the layer added it.
        if let entry = animationStore?.entries.last(where: { $0.animation === copy }) {
            old.beginTime = cover.convertTime(entry.begin, from: self)
            old.duration = entry.animation.duration
        }
        cover.addAnimation(old, forKey: "transition")
    }
}

/// Takes the stand-in of a transition's old appearance away when the transition ends.
private final class TransitionCoverRemover: NSObject, AnimationDelegate {
    let cover: Layer

    init(cover: Layer) { self.cover = cover }

    func animationDidStop(_ animation: Animation, finished: Bool) {
        cover.removeFromSuperlayer()
    }
}
