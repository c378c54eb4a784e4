import Foundation

/// What a view keeps for touch handling (in one stored property of `View`).
struct TouchHandling {
    var gestureRecognizers: [GestureRecognizer] = []
    var isMultipleTouchEnabled = false
    var isExclusiveTouch = false
}

/// Multiple and exclusive touch, and the view's gesture recognizers.
extension View {
    /// Whether the view receives every finger that touches it, like
    /// `UIView.isMultipleTouchEnabled`; when `false` (the default) it receives only the
    /// first, and later fingers that begin in it are not delivered to it (its gesture
    /// recognizers still receive them).
    public var isMultipleTouchEnabled: Bool {
        get { touchHandling.isMultipleTouchEnabled }
        set { touchHandling.isMultipleTouchEnabled = newValue }
    }

    /// Whether the view takes touches exclusively, like `UIView.isExclusiveTouch`: while
    /// it tracks a touch no other view in the window receives new touches, and it
    /// receives no new touch while another view tracks one.
    public var isExclusiveTouch: Bool {
        get { touchHandling.isExclusiveTouch }
        set { touchHandling.isExclusiveTouch = newValue }
    }

    /// The gesture recognizers attached to the view, like `UIView.gestureRecognizers`.
    public var gestureRecognizers: [GestureRecognizer]? {
        get { touchHandling.gestureRecognizers.isEmpty ? nil : touchHandling.gestureRecognizers }
        set {
            for recognizer in touchHandling.gestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a gesture recognizer, like `UIView.addGestureRecognizer(_:)`; it is
    /// first detached from the view it was attached to.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view !== self else { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        touchHandling.gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches a gesture recognizer, like `UIView.removeGestureRecognizer(_:)`; one
    /// that was tracking touches stops and is reset.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        window?.touchDispatch.recognizerWillDetach(recognizer)
        touchHandling.gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }
}
