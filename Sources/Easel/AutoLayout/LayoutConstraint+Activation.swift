import Foundation

// Activating and deactivating, as UIKit does it: installed on the nearest common
// ancestor, handed to that hierarchy's engine.
extension LayoutConstraint {
    private static var lastActivationOrder = 0

    /// The next number in the order constraints enter engines ("most recently added").
    static func nextActivationOrder() -> Int {
        lastActivationOrder += 1
        return lastActivationOrder
    }

    /// Installs the constraint on `requested` (or on the nearest common ancestor of its
    /// items) and queues it for the engine. Reports, and leaves the constraint inactive,
    /// when it is malformed or its items share no ancestor, where UIKit raises.
    func activate(installingOn requested: View?) {
        guard installedView == nil else { return }
        if let problem {
            return reportActivationFailure("it is not a valid constraint: \(problem)")
        }
        guard let firstView = firstLayoutItem?.layoutOwningView else {
            return reportActivationFailure("its first item is gone or is a guide that is in no view")
        }
        var ancestor = firstView
        if let second = secondLayoutItem {
            guard let secondView = second.layoutOwningView, let common = firstView.nearestCommonAncestor(with: secondView)
            else {
                return reportActivationFailure("they have no common ancestor.  Does the constraint or its anchors "
                    + "reference items in different view hierarchies?  That's illegal.")
            }
            ancestor = common
        }
        if let requested, !ancestor.isDescendant(of: requested) {
            return reportActivationFailure("the view hierarchy is not prepared for the constraint: "
                + "\(requested.traceName) does not contain its items")
        }
        let view = requested ?? ancestor
        installedView = view
        view.layoutState.installed.append(self)
        activationOrder = Self.nextActivationOrder()
        for item in [firstLayoutItem, secondLayoutItem].compactMap({ $0?.layoutOwningView }) {
            let state = item.layoutState
            state.referencing.append(self)
            if !state.hasTakenPartInAutoLayout {
                // A view's first constraint brings it into Auto Layout: its
                // updateConstraints runs in the next pass.
                state.hasTakenPartInAutoLayout = true
                item.setNeedsUpdateConstraints()
            }
        }
        if let engine = view.hierarchyEngine(create: false) {
            engine.enqueueAddition(self)
        } else {
            _ = view.hierarchyEngine(create: true)
        }
    }

    /// Uninstalls the constraint and takes it out of its engine at the next sync.
    func deactivate() {
        guard let view = installedView else { return }
        installedView = nil
        view.layoutStorage?.noteDeactivation(of: view)
        engine?.enqueueRemoval(self)
        engine = nil
    }

    /// Checks a change of priority against UIKit's rules: 1…1000, and never between
    /// required and optional while active. A refused change is reported (the caller
    /// undoes it); an accepted one reaches the engine.
    func acceptsPriorityChange(from old: LayoutPriority) -> Bool {
        guard priority != old else { return true }
        guard priority.rawValue > 0, priority.rawValue <= 1000 else {
            Trace.diagnostic("A priority must be greater than 0 and less or equal to LayoutPriority.required, which "
                + "is 1000.000000. You passed priority \(priority).")
            return false
        }
        if isActive, priority.isRequired != old.isRequired {
            Trace.diagnostic("Mutating a priority from required to not on an installed constraint (or vice-versa) is "
                + "not supported.  You passed priority \(priority) and the existing priority was \(old).")
            return false
        }
        engine?.constraintNeedsReinstalling(self)
        return true
    }

    private func reportActivationFailure(_ reason: String) {
        let anchors = [firstLayoutItem.map { "\($0.layoutDescription).\(firstAttribute)" },
                       secondLayoutItem.map { "\($0.layoutDescription).\(secondAttribute)" }].compactMap { $0 }
        Trace.diagnostic("Unable to activate constraint with anchors \(anchors.map { "\"\($0)\"" }.joined(separator: " and ")) "
            + "because \(reason)")
    }
}

extension View {
    /// The deepest view that is this view or contains it and `other`; nil when they are
    /// in different hierarchies.
    func nearestCommonAncestor(with other: View) -> View? {
        var ancestors = Set<ObjectIdentifier>()
        var current: View? = self
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = other
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }
}
