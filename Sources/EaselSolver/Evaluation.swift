/// The values of the variables, computed from the lazy rows in dependency order
/// (a row after the rows it names), and the plan for computing them again.
///
/// The plan is the lazy rows flattened into arrays; it is rebuilt only when a lazy
/// row changes shape or a symbol it reads enters or leaves the basis. A new suggested
/// value or constant only updates one of its constants, so re-evaluating after an
/// edit is one pass over flat arrays.
struct Evaluation {
    struct Plan {
        /// The lazy rows' basic symbols, each after the basic symbols its row names.
        var order: [Symbol] = []
        /// Each lazy basic symbol's place in `order`, by symbol number (-1: none).
        var slots: [Int] = []
        var constants: [Double] = []
        /// Row `i`'s terms are `termStarts[i] ..< termStarts[i + 1]`.
        var termStarts: [Int] = [0]
        /// Where each term's value is: a slot of `order`, or `order.count + j` for
        /// `inputs[j]`.
        var termSources: [Int] = []
        var termCoefficients: [Double] = []
        /// Restricted basic symbols that lazy rows name; their values are their rows'
        /// constants.
        var inputs: [Symbol] = []
    }

    private var plan: Plan?
    /// The slots of the plan the values were computed with.
    private var slots: [Int] = []
    private var values: [Double] = []

    /// The value of an external symbol at the last evaluation: its lazy row's value, or
    /// 0 if it was parametric.
    func value(of symbol: Symbol) -> Double {
        guard symbol.number < slots.count else { return 0 }
        let slot = slots[symbol.number]
        return slot < 0 ? 0 : values[slot]
    }

    mutating func invalidatePlan() {
        plan = nil
    }

    /// Follows a lazy row's new constant without rebuilding the plan.
    mutating func setConstant(_ constant: Double, of basic: Symbol) {
        guard plan != nil, basic.number < plan!.slots.count else { return }
        let slot = plan!.slots[basic.number]
        if slot >= 0 { plan!.constants[slot] = constant }
    }

    /// Computes every lazy row's value from `rows`, whose symbols are all numbered below
    /// `symbolLimit`.
    mutating func evaluate(rows: SymbolTable<Row>, symbolLimit: Int) {
        if plan == nil { plan = Evaluation.makePlan(rows: rows, symbolLimit: symbolLimit) }
        let plan = plan!
        let count = plan.order.count
        var values = [Double](repeating: 0, count: count + plan.inputs.count)
        for (index, input) in plan.inputs.enumerated() { values[count + index] = rows[input]!.constant }
        plan.constants.withUnsafeBufferPointer { constants in
            plan.termStarts.withUnsafeBufferPointer { starts in
                plan.termSources.withUnsafeBufferPointer { sources in
                    plan.termCoefficients.withUnsafeBufferPointer { coefficients in
                        values.withUnsafeMutableBufferPointer { values in
                            for slot in 0..<count {
                                var value = constants[slot]
                                for term in starts[slot]..<starts[slot + 1] {
                                    value += coefficients[term] * values[sources[term]]
                                }
                                values[slot] = value
                            }
                        }
                    }
                }
            }
        }
        self.values = values
        slots = plan.slots
    }

    /// Orders the lazy rows depth first (a row after the rows it names) and flattens
    /// them. Marks and places are flat arrays by symbol number: the plan is rebuilt
    /// after every batch of adds, once per lazy row.
    private static func makePlan(rows: SymbolTable<Row>, symbolLimit limit: Int) -> Plan {
        var plan = Plan()
        let unvisited = -1, visiting = -2
        plan.slots = [Int](repeating: unvisited, count: limit)
        var lazyRows: [Row] = []
        var pending: [(symbol: Symbol, row: Row?)] = []
        for (basic, _) in rows where !basic.isRestricted && plan.slots[basic.number] == unvisited {
            pending.append((basic, nil))
            while let (symbol, finished) = pending.popLast() {
                if let finished {
                    plan.slots[symbol.number] = plan.order.count
                    plan.order.append(symbol)
                    lazyRows.append(finished)
                    continue
                }
                guard plan.slots[symbol.number] == unvisited else { continue }
                plan.slots[symbol.number] = visiting
                let row = rows[symbol]!
                pending.append((symbol, row))
                for cell in row.cells where !cell.symbol.isRestricted && plan.slots[cell.symbol.number] == unvisited {
                    if rows[cell.symbol] != nil { pending.append((cell.symbol, nil)) }
                }
            }
        }
        let count = plan.order.count
        var inputSlots = [Int](repeating: -1, count: limit)
        plan.constants.reserveCapacity(count)
        plan.termStarts.reserveCapacity(count + 1)
        for row in lazyRows {
            plan.constants.append(row.constant)
            for cell in row.cells {
                let number = cell.symbol.number
                if !cell.symbol.isRestricted {
                    let slot = plan.slots[number]
                    guard slot >= 0 else { continue }  // parametric: worth 0
                    plan.termSources.append(slot)
                } else if rows[cell.symbol] != nil {
                    if inputSlots[number] < 0 {
                        inputSlots[number] = plan.inputs.count
                        plan.inputs.append(cell.symbol)
                    }
                    plan.termSources.append(count + inputSlots[number])
                } else {
                    continue  // parametric: worth 0
                }
                plan.termCoefficients.append(cell.coefficient)
            }
            plan.termStarts.append(plan.termSources.count)
        }
        return plan
    }
}
