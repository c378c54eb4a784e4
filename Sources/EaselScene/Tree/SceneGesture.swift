import Easel
import Foundation

/// A gesture recognizer a scene attaches to a view (`gestures:`), like
/// `view.addGestureRecognizer(UITapGestureRecognizer(target:action:))`, whose action
/// makes changes (the same changes an `animate` block makes) for the states it lists.
public struct SceneGesture: Sendable {
    /// The recognizer's class and its settings, with UIKit's names.
    public enum Recognizer: Sendable, Equatable {
        /// `TapGestureRecognizer`: `numberOfTapsRequired`, `numberOfTouchesRequired`.
        case tap(numberOfTapsRequired: Int, numberOfTouchesRequired: Int)
        /// `LongPressGestureRecognizer`: `minimumPressDuration`, `allowableMovement`.
        case longPress(minimumPressDuration: TimeInterval, allowableMovement: CGFloat)
        /// `PanGestureRecognizer`.
        case pan
    }

    /// What the recognizer is.
    public let recognizer: Recognizer
    /// The changes the action makes when the recognizer reaches a state, by state
    /// (`began`, `changed`, `ended`, `cancelled`), as an action method switches on
    /// `recognizer.state`. A tap only ever reaches `ended` (`recognized`).
    public let actions: [(state: GestureRecognizer.State, changes: [SceneEvent.Action])]
    /// Where its mapping starts in the file.
    let location: SourceLocation
}
