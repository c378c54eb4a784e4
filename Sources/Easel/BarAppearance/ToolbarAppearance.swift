import EaselGraphics
import Foundation

/// What a toolbar looks like, like `UIToolbarAppearance`: the background and shadow of
/// `BarAppearance` and its buttons' looks.
@preconcurrency @MainActor
public final class ToolbarAppearance: BarAppearance {
    /// Plain buttons' look, like `buttonAppearance`.
    public private(set) var buttonAppearance = BarButtonItemAppearance(style: .plain)
    /// Done buttons' look, like `doneButtonAppearance`.
    public private(set) var doneButtonAppearance = BarButtonItemAppearance(style: .done)

    override func connectParts() {
        for part in [buttonAppearance, doneButtonAppearance] { part.changes.forward(to: changes) }
    }

    public override func copyBarSpecifics(from other: BarAppearance) {
        guard let other = other as? ToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance.copy() as! BarButtonItemAppearance
        doneButtonAppearance = other.doneButtonAppearance.copy() as! BarButtonItemAppearance
        connectParts()
    }
}
