import Foundation

/// One `View.animate` call's animations, as UIKit's animation state: the delegate of
/// every animation the block adds to a layer, it runs the block's completion once the
/// last of them has stopped, with `finished` false when one was removed or replaced
/// before its end.
@MainActor
final class AnimationBlock: AnimationDelegate, _NSObjectBehaviour {
    /// Whether the animating views take touches (`.allowUserInteraction`).
    let allowsUserInteraction: Bool
    private let completion: ((Bool) -> Void)?
    /// Animations added and not stopped yet.
    private var running = 0
    /// No animation of the block stopped before its end.
    private var finished = true
    /// Whether the block added an animation.
    private(set) var hasAnimations = false
    /// The layers and keys of the animations the block added, in order.
    private(set) var added: [(layer: Layer, key: String)] = []

    init(allowsUserInteraction: Bool, completion: ((Bool) -> Void)?) {
        self.allowsUserInteraction = allowsUserInteraction
        self.completion = completion
    }

    /// `layer` added one of the block's animations, under `key`.
    func animationWasAdded(to layer: Layer, forKey key: String?) {
        running += 1
        hasAnimations = true
        if let key { added.append((layer, key)) }
    }

    func animationDidStop(_ animation: Animation, finished: Bool) {
        self.finished = self.finished && finished
        running -= 1
        if running == 0 { completion?(self.finished) }
    }
}
