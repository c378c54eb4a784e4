import Easel

/// The controllers of a run, for events to find.
@MainActor
struct SceneControllers {
    /// The controllers that have ids.
    var byID: [String: ViewController] = [:]
    /// The window's root view controller.
    var root: ViewController?
    /// The controller the root presents at the start.
    var presentedAtStart: ViewController?
}
