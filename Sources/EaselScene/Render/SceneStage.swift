import Easel
import Foundation

/// What a scene's events act on while it runs: its window, its views, layers, constraints and
/// controllers by id, and the gesture recognizers' targets. Events reach it the way app
/// code and the system reach UIKit: views through their properties, controllers
/// through their navigation and presentation methods, touches through the window's
/// touch dispatch, rotation through the window's size, backgrounding through
/// `Application`.
@MainActor
final class SceneStage {
    let tree: SceneTree
    let window: Window
    /// The scene's root view, which fills the window (and follows it when it rotates)
    /// unless the scene gives it a frame; `nil` when the scene has a root controller,
    /// whose view the window sizes itself.
    let root: View?
    let views: [String: View]
    /// The standalone layers that have ids.
    let layers: [String: Layer]
    let constraints: [String: LayoutConstraint]
    let controllers: SceneControllers
    /// The targets of the scene's gesture recognizers, which recognizers do not retain.
    private var gestureTargets: [SceneGestureTarget] = []
    /// When each finger a touch event used lifts (or lifted), by finger number.
    var fingersDownUntil: [TimeInterval] = []

    init(tree: SceneTree, window: Window, root: View?, views: [String: View], layers: [String: Layer],
         constraints: [String: LayoutConstraint], controllers: SceneControllers) {
        self.tree = tree
        self.window = window
        self.root = root
        self.views = views
        self.layers = layers
        self.constraints = constraints
        self.controllers = controllers
    }

    /// Adds a view's recognizers, like `addGestureRecognizer(_:)` with the stage's
    /// targets as their targets.
    func addGestures(_ gestures: [SceneGesture], to view: View) {
        for gesture in gestures {
            let target = SceneGestureTarget(gesture: gesture, stage: self)
            view.addGestureRecognizer(target.makeRecognizer())
            gestureTargets.append(target)
        }
    }
}
