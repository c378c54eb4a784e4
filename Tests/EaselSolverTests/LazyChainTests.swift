@testable import EaselSolver
import Testing

/// The representation that keeps UI systems linear: rows solved for a user variable
/// name the previous view's variables instead of being expanded.
@Suite struct LazyChainTests {
    /// Views stacked vertically: top(i) = top(i-1) + height(i-1) + 8, height 44 at
    /// medium 750, at least 20.
    struct Chain {
        var solver = Solver()
        var tops: [Variable] = []
        var heights: [Variable] = []
        var heightConstraints: [Constraint] = []
        var links: [Constraint] = []

        init(count: Int, order: [Int]? = nil, evaluatingEachView: Bool = false) throws {
            tops = (0..<count).map { Variable("top\($0)") }
            heights = (0..<count).map { Variable("height\($0)") }
            let preferred = Strength(strong: 0, medium: 750, weak: 0)
            for index in order ?? Array(0..<count) {
                let link = index == 0
                    ? Constraint(tops[0], .equal, 8)
                    : Constraint(tops[index], .equal, tops[index - 1] + heights[index - 1] + 8)
                links.append(link)
                try solver.addConstraint(link)
                let height = Constraint(heights[index], .equal, 44, strength: preferred)
                heightConstraints.append(height)
                try solver.addConstraint(height)
                try solver.addConstraint(Constraint(heights[index], .greaterThanOrEqual, 20))
                if evaluatingEachView { solver.updateVariables() }
            }
            solver.updateVariables()
        }
    }

    @Test(arguments: ["forward", "reverse", "shuffled"])
    func chainSolvesInAnyOrder(order: String) throws {
        let count = 40
        let indices: [Int] = switch order {
        case "forward": Array(0..<count)
        case "reverse": Array((0..<count).reversed())
        default: (0..<count).map { ($0 * 17) % count }
        }
        let chain = try Chain(count: count, order: indices)
        for index in 0..<count {
            #expect(chain.solver.value(of: chain.tops[index]) == 8 + 52 * Double(index))
            #expect(chain.solver.value(of: chain.heights[index]) == 44)
        }
    }

    /// Evaluating between adds keeps the evaluation plan alive: forward, each new lazy row
    /// is appended to it; in reverse, each new row's subject is named by an earlier row
    /// and the plan is rebuilt. Both must give the values of one evaluation at the end.
    @Test(arguments: ["forward", "reverse", "shuffled"])
    func evaluatingAfterEachViewGivesTheSameValues(order: String) throws {
        let count = 40
        let indices: [Int] = switch order {
        case "forward": Array(0..<count)
        case "reverse": Array((0..<count).reversed())
        default: (0..<count).map { ($0 * 17) % count }
        }
        var chain = try Chain(count: count, order: indices, evaluatingEachView: true)
        for index in 0..<count {
            #expect(chain.solver.value(of: chain.tops[index]) == 8 + 52 * Double(index))
            #expect(chain.solver.value(of: chain.heights[index]) == 44)
        }
        try chain.solver.changeConstant(of: chain.heightConstraints[indices.firstIndex(of: 10)!], to: -50)
        chain.solver.updateVariables()
        #expect(chain.solver.value(of: chain.tops[11]) == 8 + 52 * 11 + 6)
        #expect(chain.solver.value(of: chain.tops[count - 1]) == 8 + 52 * Double(count - 1) + 6)
    }

    @Test func rowsStaySparseOnAForwardChain() throws {
        let chain = try Chain(count: 200)
        let longest = chain.solver.rows.values.map(\.cells.count).max() ?? 0
        #expect(longest <= 4)
    }

    @Test func constraintOnTheLastViewExpandsTheChainOnce() throws {
        var chain = try Chain(count: 30)
        let bottom = Variable("container.bottom")
        try chain.solver.addConstraint(Constraint(bottom, .equal, 1000))
        let fits = Constraint(chain.tops[29] + chain.heights[29], .lessThanOrEqual, bottom - 8)
        try chain.solver.addConstraint(fits)
        chain.solver.updateVariables()
        // 30 × 44 + 31 × 8 = 1568 > 1000: heights give way equally to the weights,
        // each ≥ 20, all at the same strength, so the total is exactly what fits.
        let total = (0..<30).map { chain.solver.value(of: chain.heights[$0]) }.reduce(0, +)
        #expect(isClose(total, 1000 - 8 - 8 - 29 * 8, tolerance: 1e-9))
        #expect(isClose(chain.solver.value(of: chain.tops[29]) + chain.solver.value(of: chain.heights[29]), 992, tolerance: 1e-9))
        try chain.solver.removeConstraint(fits)
        chain.solver.updateVariables()
        #expect(chain.solver.value(of: chain.tops[29]) == 8 + 52 * 29)
    }

    @Test func changingOneHeightMovesOnlyWhatFollows() throws {
        var chain = try Chain(count: 20)
        try chain.solver.changeConstant(of: chain.heightConstraints[5], to: -100)
        chain.solver.updateVariables()
        #expect(chain.solver.value(of: chain.tops[5]) == 8 + 52 * 5)
        #expect(chain.solver.value(of: chain.tops[6]) == 8 + 52 * 5 + 108)
        #expect(chain.solver.value(of: chain.tops[19]) == 8 + 52 * 18 + 108)
    }

    @Test func removingAMiddleLinkLetsTheRestFall() throws {
        var chain = try Chain(count: 10)
        try chain.solver.removeConstraint(chain.links[4])
        chain.solver.updateVariables()
        // top4 is free: kiwi's convention gives a free variable 0.
        #expect(chain.solver.value(of: chain.tops[4]) == 0)
        #expect(chain.solver.value(of: chain.tops[5]) == 52)
        #expect(chain.solver.value(of: chain.tops[3]) == 8 + 52 * 3)
        try chain.solver.addConstraint(chain.links[4])
        chain.solver.updateVariables()
        #expect(chain.solver.value(of: chain.tops[9]) == 8 + 52 * 9)
    }

    @Test func cyclicRequestIsDetectedNotLooped() throws {
        // b names a lazily; making a the subject of a row that names b would close a
        // cycle, so that row is expanded instead, and found redundant.
        var solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint(Constraint(b, .equal, a + 1))
        try solver.addConstraint(Constraint(a, .equal, b - 1))
        try solver.addConstraint(Constraint(a, .equal, 5, strength: .weak))
        solver.updateVariables()
        #expect(solver.value(of: a) == 5)
        #expect(solver.value(of: b) == 6)
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(a, .equal, b)) }
    }
}
