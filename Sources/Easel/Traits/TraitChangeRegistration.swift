import EaselGraphics
import Foundation

/// An object whose traits can change, like `UITraitEnvironment` with
/// `UITraitChangeObservable`: views (windows included) and view controllers.
@preconcurrency @MainActor
public protocol TraitEnvironment: AnyObject {
    /// The environment's effective traits, like `traitCollection`.
    var traitCollection: TraitCollection { get }
}

/// A closure to call when some traits of an environment change, as
/// `registerForTraitChanges(_:handler:)` returns it (UIKit's
/// `UITraitChangeRegistration`); pass it to `unregisterForTraitChanges(_:)` to stop.
@preconcurrency @MainActor
public final class TraitChangeRegistration {
    /// The traits whose change calls the handler.
    let traits: Set<TraitCollection.Trait>
    /// The handler, given the environment and its previous traits.
    let handler: @MainActor (Responder, TraitCollection) -> Void

    init(traits: Set<TraitCollection.Trait>, handler: @escaping @MainActor (Responder, TraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }
}

extension TraitEnvironment where Self: Responder {
    /// Calls `handler` with the environment and its previous traits whenever one of
    /// `traits` changes, like `registerForTraitChanges(_:handler:)` (iOS 17), after
    /// `traitCollectionDidChange(_:)` and with the new traits as `TraitCollection.current`.
    @discardableResult
    public func registerForTraitChanges(_ traits: [TraitCollection.Trait],
                                        handler: @escaping @MainActor (Self, TraitCollection) -> Void)
        -> TraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: Set(traits)) { environment, previous in
            if let environment = environment as? Self { handler(environment, previous) }
        }
        traitChangeRegistrations.append(registration)
        return registration
    }

    /// Stops calling a registration's handler, like `unregisterForTraitChanges(_:)`.
    public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
        traitChangeRegistrations.removeAll { $0 === registration }
    }
}

extension Responder {
    /// Tells a view or controller that its traits changed from `previous` to `current`:
    /// `traitCollectionDidChange` (through `didChange`), then the registrations for the
    /// changed traits in the order they were made, with `current` as
    /// `TraitCollection.current`; each call is traced.
    func deliverTraitChange(from previous: TraitCollection, to current: TraitCollection, name: String,
                            isController: Bool, didChange: (TraitCollection) -> Void) {
        let changed = current.changedTraits(from: previous)
        let names = changed.map(\.rawValue).sorted().joined(separator: ",")
        Trace.record(isController ? TraceEvent("traitCollectionDidChange", controller: name, message: names)
                                  : TraceEvent("traitCollectionDidChange", view: name, message: names))
        current.performAsCurrent {
            didChange(previous)
            for registration in traitChangeRegistrations where !registration.traits.isDisjoint(with: changed) {
                registration.handler(self, previous)
            }
        }
    }
}
