import Easel
import Foundation

/// Auto Layout keys: `constraints` as equations, `hugging` and `compressionResistance`.
extension SceneDecoder {
    /// A list of constraint equations; the ids they name are checked later, by
    /// `checkConstraintTargets()`.
    func constraints(_ node: SceneNode, _ path: ScenePath) -> [SceneConstraint]? {
        guard let items = items(node, path, expected: "a list of constraint equations") else { return nil }
        let constraints = items.compactMap { item -> SceneConstraint? in
            guard case .scalar(let text, let kind) = item.node.content, kind == .plain || kind == .string else {
                mismatch(item.node, item.path, expected: "a constraint equation such as \"top = superview.top + 8\"")
                return nil
            }
            // A quoted scalar's text starts one column after its quote.
            let start = item.node.location.column + (kind == .plain ? 0 : 1)
            do throws(ConstraintEquation.Failure) {
                let (constraint, itemOffset) = try ConstraintEquation.parse(text)
                if let problem = LayoutConstraint.attributeProblem(
                    constraint.attribute, constraint.item?.attribute ?? .notAnAttribute, hasSecondItem: constraint.item != nil,
                    multiplier: constraint.multiplier, constant: constraint.constant)
                {
                    throw ConstraintEquation.Failure(message: "not a valid constraint: \(problem)", offset: 0)
                }
                if case .view(let id) = constraint.item?.target {
                    constraintTargets.append((id, SourceLocation(line: item.node.location.line, column: start + itemOffset),
                                              item.path))
                }
                return constraint
            } catch {
                report(.badConstraint(error.message),
                       at: SourceLocation(line: item.node.location.line, column: start + error.offset), item.path)
                return nil
            }
        }
        return constraints.count == items.count ? constraints : nil
    }

    /// Reports each id a constraint names that no view has.
    func checkConstraintTargets() {
        for target in constraintTargets where viewIDs[target.id] == nil {
            report(.unknownViewID(target.id, suggestion: Suggestion.closest(to: target.id, among: viewIDs.keys.sorted())),
                   at: target.location, target.path)
        }
    }

    /// `{horizontal: 750, vertical: 250}`: priorities from 1 to 1000 per axis given.
    func axisPriorities(_ node: SceneNode, _ path: ScenePath) -> [LayoutConstraint.Axis: Float]? {
        guard let fields = fields(node, path, expected: "a mapping of horizontal and vertical priorities") else { return nil }
        rejectUnknownKeys(of: fields, known: EnumNames.axes.map(\.0))
        var priorities: [LayoutConstraint.Axis: Float] = [:]
        var valid = true
        for (name, axis) in EnumNames.axes {
            guard let value = fields.value(name) else { continue }
            if let priority = number(value.node, value.path, .priority) { priorities[axis] = Float(priority) } else { valid = false }
        }
        return valid ? priorities : nil
    }
}
