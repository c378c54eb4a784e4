import Easel
import Foundation

/// Auto Layout keys: `constraints` as equations, `hugging` and `compressionResistance`.
extension SceneDecoder {
    /// A list of constraint equations, each a string or `{id, equation}`; the view ids
    /// they name are checked later, by `checkConstraintTargets()`.
    func constraints(_ node: SceneNode, _ path: ScenePath) -> [SceneConstraint]? {
        guard let items = items(node, path, expected: "a list of constraint equations") else { return nil }
        let constraints = items.compactMap { listed -> SceneConstraint? in
            // `{id: gap, equation: "top = header.bottom + 8"}` names the constraint for events.
            guard let identified = identifiedEquation(listed) else { return nil }
            let item = identified.equation
            guard case .scalar(let text, let kind) = item.node.content, kind == .plain || kind == .string else {
                mismatch(item.node, item.path, expected: "a constraint equation such as \"top = superview.top + 8\"")
                return nil
            }
            // A quoted scalar's text starts one column after its quote.
            let start = item.node.location.column + (kind == .plain ? 0 : 1)
            do throws(ConstraintEquation.Failure) {
                var (constraint, itemOffset) = try ConstraintEquation.parse(text)
                constraint.id = identified.id
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

    /// The equation of a list item and the constraint's id: the item itself without
    /// an id, or the `equation` of an `{id, equation}` mapping. (The ids were
    /// collected, and duplicates reported, by `declare(root:at:)`.)
    private func identifiedEquation(_ item: (node: SceneNode, path: ScenePath))
        -> (equation: (node: SceneNode, path: ScenePath), id: String?)? {
        guard case .mapping = item.node.content else { return (item, nil) }
        guard let fields = fields(item.node, item.path) else { return nil }
        rejectUnknownKeys(of: fields, known: ["id", "equation"])
        let id = fields.value("id").flatMap { string($0.node, $0.path, expected: "a constraint id") }
        if !fields.has("id") { report(.missingKey(["id"]), at: item.node.location, item.path) }
        guard let equation = fields.value("equation") else {
            report(.missingKey(["equation"]), at: item.node.location, item.path)
            return nil
        }
        return id.map { (equation, $0) }
    }

    /// Reports each id a constraint names that no view has.
    func checkConstraintTargets() {
        for target in constraintTargets where viewIDs[target.id] == nil {
            let suggestion = Suggestion.closest(to: target.id, among: viewIDs.keys.sorted())
            report(.unknownViewID(target.id, suggestion: suggestion, orLayer: false), at: target.location, target.path)
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
