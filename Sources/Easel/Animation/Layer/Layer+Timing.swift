import Foundation

/// A layer's own time space, as `CALayer`'s `CAMediaTiming` properties make one: the
/// time its animations (and its sublayers') run in is its superlayer's, less
/// `beginTime`, times `speed`, plus `timeOffset`. A speed of 0 stops time there, which
/// is how iOS code pauses a layer's animations:
///
/// ```swift
/// let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
/// layer.speed = 0
/// layer.timeOffset = paused
/// ```
struct LayerTiming: Equatable {
    var beginTime: TimeInterval = 0
    var speed: Float = 1
    var timeOffset: TimeInterval = 0

    /// The local time at the superlayer's time `parent`.
    func local(fromParent parent: TimeInterval) -> TimeInterval {
        (parent - beginTime) * Double(speed) + timeOffset
    }

    /// The superlayer's time at the local time `local` (`beginTime` when time is
    /// stopped, where every parent time gives the same local time).
    func parent(fromLocal local: TimeInterval) -> TimeInterval {
        speed == 0 ? beginTime : (local - timeOffset) / Double(speed) + beginTime
    }
}

extension Layer {
    /// When the layer's time starts in its superlayer's, like `CALayer.beginTime`.
    public var beginTime: TimeInterval {
        get { timing?.beginTime ?? 0 }
        set { updateTiming { $0.beginTime = newValue } }
    }

    /// How fast the layer's time runs against its superlayer's, like `CALayer.speed`
    /// (1; 0 stops its animations and its sublayers' where they are).
    public var speed: Float {
        get { timing?.speed ?? 1 }
        set { updateTiming { $0.speed = newValue } }
    }

    /// An offset added to the layer's time, like `CALayer.timeOffset`.
    public var timeOffset: TimeInterval {
        get { timing?.timeOffset ?? 0 }
        set { updateTiming { $0.timeOffset = newValue } }
    }

    /// `time` in `layer`'s time space (the event loop's for nil) converted to this
    /// layer's, like `CALayer.convertTime(_:from:)`.
    public func convertTime(_ time: TimeInterval, from layer: Layer?) -> TimeInterval {
        localTime(atGlobalTime: layer?.globalTime(atLocalTime: time) ?? time)
    }

    /// `time` in this layer's time space converted to `layer`'s (the event loop's for
    /// nil), like `CALayer.convertTime(_:to:)`.
    public func convertTime(_ time: TimeInterval, to layer: Layer?) -> TimeInterval {
        let global = globalTime(atLocalTime: time)
        return layer?.localTime(atGlobalTime: global) ?? global
    }

    /// The layer's time when the event loop's is `time`, through every superlayer.
    func localTime(atGlobalTime time: TimeInterval) -> TimeInterval {
        let parent = superlayer?.localTime(atGlobalTime: time) ?? time
        return timing?.local(fromParent: parent) ?? parent
    }

    /// The event loop's time when the layer's is `time`.
    func globalTime(atLocalTime time: TimeInterval) -> TimeInterval {
        let parent = timing?.parent(fromLocal: time) ?? time
        return superlayer?.globalTime(atLocalTime: parent) ?? parent
    }

    /// Changes the timing; what the layer and its sublayers show may move, so their
    /// area is damaged and their presentations are made again.
    private func updateTiming(_ change: (inout LayerTiming) -> Void) {
        var new = timing ?? LayerTiming()
        change(&new)
        guard new != (timing ?? LayerTiming()) else { return }
        presentationWillChange()
        timing = new == LayerTiming() ? nil : new
        forEachAnimatedLayer { $0.animationStore?.modelDidChange() }
        presentationDidChange()
    }

    private func forEachAnimatedLayer(_ body: (Layer) -> Void) {
        if animationStore != nil { body(self) }
        for sublayer in sublayers ?? [] { sublayer.forEachAnimatedLayer(body) }
    }
}
