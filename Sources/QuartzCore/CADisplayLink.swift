/// A callback at the screen's refresh, like `CADisplayLink`: the same class as
/// Easel's `DisplayLink`. `CADisplayLink(target:selector:)` needs the Objective-C
/// runtime, so a link is made with the closure it calls,
/// `CADisplayLink { link in … }`, and added to the window's loop with
/// `add(to: window.eventLoop)`.
public typealias CADisplayLink = DisplayLink
