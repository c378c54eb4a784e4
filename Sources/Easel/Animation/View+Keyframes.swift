import EaselGraphics
import Foundation

/// UIKit's keyframe animations: a block of keyframes, each changing views over part of
/// the block's duration.
extension View {
    /// Animates the changes of the keyframes `animations` adds with
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`, like
    /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`.
    ///
    /// As in UIKit, each property the keyframes change gets one `KeyframeAnimation`
    /// on its view's layer (under the property's key path, `layer.animationKeys()`
    /// lists it): the property keeps its value until a keyframe that changes it starts,
    /// reaches that keyframe's value at its end, and holds it until the next keyframe
    /// that changes it. A change made in `animations` outside any keyframe spans the
    /// whole duration. The options' calculation mode joins the values, and the whole
    /// animation follows the curve passed in the raw value (ease in, ease out without
    /// one, as in UIKit). The model values change at once. The completion runs after
    /// the frame that shows the end, `finished` false when an animation was removed
    /// before it; with nothing to animate, at the next turn of the run loop.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        let recording = KeyframeRecording(laysOutResizedViews: options.contains(.layoutSubviews))
        KeyframeRecording.stack.append(recording)
        recording.record(start: 0, duration: 1, animations)
        KeyframeRecording.stack.removeLast()
        let block = AnimationContext(parameters: .init(duration: duration, delay: delay, spring: nil,
                                                       options: options.animationOptions),
                                     completion: completion)
        if let parameters = block.animatingParameters {
            for track in recording.tracks {
                let animation = KeyframeAnimation(keyPath: track.key)
                animation.values = track.values
                animation.keyTimes = track.times.map { NSNumber(value: $0) }
                animation.calculationMode = options.calculationMode
                animation.timingFunction = parameters.options.timingFunction
                animation.duration = parameters.duration
                animation.fillMode = .both
                if delay > 0, let now = track.layer.hostWindow?.eventLoop.now { animation.beginTime = now + delay }
                if parameters.options.contains(.repeat) { animation.repeatCount = .infinity }
                animation.autoreverses = parameters.options.contains(.autoreverse)
                animation.delegate = block.block
                track.layer.add(animation, forKey: track.key)
            }
        }
        block.finish()
    }

    /// Adds a keyframe to the `animateKeyframes` block running, like
    /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: the
    /// changes `animations` makes run from `frameStartTime` for `frameDuration`, both
    /// fractions (0…1) of the block's duration. Outside a keyframe block the changes
    /// happen at once, reported.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: () -> Void) {
        guard let recording = KeyframeRecording.stack.last else {
            Diagnostics.report("UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:) outside "
                + "UIView.animateKeyframes: the changes happen at once")
            return performWithoutAnimation(animations)
        }
        recording.record(start: frameStartTime, duration: frameDuration, animations)
    }
}

/// The keyframes of an `animateKeyframes` block as its closures run: which property of
/// which layer each changed, when, and from what to what.
@MainActor
private final class KeyframeRecording {
    /// The keyframe blocks running, innermost last.
    static var stack: [KeyframeRecording] = []

    private struct Change {
        let layer: Layer
        let key: String
        let start: Double
        let end: Double
        let from: Any?
        let to: Any?
    }

    /// One property's keyframes: values at `times` (fractions of the duration).
    struct Track {
        let layer: Layer
        let key: String
        let times: [Double]
        let values: [Any]
    }

    private let laysOutResizedViews: Bool
    private var changes: [Change] = []

    init(laysOutResizedViews: Bool) { self.laysOutResizedViews = laysOutResizedViews }

    /// Runs `animations` without animating and keeps what it changed as a keyframe
    /// from `start` for `duration` (fractions, held to 0…1).
    func record(start: Double, duration: Double, _ animations: () -> Void) {
        let context = AnimationContext(parameters: nil, completion: nil)
        AnimationContext.stack.append(context)
        animations()
        if laysOutResizedViews { for view in context.resizedViews { view.layoutIfNeeded() } }
        AnimationContext.stack.removeLast()
        let begin = start.isFinite ? min(1, max(0, start)) : 0
        let end = min(1, max(begin, begin + (duration.isFinite ? duration : 0)))
        for (layer, key, from) in context.startValues {
            changes.append(Change(layer: layer, key: key, start: begin, end: end, from: from,
                                  to: layer.value(forKeyPath: key)))
        }
    }

    /// Each changed property's keyframes, in the order first changed: its value
    /// before, held to each keyframe's start, reaching its value at the keyframe's end.
    var tracks: [Track] {
        var order: [(layer: Layer, key: String)] = []
        for change in changes where !order.contains(where: { $0.layer === change.layer && $0.key == change.key }) {
            order.append((change.layer, change.key))
        }
        return order.compactMap { layer, key in
            guard let property = AnimatableKeyPath.named(key, on: layer) else { return nil }
            let mine = changes.filter { $0.layer === layer && $0.key == key }
            var times = [0.0]
            var values = [mine[0].from]
            for change in mine.sorted(by: { $0.start < $1.start }) {
                if change.start > times.last! { times.append(change.start); values.append(values.last!) }
                times.append(max(change.end, times.last!))
                values.append(change.to)
            }
            if times.last! < 1 { times.append(1); values.append(values.last!) }
            let shaped = values.compactMap { value in
                property.value.components(value).flatMap { property.value.value($0, shapedLike: value) }
            }
            return shaped.count == values.count ? Track(layer: layer, key: key, times: times, values: shaped) : nil
        }
    }
}
