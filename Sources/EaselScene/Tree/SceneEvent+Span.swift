import Foundation

extension SceneEvent.Action {
    /// How long the action goes on after its moment: a touch's finger stays down for
    /// its duration, an animation runs for its delay and duration (or as long as an
    /// animation it nests); other actions are instant. A scene's timeline runs until
    /// the end of its last event, so that `capture: last` shows the touch lifted and
    /// the animation finished.
    public var span: TimeInterval {
        switch self {
        case .tap(_, let duration), .longPress(_, let duration), .drag(_, let duration), .slide(_, _, let duration):
            duration
        case .selectRow, .selectItem:
            TimeInterval(EventActionSpec.defaultTapDuration)
        case .swipeRow:
            EventActionSpec.rowSwipeDuration
        case .animate(let animation):
            animation.delay + max(animation.duration, animation.changes.map(\.span).max() ?? 0)
        case .animateLayer(let animation):
            animation.span
        case .transaction(let transaction):
            transaction.changes.map(\.span).max() ?? 0
        case .set, .setLayer, .setNeedsDisplay, .setNeedsLayout, .constant, .rotate, .background, .foreground, .scroll,
             .navigation, .type, .pressReturn, .selectSegment:
            0
        }
    }
}
