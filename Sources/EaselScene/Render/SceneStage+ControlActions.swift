import Easel
import Foundation

extension SceneStage {
    /// Adds a control's scene actions, like `addAction(_:for:)` with a `UIAction` whose
    /// handler makes the changes: each records a `controlAction` trace line (the
    /// control's name and the event as the scene names it), then makes its changes in
    /// order. The control calls them as UIKit does: in the order they were added, for
    /// the events they answer, never while it is disabled.
    func addActions(_ actions: [SceneControlAction], to control: Control) {
        let name = control.accessibilityIdentifier ?? String(describing: type(of: control))
        for action in actions {
            // Weakly: the control's window outlives the stage once the run is over.
            control.addAction(ControlAction { [weak self] _ in
                guard let self else { return }
                Trace.record(TraceEvent("controlAction", view: name, message: action.name))
                for change in action.changes { change.perform(on: self) }
            }, for: action.events)
        }
    }
}
