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
        var slots = SymbolTable<Int>()
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
    private var slots = SymbolTable<Int>()
    private var values: [Double] = []

    /// The value of an external symbol at the last evaluation: its lazy row's value, or
    /// 0 if it was parametric.
    func value(of symbol: Symbol) -> Double {
        slots[symbol].map { values[$0] } ?? 0
    }

    mutating func invalidatePlan() {
        plan = nil
    }

    /// Follows a lazy row's new constant without rebuilding the plan.
    mutating func setConstant(_ constant: Double, of basic: Symbol) {
        guard let slot = plan?.slots[basic] else { return }
        plan!.constants[slot] = constant
    }

    /// Computes every lazy row's value from `rows`.
    mutating func evaluate(rows: SymbolTable<Row>) {
        if plan == nil { plan = Evaluation.makePlan(rows: rows) }
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

    private static func makePlan(rows: SymbolTable<Row>) -> Plan {
        var plan = Plan()
        var pending: [(symbol: Symbol, expanded: Bool)] = []
        for (basic, _) in rows where !basic.isRestricted && plan.slots[basic] == nil {
            pending.append((basic, false))
            while let (symbol, expanded) = pending.popLast() {
                if expanded {
                    plan.slots[symbol] = plan.order.count
                    plan.order.append(symbol)
                    continue
                }
                guard plan.slots[symbol] == nil else { continue }
                pending.append((symbol, true))
                for cell in rows[symbol]!.cells where !cell.symbol.isRestricted && rows[cell.symbol] != nil {
                    if plan.slots[cell.symbol] == nil { pending.append((cell.symbol, false)) }
                }
            }
        }
        var inputSlots = SymbolTable<Int>()
        for symbol in plan.order {
            let row = rows[symbol]!
            plan.constants.append(row.constant)
            for cell in row.cells {
                if let slot = plan.slots[cell.symbol] {
                    plan.termSources.append(slot)
                } else if cell.symbol.isRestricted, rows[cell.symbol] != nil {
                    if inputSlots[cell.symbol] == nil {
                        inputSlots[cell.symbol] = plan.inputs.count
                        plan.inputs.append(cell.symbol)
                    }
                    // Inputs come after the lazy slots, whose count is known below.
                    plan.termSources.append(-1 - inputSlots[cell.symbol]!)
                } else {
                    continue  // parametric: worth 0
                }
                plan.termCoefficients.append(cell.coefficient)
            }
            plan.termStarts.append(plan.termSources.count)
        }
        let count = plan.order.count
        for index in plan.termSources.indices where plan.termSources[index] < 0 {
            plan.termSources[index] = count + (-1 - plan.termSources[index])
        }
        return plan
    }
}
