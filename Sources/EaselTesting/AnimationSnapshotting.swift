import EaselGraphics
import Foundation

/// How to turn a value into an animation to compare, frame by frame, with a reference
/// APNG (an animated PNG, which browsers play): Paparazzi's GIFs and Roborazzi's
/// `captureRoboGif` for Easel. Strategies compose by `pullback`, as image strategies do.
public struct AnimationSnapshotting<Value> {
    /// Records the value's frames.
    public let capture: @MainActor (Value) throws(SnapshotError) -> AnimationCapture

    /// A strategy from its capture function.
    public init(capture: @escaping @MainActor (Value) throws(SnapshotError) -> AnimationCapture) {
        self.capture = capture
    }

    /// The strategy for values of another type, converted to this one first.
    public func pullback<NewValue>(
        _ transform: @escaping @MainActor (NewValue) throws(SnapshotError) -> Value
    ) -> AnimationSnapshotting<NewValue> {
        let capture = capture
        return AnimationSnapshotting<NewValue> { value throws(SnapshotError) in try capture(try transform(value)) }
    }
}

/// What an animation strategy records: frames taken at a steady rate.
public struct AnimationCapture {
    /// The frames, in order, all of one size and scale.
    public var frames: [Image]
    /// How many frames a second of virtual time was sampled at; each frame shows for
    /// `1 / framesPerSecond` seconds.
    public var framesPerSecond: Int

    public init(frames: [Image], framesPerSecond: Int) {
        self.frames = frames
        self.framesPerSecond = framesPerSecond
    }
}
