import EaselSolver
import Foundation

// Ambiguity: whether a view's frame can move without any constraint objecting, found by
// pulling each of its frame's quantities with a strength far below any priority.
extension LayoutEngine {
    /// A strength no priority comes near (priority 1 weighs 1,000): it only chooses among
    /// solutions that cost the constraints the same.
    private static let pull = Strength(rawValue: 0.001)

    /// The view's frame quantities (position relative to its superview, and size) as
    /// expressions in the engine's variables; nil when the engine does not place the view.
    private func frameQuantities(of view: View) -> [Expression]? {
        guard view !== host, !view.translatesAutoresizingMaskIntoConstraints,
            let entry = entries[ObjectIdentifier(view)], let superview = view.superview,
            let parent = entries[ObjectIdentifier(superview)]
        else { return nil }
        let own = entry.variables, container = parent.variables
        return [own.minX - container.minX, own.minY - container.minY, Expression(own.width), Expression(own.height)]
    }

    /// Whether some quantity of the view's frame can move: tried on a copy of the solver,
    /// so the layout does not change.
    func isAmbiguous(_ view: View) -> Bool {
        guard let quantities = frameQuantities(of: view) else { return false }
        var probe = solver
        probe.updateVariables()
        for quantity in quantities {
            let variable = Variable()
            do {
                try probe.addConstraint(Constraint(Expression(variable) - quantity, .equal))
                probe.updateVariables()
                let start = probe.value(of: variable)
                try probe.addEditVariable(variable, strength: Self.pull)
                for target in [start + 100, start - 100] {
                    try probe.suggestValue(target, for: variable)
                    probe.updateVariables()
                    if abs(probe.value(of: variable) - start) > 1e-6 { return true }
                }
                try probe.suggestValue(start, for: variable)
            } catch {
                continue
            }
        }
        return false
    }

    /// Pulls each free quantity of the view's frame 100 points from where it is (or as
    /// far as its other solutions go), the other way from the last call when both ways
    /// are open; false when nothing can move.
    func exerciseAmbiguity(of view: View) -> Bool {
        guard let quantities = frameQuantities(of: view), isAmbiguous(view) else { return false }
        solver.updateVariables()
        let key = ObjectIdentifier(view)
        let direction: Double = exercises[key].map { -$0.direction } ?? 1
        if let previous = exercises[key] {
            for variable in previous.variables { try? solver.removeEditVariable(variable) }
            for constraint in previous.definitions { try? solver.removeConstraint(constraint) }
        }
        var exercise = Exercise(direction: direction)
        for quantity in quantities {
            let variable = Variable()
            let definition = Constraint(Expression(variable) - quantity, .equal)
            do {
                try solver.addConstraint(definition)
                solver.updateVariables()
                let start = solver.value(of: variable)
                try solver.addEditVariable(variable, strength: Self.pull)
                try solver.suggestValue(start + 100 * direction, for: variable)
                solver.updateVariables()
                if abs(solver.value(of: variable) - start) <= 1e-6 {
                    // Bounded that way: the other solutions lie the other way.
                    try solver.suggestValue(start - 100 * direction, for: variable)
                }
                exercise.variables.append(variable)
                exercise.definitions.append(definition)
            } catch {
                continue
            }
        }
        exercises[key] = exercise
        needsSolve = true
        return true
    }
}

extension LayoutEngine {
    /// The pulls that hold an exercised view at another of its solutions.
    struct Exercise {
        var direction: Double
        var variables: [Variable] = []
        var definitions: [Constraint] = []
    }
}
