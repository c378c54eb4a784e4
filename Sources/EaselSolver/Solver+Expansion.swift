// Lazy rows name other basic symbols; the simplex needs rows in parametric symbols
// only. These helpers bridge the two.

extension Solver {
    /// The row with every basic symbol replaced by its row, recursively: the same
    /// equation in parametric symbols only (what kiwi's tableau holds for every row).
    ///
    /// Each basic symbol reachable from the row is expanded once, in topological order
    /// (a row before the rows it names), with the multipliers of all the paths to it
    /// summed first; so the cost is the size of the reachable part of the tableau,
    /// never the number of paths through it.
    func fullyExpanded(_ row: Row) -> Row {
        guard row.cells.contains(where: { isBasic($0.symbol) }) else { return row }
        let oneLevel = row.cells.allSatisfy { cell in
            rows[cell.symbol].map { basicRow in !basicRow.cells.contains { isBasic($0.symbol) } } ?? true
        }
        if oneLevel {
            // The common case: the rows named are in parametric symbols already.
            var result = Row(constant: row.constant, capacity: row.cells.count + 4)
            for cell in row.cells {
                if let basicRow = rows[cell.symbol] {
                    result.insert(basicRow, cell.coefficient)
                } else {
                    result.insert(cell.symbol, cell.coefficient)
                }
            }
            return result
        }
        var result = Row(constant: row.constant)
        var multipliers: [Symbol: Double] = [:]
        for cell in row.cells {
            if isBasic(cell.symbol) {
                multipliers[cell.symbol, default: 0] += cell.coefficient
            } else {
                result.insert(cell.symbol, cell.coefficient)
            }
        }
        for basic in basicSymbolsInTopologicalOrder(from: row) {
            let multiplier = multipliers[basic] ?? 0
            guard multiplier != 0 else { continue }
            let basicRow = rows[basic]!
            result.constant += multiplier * basicRow.constant
            for cell in basicRow.cells {
                if isBasic(cell.symbol) {
                    multipliers[cell.symbol, default: 0] += multiplier * cell.coefficient
                } else {
                    result.insert(cell.symbol, multiplier * cell.coefficient)
                }
            }
        }
        return result
    }

    /// Whether a lazy row reachable from `row` names `symbol`: making `symbol` basic
    /// with `row` would then close a cycle.
    ///
    /// Requires: `symbol` is parametric.
    func dependsOn(_ symbol: Symbol, _ row: Row) -> Bool {
        var visited: Set<Symbol> = []
        var pending = row.cells.map(\.symbol).filter { !$0.isRestricted && isBasic($0) }
        while let basic = pending.popLast() {
            guard visited.insert(basic).inserted else { continue }
            for cell in rows[basic]!.cells {
                if cell.symbol == symbol { return true }
                if !cell.symbol.isRestricted, isBasic(cell.symbol) { pending.append(cell.symbol) }
            }
        }
        return false
    }

    /// The basic symbols reachable from `row` through the rows that name them, each
    /// before every basic symbol its row names.
    private func basicSymbolsInTopologicalOrder(from row: Row) -> [Symbol] {
        var postorder: [Symbol] = []
        var visited: Set<Symbol> = []
        // Depth-first without recursion: chains of lazy rows can be long.
        var stack: [(symbol: Symbol, expanded: Bool)] = row.cells.reversed().map { ($0.symbol, false) }
        while let (symbol, expanded) = stack.popLast() {
            if expanded {
                postorder.append(symbol)
                continue
            }
            guard let basicRow = rows[symbol], visited.insert(symbol).inserted else { continue }
            stack.append((symbol, true))
            for cell in basicRow.cells.reversed() where isBasic(cell.symbol) && !visited.contains(cell.symbol) {
                stack.append((cell.symbol, false))
            }
        }
        return postorder.reversed()
    }
}
