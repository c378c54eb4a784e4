import Foundation

/// What a change of a view's appearance damages in its window.
extension View {
    /// Damages the view's own visible area (a background, border or content change).
    func damageOwnArea() {
        guard let window else { return damageMaskedView() }
        window.damageOwnContent(of: self)
    }

    /// Damages the area of the view and its subviews (alpha, hidden, masks, shadows).
    /// `ignoringHidden` damages a view that was just hidden, whose pixels must go.
    func damageSubtreeArea(ignoringHidden: Bool = false) {
        guard let window else { return damageMaskedView() }
        window.damageSubtree(of: self, evenIfHidden: ignoringHidden)
    }
}
