import EaselSolver
import Foundation

// Unsatisfiable constraints: which one the engine breaks, and UIKit's log.
extension LayoutEngine {
    /// Breaks one constraint of an unsatisfiable set: the one with the lowest priority,
    /// and among those the most recently activated (UIKit's choice). Logs UIKit's
    /// "Unable to simultaneously satisfy constraints" message, records a diagnostic and
    /// returns the broken constraint; if it is not `constraint`, it is out of the solver
    /// and stays active, as in UIKit.
    func breakConflict(involving constraint: LayoutConstraint, others: [Constraint]) -> LayoutConstraint {
        var conflict = [constraint]
        for other in others {
            if let owner = owners[other], !conflict.contains(where: { $0 === owner }) { conflict.append(owner) }
        }
        conflict.sort { $0.activationOrder < $1.activationOrder }
        let broken = conflict.min { lhs, rhs in
            lhs.priority != rhs.priority ? lhs.priority < rhs.priority : lhs.activationOrder > rhs.activationOrder
        }!
        if broken !== constraint {
            removeFromSolver(broken)
            installed[ObjectIdentifier(broken)] = Installed(solverConstraints: [], isBroken: true)
        }
        let views = conflict.flatMap { [$0.firstLayoutItem, $0.secondLayoutItem] }
            .compactMap { $0?.layoutOwningView?.traceName }
        var names: [String] = []
        for name in views where !names.contains(name) { names.append(name) }
        Trace.diagnostic(Self.unsatisfiableMessage(conflict: conflict, broken: broken), views: names)
        return broken
    }

    /// UIKit's log for an unsatisfiable set, with Easel's names for the constraint and
    /// view classes and without the debugger advice that follows it in UIKit.
    static func unsatisfiableMessage(conflict: [LayoutConstraint], broken: LayoutConstraint) -> String {
        let note = conflict.contains { if case .autoresizingMask = $0.kind { true } else { false } }
            ? "\t(Note: If you're seeing AutoresizingMaskLayoutConstraints that you don't understand, refer to the "
                + "documentation for the View property translatesAutoresizingMaskIntoConstraints) \n"
            : ""
        return "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
            + "\tProbably at least one of the constraints in the following list is one you don't want. \n"
            + "\tTry this: \n"
            + "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
            + "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
            + note
            + "(\n" + conflict.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
            + "Will attempt to recover by breaking constraint \n\(broken)\n"
    }
}
