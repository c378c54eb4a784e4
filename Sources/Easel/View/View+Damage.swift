import Foundation

/// What a change of a view's appearance damages in its window.
extension View {
    /// Damages the view's own visible area (a background, border or content change).
    func damageOwnArea() {
        guard let window, isVisibleInHierarchy else { return }
        window.damage(window.pixelArea(ofOwnContentOf: self))
    }

    /// Damages the area of the view and its subviews (alpha, hidden, masks, shadows).
    /// `ignoringHidden` damages a view that was just hidden, whose pixels must go.
    func damageSubtreeArea(ignoringHidden: Bool = false) {
        guard let window, ignoringHidden || isVisibleInHierarchy else { return }
        window.damage(window.pixelArea(ofSubtreeOf: self))
    }
}
