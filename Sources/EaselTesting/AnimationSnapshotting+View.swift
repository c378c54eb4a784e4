import Easel
import EaselGraphics
import Foundation

extension AnimationSnapshotting where Value == View {
    /// The view alone in a window of `size` points (its current size when `nil`) at
    /// `scale`, over `duration` seconds of the window's virtual time: once it is shown
    /// and idle, `actions` run (start animations there: `View.animate`, layer
    /// animations, a change a view animates itself), then a frame is taken at 0,
    /// `1/fps`, `2/fps` … up to `duration`, each shown for `1/fps` seconds in the APNG.
    /// The same view and actions always give the same frames.
    public static func animation(
        duration: TimeInterval, fps: Int = 30, size: CGSize? = nil, scale: CGFloat = 1,
        actions: @escaping @MainActor (View) -> Void = { _ in }
    ) -> AnimationSnapshotting {
        AnimationSnapshotting { view throws(SnapshotError) in
            guard duration >= 0, duration.isFinite, (1...Int(UInt16.max)).contains(fps) else {
                throw .invalidAnimation(duration: duration, fps: fps)
            }
            return try view.showingAlone(size: size, scale: scale) { window throws(SnapshotError) in
                window.makeKeyAndVisible()
                let loop = window.eventLoop
                loop.runUntilIdle()
                actions(view)
                let start = loop.now
                var frames: [Image] = []
                for index in 0...Int((duration * Double(fps)).rounded()) {
                    // Each step runs to its own instant from the start, so that steps
                    // of 1/fps do not add up rounding errors.
                    loop.run(for: max(0, start + Double(index) / Double(fps) - loop.now))
                    guard let frame = window.lastFrame else { throw .noFrame }
                    frames.append(frame.image)
                }
                return AnimationCapture(frames: frames, framesPerSecond: fps)
            }
        }
    }
}
