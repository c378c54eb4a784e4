import Easel
import Foundation

/// The block `registerForTraitChanges(_:handler:)` calls, like `UITraitChangeHandler`.
public typealias UITraitChangeHandler<Environment> = @MainActor (Environment, UITraitCollection) -> Void

extension TraitEnvironment where Self: Responder {
    /// Calls `handler` with the environment and its previous traits whenever one of the
    /// trait types `traits` changes, like `registerForTraitChanges(_:handler:)` (iOS 17).
    /// As in UIKit, the handler's first parameter type is a generic parameter the
    /// closure names, so `{ (self: Self, previousTraitCollection: UITraitCollection) in … }`
    /// compiles in a class's method (its `Self` is the dynamic type); the handler is
    /// called when the environment is of that type.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UITraitChangeHandler<Environment>
    ) -> UITraitChangeRegistration {
        registerForTraitChanges(traits.systemTraits) { (environment: Self, previous: UITraitCollection) in
            if let environment = environment as? Environment { handler(environment, previous) }
        }
    }

    /// Sends `action` to `target` whenever one of `traits` changes, like
    /// `registerForTraitChanges(_:target:action:)`: the method takes nothing, the
    /// environment, or the environment and its previous traits. The target is not retained.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> UITraitChangeRegistration {
        let target = target as AnyObject
        return registerForTraitChanges(traits.systemTraits) { [weak target] (environment: Self, previous: UITraitCollection) in
            guard let target else { return }
            action.send(to: target, from: environment, event: previous, caller: "registerForTraitChanges(_:target:action:)")
        }
    }

    /// Sends `action` to the environment itself whenever one of `traits` changes, like
    /// `registerForTraitChanges(_:action:)`.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> UITraitChangeRegistration {
        registerForTraitChanges(traits.systemTraits) { (environment: Self, previous: UITraitCollection) in
            action.send(to: environment, from: environment, event: previous, caller: "registerForTraitChanges(_:action:)")
        }
    }
}
