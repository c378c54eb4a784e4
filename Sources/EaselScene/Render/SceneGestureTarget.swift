import Easel
import Foundation

/// The target of a scene's gesture recognizer: its action makes the changes the scene
/// lists for the state the recognizer reached, as an action method switching on
/// `recognizer.state` would.
@MainActor
final class SceneGestureTarget {
    let gesture: SceneGesture
    private unowned let stage: SceneStage

    init(gesture: SceneGesture, stage: SceneStage) {
        self.gesture = gesture
        self.stage = stage
    }

    /// A recognizer of the gesture's class and settings, with this target.
    func makeRecognizer() -> GestureRecognizer {
        let recognizer: GestureRecognizer
        switch gesture.recognizer {
        case .tap(let taps, let touches):
            let tap = TapGestureRecognizer()
            tap.numberOfTapsRequired = taps
            tap.numberOfTouchesRequired = touches
            recognizer = tap
        case .longPress(let duration, let movement):
            let press = LongPressGestureRecognizer()
            press.minimumPressDuration = duration
            press.allowableMovement = movement
            recognizer = press
        case .pan:
            recognizer = PanGestureRecognizer()
        }
        recognizer.addTarget(self, action: SceneGestureTarget.handle)
        return recognizer
    }

    /// The action: the changes of the recognizer's state, if the scene lists any.
    func handle(_ recognizer: GestureRecognizer) {
        guard let changes = gesture.actions.first(where: { $0.state == recognizer.state })?.changes else { return }
        for change in changes { change.perform(on: stage) }
    }
}
