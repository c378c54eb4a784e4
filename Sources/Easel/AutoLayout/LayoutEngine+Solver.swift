import EaselSolver
import Foundation

// Layout constraints as solver constraints: building the equations, adding, removing
// and moving constants, with unsatisfiable sets broken as UIKit breaks them.
extension LayoutEngine {
    /// The solver constraints standing for a layout constraint (two for an intrinsic
    /// size: hugging and compression resistance), joining its items; nil when an item
    /// is outside the host's hierarchy. Leading and trailing follow the direction of
    /// the view the constraint is installed on (the items' nearest common ancestor,
    /// whose content they arrange), so a playback control keeps its place in a mirrored
    /// superview while its own content stays left to right.
    func makeSolverConstraints(for constraint: LayoutConstraint) -> [Constraint]? {
        guard let firstItem = constraint.firstLayoutItem else { return nil }
        let (firstPlaced, firstAttribute) = placed(firstItem, constraint.firstAttribute)
        guard let first = entry(for: firstPlaced) else { return nil }
        let isRightToLeft = constraint.isDirectional && constraint.installedView?.isRightToLeft == true
        let lhs = first.variables.expression(for: firstAttribute, baselines: first.baselines,
                                             isRightToLeft: isRightToLeft)
        var rhs = Expression(Double(constraint.constant))
        if let secondItem = constraint.secondLayoutItem {
            let (secondPlaced, secondAttribute) = placed(secondItem, constraint.secondAttribute)
            guard let second = entry(for: secondPlaced) else { return nil }
            rhs = Double(constraint.multiplier)
                * second.variables.expression(for: secondAttribute, baselines: second.baselines,
                                              isRightToLeft: isRightToLeft)
                + Double(constraint.constant)
            if case .autoresizingMask = constraint.kind, !constraint.firstAttribute.isDimension {
                // A mask places the view from its superview's origin.
                rhs = rhs + (constraint.firstAttribute.axis == .horizontal ? second.variables.minX : second.variables.minY)
            }
        }
        switch constraint.kind {
        case .contentSize(let hugging, let resistance):
            return [Constraint(lhs, .lessThanOrEqual, rhs, strength: hugging.strength),
                    Constraint(lhs, .greaterThanOrEqual, rhs, strength: resistance.strength)]
        case .user, .autoresizingMask, .hostRectangle:
            return [Constraint(lhs, constraint.relation.solverRelation, rhs, strength: constraint.priority.strength)]
        }
    }

    /// The item and attribute the solver relates for one side of a constraint: a view's
    /// margin attribute is the edge of its layout margins guide, as in UIKit; a guide's
    /// is its own edge (a guide has no margins).
    /// A view's baseline is the baseline of its `forFirstBaselineLayout` or
    /// `forLastBaselineLayout` view.
    private func placed(_ item: any LayoutItem,
                        _ attribute: LayoutConstraint.Attribute) -> (any LayoutItem, LayoutConstraint.Attribute) {
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? View {
            return (view.baselineLayoutView(for: attribute), attribute)
        }
        guard let edge = attribute.marginEdge else { return (item, attribute) }
        return ((item as? View)?.layoutMarginsGuide ?? item, edge)
    }

    /// The constant of the solver expression (`first − multiplier × second − constant`)
    /// for the constraint's current constant and its items' baselines.
    func expressionConstant(for constraint: LayoutConstraint) -> Double {
        func baselineConstant(_ attribute: LayoutConstraint.Attribute, _ item: (any LayoutItem)?) -> Double {
            guard let item, attribute == .firstBaseline || attribute == .lastBaseline,
                  let baselines = entries[ObjectIdentifier(placed(item, attribute).0)]?.baselines
            else { return 0 }
            switch attribute {
            case .firstBaseline: return Double(baselines.first)
            case .lastBaseline: return Double(baselines.last)
            default: return 0
            }
        }
        return baselineConstant(constraint.firstAttribute, constraint.firstLayoutItem)
            - Double(constraint.multiplier) * baselineConstant(constraint.secondAttribute, constraint.secondLayoutItem)
            - Double(constraint.constant)
    }

    /// Adds a layout constraint to the solver. A required one that cannot hold breaks
    /// the most recently added constraint of the conflict (UIKit's choice), which may be
    /// this one: it then stays active but out of the solver.
    func addToSolver(_ constraint: LayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        guard installed[id] == nil, let made = makeSolverConstraints(for: constraint) else { return }
        var added: [Constraint] = []
        for solverConstraint in made {
            guard add(solverConstraint, for: constraint) else {
                for part in added { remove(part) }
                installed[id] = Installed(solverConstraints: [], isBroken: true)
                return
            }
            owners[solverConstraint] = constraint
            added.append(solverConstraint)
        }
        installed[id] = Installed(solverConstraints: added)
        needsSolve = true
    }

    /// Adds one solver constraint, breaking conflicts; false when the constraint itself
    /// is the one broken.
    private func add(_ solverConstraint: Constraint, for constraint: LayoutConstraint) -> Bool {
        // Each round breaks one other constraint, so the number of constraints bounds it.
        for _ in 0...installed.count {
            do {
                try solver.addConstraint(solverConstraint)
                return true
            } catch .unsatisfiableConstraint(_, let others) {
                if breakConflict(involving: constraint, others: others) === constraint { return false }
            } catch {
                reportSolverFailure(error, for: constraint)
                return false
            }
        }
        return false
    }

    /// Takes a layout constraint out of the solver (a broken one just stops being
    /// tracked).
    func removeFromSolver(_ constraint: LayoutConstraint) {
        guard let record = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        for solverConstraint in record.solverConstraints { remove(solverConstraint) }
        needsSolve = true
    }

    private func remove(_ solverConstraint: Constraint) {
        owners[solverConstraint] = nil
        do {
            try solver.removeConstraint(solverConstraint)
        } catch {
            reportSolverFailure(error, for: nil)
        }
    }

    /// Moves the solver to the constraint's current constant with `changeConstant` (a
    /// dual-simplex step from the current solution, not a rebuild). A broken constraint
    /// is tried again.
    func updateConstant(of constraint: LayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        guard let record = installed[id] else { return }
        if record.isBroken {
            installed[id] = nil
            addToSolver(constraint)
            return
        }
        let constant = expressionConstant(for: constraint)
        for solverConstraint in record.solverConstraints where solver.constant(of: solverConstraint) != constant {
            needsSolve = true
            for _ in 0...installed.count {
                do {
                    try solver.changeConstant(of: solverConstraint, to: constant)
                    break
                } catch .unsatisfiableConstraint(_, let others) {
                    if breakConflict(involving: constraint, others: others) === constraint {
                        removeFromSolver(constraint)
                        installed[id] = Installed(solverConstraints: [], isBroken: true)
                        return
                    }
                } catch {
                    reportSolverFailure(error, for: constraint)
                    return
                }
            }
        }
    }

    /// Sets the constant of a constraint the engine made and moves the solver to it.
    func setConstant(_ constant: CGFloat, of constraint: LayoutConstraint) {
        constraint.isChangedByEngine = true
        constraint.constant = constant
        constraint.isChangedByEngine = false
        updateConstant(of: constraint)
    }

    private func reportSolverFailure(_ error: SolverError, for constraint: LayoutConstraint?) {
        Trace.diagnostic("Auto Layout: the solver refused \(constraint.map(\.description) ?? "a change"): \(error)")
    }
}

extension LayoutConstraint.Relation {
    var solverRelation: EaselSolver.Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
