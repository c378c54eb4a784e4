import EaselSolver
import Foundation
import Testing

/// Replays the systems of `Fixtures/*.json` (made with kiwisolver by
/// `scripts/generate-solver-fixtures.py`) and compares every variable after every step
/// with kiwisolver's value, within 1e-6 relative (the fixtures keep 7 decimals).
@Suite struct FixtureTests {
    static let directory = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func fixturesArePresent() {
        #expect(FixtureTests.names.count >= 10)
    }

    @Test(arguments: FixtureTests.names)
    func replay(name: String) throws {
        let data = try Data(contentsOf: FixtureTests.directory.appendingPathComponent(name))
        let fixture = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let names = try #require(fixture["variables"] as? [String])
        let variables = Dictionary(uniqueKeysWithValues: names.map { ($0, Variable($0)) })
        var constraints: [String: Constraint] = [:]
        var solver = Solver()
        for (step, operation) in try #require(fixture["operations"] as? [[String: Any]]).enumerated() {
            let expectsFailure = operation["expect"] as? String == "unsatisfiable"
            do {
                try apply(operation, to: &solver, variables: variables, constraints: &constraints)
                #expect(!expectsFailure, "\(name) step \(step): kiwisolver found \(operation) unsatisfiable")
            } catch SolverError.unsatisfiableConstraint {
                #expect(expectsFailure, "\(name) step \(step): \(operation) refused as unsatisfiable")
            }
            guard let expected = operation["values"] as? [Double] else { continue }
            solver.updateVariables()
            for (variableName, value) in zip(names, expected) {
                let actual = solver.value(of: variables[variableName]!)
                #expect(isClose(actual, value), "\(name) step \(step) (\(operation["op"]!)): \(variableName) = \(actual), kiwisolver \(value)")
            }
        }
    }

    private func apply(
        _ operation: [String: Any], to solver: inout Solver, variables: [String: Variable],
        constraints: inout [String: Constraint]
    ) throws {
        let id = operation["id"] as? String ?? ""
        let variable = (operation["variable"] as? String).flatMap { variables[$0] }
        switch operation["op"] as? String {
        case "add":
            let terms = (operation["terms"] as! [[Any]]).map {
                Term(variables[$0[0] as! String]!, coefficient: $0[1] as! Double)
            }
            let relation: Relation = switch operation["relation"] as! String {
            case "==": .equal
            case "<=": .lessThanOrEqual
            default: .greaterThanOrEqual
            }
            let constraint = Constraint(
                Expression(terms, constant: operation["constant"] as! Double), relation,
                strength: Strength(rawValue: operation["strength"] as! Double))
            try solver.addConstraint(constraint)
            constraints[id] = constraint
        case "remove":
            try solver.removeConstraint(constraints[id]!)
        case "changeConstant":
            try solver.changeConstant(of: constraints[id]!, to: operation["constant"] as! Double)
        case "addEdit":
            try solver.addEditVariable(variable!, strength: Strength(rawValue: operation["strength"] as! Double))
        case "suggest":
            try solver.suggestValue(operation["value"] as! Double, for: variable!)
        case "removeEdit":
            try solver.removeEditVariable(variable!)
        default:
            Issue.record("unknown operation \(operation)")
        }
    }
}
