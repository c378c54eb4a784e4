import Foundation

/// The user's ways out of and around a sheet: a drag on the sheet moves it between
/// its detents or down to dismiss it; a tap on the dimming view dismisses it.
extension SheetPresentationController {
    /// How far a drag's release looks ahead: the distance a flick would coast at
    /// `ScrollView`'s normal deceleration (velocity × 0.998 / (1 − 0.998) / 1000, the
    /// projection Apple's "Designing Fluid Interfaces" talk gives for choosing a rest).
    static let releaseProjection: CGFloat = 0.998 / (1 - 0.998) / 1000
    /// How much of a drag moves a sheet past its largest detent, or down one that
    /// refuses to be dismissed (the rubber band).
    static let resistance: CGFloat = 0.3

    /// Attaches the drag to the sheet and the tap to the dimming view.
    func addInteractions(to container: SheetContainerView) {
        container.sheetView.addGestureRecognizer(SheetDragGestureRecognizer(target: self, action: SheetPresentationController.sheetDidPan))
        container.dimmingView.addGestureRecognizer(TapGestureRecognizer(target: self, action: SheetPresentationController.dimmingViewWasTapped))
    }

    private func sheetDidPan(_ pan: PanGestureRecognizer) {
        guard let container, let geometry, presentedViewController.presentationAnimator == nil else { return }
        let tops = restingTops(in: geometry)
        switch pan.state {
        case .began:
            settleAnimator?.finish()
            dragStartTop = shownTop ?? restingTop
        case .changed:
            movingTop = draggedTop(dragStartTop + pan.translation(in: container).y, tops: tops)
            layoutSheet()
        case .ended:
            let top = movingTop ?? restingTop
            release(at: top, projected: top + pan.velocity(in: container).y * Self.releaseProjection, tops: tops,
                    bottom: geometry.bounds.maxY)
        default:
            move(from: movingTop ?? restingTop, to: restingTop)
        }
    }

    /// Whether a drag that starts in `scrollView` moves the sheet instead of scrolling,
    /// as UIKit's sheets decide: only a vertical drag with the content at its top edge
    /// (scrolled no further than its top inset); down, the sheet follows toward a
    /// smaller detent or away; up, it expands while a larger detent remains and
    /// `prefersScrollingExpandsWhenScrolledToEdge` is true. Every other drag scrolls.
    func movesSheet(draggingIn scrollView: ScrollView, by translation: CGPoint) -> Bool {
        guard abs(translation.y) > abs(translation.x),
              scrollView.contentOffset.y <= scrollView.offsetRange.y.lowerBound else { return false }
        if translation.y > 0 { return true }
        guard prefersScrollingExpandsWhenScrolledToEdge, let geometry else { return false }
        let tops = restingTops(in: geometry)
        return (shownTop ?? restingTop) > tops[tops.count - 1].top
    }

    /// Where the finger puts the sheet's top edge: free between the detents and below
    /// them, held back past the largest and below the smallest when it cannot go.
    private func draggedTop(_ top: CGFloat, tops: [(identifier: Detent.Identifier, top: CGFloat)]) -> CGFloat {
        let highest = tops[tops.count - 1].top
        if top < highest { return highest - (highest - top) * Self.resistance }
        let lowest = tops[0].top
        if top > lowest, presentedViewController.isModalInPresentation {
            return lowest + (top - lowest) * Self.resistance
        }
        return top
    }

    /// Chooses where a released sheet goes: the detent nearest the projected top edge,
    /// or away when the bottom edge is nearer.
    private func release(at top: CGFloat, projected: CGFloat, tops: [(identifier: Detent.Identifier, top: CGFloat)],
                         bottom: CGFloat) {
        let nearest = tops.min { abs($0.top - projected) < abs($1.top - projected) } ?? tops[0]
        if abs(bottom - projected) < abs(nearest.top - projected) {
            return attemptDismissal()
        }
        let current = tops.first { $0.identifier == selectedDetentIdentifier } ?? tops[0]
        if nearest.identifier != current.identifier {
            movingTop = top
            selectedDetentIdentifier = nearest.identifier
            (delegate as? SheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
        move(from: top, to: restingTop)
    }

    private func dimmingViewWasTapped(_ tap: TapGestureRecognizer) {
        guard tap.state == .ended, presentedViewController.presentationAnimator == nil else { return }
        attemptDismissal()
    }

    /// A dismissal the user asked for: refused (back to the detent, `didAttempt…`)
    /// when the controller is modal in presentation or the delegate says no; otherwise
    /// `willDismiss`, the slide down, `didDismiss`.
    private func attemptDismissal() {
        let presented = presentedViewController
        guard !presented.isModalInPresentation, delegate?.presentationControllerShouldDismiss(self) ?? true else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return move(from: shownTop ?? restingTop, to: restingTop)
        }
        delegate?.presentationControllerWillDismiss(self)
        presented.dismiss(animated: true) { [self] in
            delegate?.presentationControllerDidDismiss(self)
        }
    }
}
