import Foundation

/// What a view keeps for touch handling (in one stored property of `View`).
struct TouchHandling {
    var gestureRecognizers: [GestureRecognizer] = []
    var isMultipleTouchEnabled = false
    var isExclusiveTouch = false
}
