import Easel

/// `view` alone in a window of `size` at `scale`, shown and its run loop run until
/// idle, as a snapshot strategy renders it; `name` says which view committed no frame.
@MainActor
func shownInWindow(_ view: View, size: CGSize, scale: CGFloat, name: String) throws -> Window {
    let window = Window(size: size, scale: scale)
    window.addSubview(view)
    window.makeKeyAndVisible()
    window.eventLoop.runUntilIdle()
    guard window.lastFrame != nil else { throw BenchmarkError.mismatch("\(name) committed no frame") }
    return window
}
