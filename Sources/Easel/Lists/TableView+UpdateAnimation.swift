import Foundation

/// Animating an update: the table lays its rows out again inside an animation block,
/// so that every shown row moves from where it was to where it goes in virtual time,
/// as UIKit animates `insertRows(at:with:)` and the other updates. Rows that come and
/// go do it as their `RowAnimation` says, and so do the headers and footers of sections
/// that come and go; the cells of rows that leave stay on screen until the animation
/// ends, then go to the reuse pool (`didEndDisplaying`).
extension TableView {
    /// How long an update animates, in seconds (as long as the collection view's).
    static let updateAnimationDuration = CollectionView.updateAnimationDuration

    /// Animates the update `transition` describes, whose model the table already
    /// shows, and calls `completion` when it ends; without animation the rows change at
    /// the next layout and `completion` is called at the next turn of the run loop.
    func animate(_ transition: TableUpdateTransition, animated: Bool, completion: @escaping (Bool) -> Void) {
        guard animated else {
            setNeedsLayout()
            return completeWithoutAnimation(completion)
        }
        runningTransitions.append(transition)
        updateTransition = transition
        View.animate(withDuration: Self.updateAnimationDuration, animations: {
            for (indexPath, cell) in transition.leaving {
                // Rows that stay pass over the rows that go.
                sendSubviewToBack(cell)
                let place = transition.leavingPlace(of: indexPath, from: cell.frame)
                cell.frame = place.frame
                cell.alpha = place.alpha
            }
            for (section, view) in transition.leavingSectionViews {
                let place = transition.leavingPlace(ofSectionViewIn: section, from: view.frame)
                view.frame = place.frame
                view.alpha = place.alpha
            }
            setNeedsLayout()
            layoutIfNeeded()
        }, completion: { [weak self] finished in
            self?.finish(transition)
            completion(finished)
        })
        updateTransition = nil
    }

    /// The place a row coming on screen starts from while an update animates (its
    /// old frame, or where its animation hides it); `nil` outside an update.
    func appearingPlace(of indexPath: IndexPath) -> TableRowPlace? {
        updateTransition?.appearingPlace(of: indexPath, final: frameOfRow(at: indexPath))
    }

    /// Takes a cell off a row that is no longer shown: while an update animates, it
    /// moves with its row and leaves when the animation ends; otherwise it goes to the
    /// reuse pool now.
    func retire(_ cell: TableViewCell, at indexPath: IndexPath) {
        guard let updateTransition else { return endDisplaying(cell, at: indexPath) }
        cell.frame = frameOfRow(at: indexPath)
        updateTransition.keep(cell, leaving: indexPath)
    }

    /// Ends every update still animating: their leaving cells go to the reuse pool now
    /// (for `reloadData()`).
    func finishRunningTransitions() {
        for transition in runningTransitions { finish(transition) }
    }

    /// Sends an update's leaving cells to the reuse pool, whole again.
    private func finish(_ transition: TableUpdateTransition) {
        guard let index = runningTransitions.firstIndex(where: { $0 === transition }) else { return }
        runningTransitions.remove(at: index)
        for (indexPath, cell) in transition.takeLeaving() {
            cell.layer.removeAllAnimations()
            cell.alpha = 1
            endDisplaying(cell, at: indexPath)
        }
        for view in transition.takeLeavingSectionViews() {
            view.layer.removeAllAnimations()
            view.alpha = 1
            recycle(view)
        }
    }
}
