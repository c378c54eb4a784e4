import Easel
import Foundation

/// A behavior added to a view, like `UIInteraction` (pointer, drag, context-menu
/// interactions): the view tells it when it is added and removed.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to, like `UIInteraction.view`.
    var view: UIView? { get }
    /// Called before the interaction is added to `view` (or removed, with `nil`).
    func willMove(to view: UIView?)
    /// Called once the interaction is added to `view` (or removed, with `nil`).
    func didMove(to view: UIView?)
}

/// The key under which a view keeps its interactions: one byte of one allocation, for
/// the process's lifetime.
nonisolated(unsafe) private let interactionsKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

extension UIView {
    /// The interactions added to the view, in the order they were added, like
    /// `UIView.interactions`. Setting it removes the ones it no longer has and adds the
    /// new ones.
    public var interactions: [UIInteraction] {
        get { objc_getAssociatedObject(self, interactionsKey) as? [UIInteraction] ?? [] }
        set {
            for interaction in interactions where !newValue.contains(where: { $0 === interaction }) {
                removeInteraction(interaction)
            }
            for interaction in newValue where !interactions.contains(where: { $0 === interaction }) {
                addInteraction(interaction)
            }
        }
    }

    /// Adds `interaction` to the view, like `UIView.addInteraction(_:)`: it is told
    /// `willMove(to:)` and `didMove(to:)` the view. An interaction belongs to one view: one
    /// on another view leaves it first; adding it again changes nothing.
    public func addInteraction(_ interaction: UIInteraction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        storeInteractions(interactions + [interaction])
        interaction.didMove(to: self)
    }

    /// Removes `interaction` from the view, like `UIView.removeInteraction(_:)`: it is
    /// told `willMove(to: nil)` and `didMove(to: nil)`. One the view does not have is
    /// left alone.
    public func removeInteraction(_ interaction: UIInteraction) {
        guard interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storeInteractions(interactions.filter { $0 !== interaction })
        interaction.didMove(to: nil)
    }

    private func storeInteractions(_ interactions: [UIInteraction]) {
        objc_setAssociatedObject(self, interactionsKey, interactions.isEmpty ? nil : interactions, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}
