/// The values of the variables, computed from the lazy rows in dependency order
/// (a row after the rows it names), and the plan for computing them again.
///
/// The plan is the lazy rows flattened into arrays. A lazy row that joins the tableau
/// with a basic symbol no other lazy row names is appended to it (it can go last); the
/// plan is rebuilt only when a lazy row changes, leaves, or joins named by others, or a
/// symbol lazy rows read enters or leaves the basis. A new suggested value or constant
/// only updates one of its constants, so re-evaluating after an edit is one pass over
/// flat arrays.
struct Evaluation {
    struct Plan {
        /// The lazy rows' basic symbols, each after the basic symbols its row names.
        var order: [Symbol] = []
        /// Each lazy basic symbol's place in `order`, by symbol number (-1: none).
        var slots: [Int] = []
        var constants: [Double] = []
        /// Row `i`'s terms are `termStarts[i] ..< termStarts[i + 1]`.
        var termStarts: [Int] = [0]
        /// Where each term's value is: a slot of `order` (≥ 0), or `-1 - j` for
        /// `inputs[j]`.
        var termSources: [Int] = []
        var termCoefficients: [Double] = []
        /// Restricted basic symbols that lazy rows name; their values are their rows'
        /// constants.
        var inputs: [Symbol] = []
        /// Each input's place in `inputs`, by symbol number (-1: none).
        var inputSlots: [Int] = []

        /// Places `row`, the row of `basic`, last.
        ///
        /// Requires: every lazy basic symbol the row names is in the plan already.
        mutating func append(_ row: Row, for basic: Symbol, rows: SymbolTable<Row>) {
            grow(&slots, toHold: basic.number)
            slots[basic.number] = order.count
            order.append(basic)
            constants.append(row.constant)
            for cell in row.cells {
                let number = cell.symbol.number
                if !cell.symbol.isRestricted {
                    guard number < slots.count, slots[number] >= 0 else { continue }  // parametric: worth 0
                    termSources.append(slots[number])
                } else if rows[cell.symbol] != nil {
                    grow(&inputSlots, toHold: number)
                    if inputSlots[number] < 0 {
                        inputSlots[number] = inputs.count
                        inputs.append(cell.symbol)
                    }
                    termSources.append(-1 - inputSlots[number])
                } else {
                    continue  // parametric: worth 0
                }
                termCoefficients.append(cell.coefficient)
            }
            termStarts.append(termSources.count)
        }

        /// Sets the slot of a symbol not placed yet to a negative mark.
        mutating func mark(_ symbol: Symbol, _ mark: Int) {
            grow(&slots, toHold: symbol.number)
            slots[symbol.number] = mark
        }

        /// Makes room in a table by symbol number for `number`, doubling.
        private func grow(_ table: inout [Int], toHold number: Int) {
            guard number >= table.count else { return }
            table.append(contentsOf: [Int](repeating: -1, count: Swift.max(number + 1, 2 * table.count) - table.count))
        }
    }

    /// The plan, nil when it must be rebuilt; an empty solver's is empty.
    private var plan: Plan? = Plan()
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

    /// Follows a new lazy row that no other lazy row names: appended to the plan, if
    /// there is one.
    mutating func append(_ row: Row, for basic: Symbol, rows: SymbolTable<Row>) {
        plan?.append(row, for: basic, rows: rows)
    }

    /// Follows a lazy row's new constant without rebuilding the plan.
    mutating func setConstant(_ constant: Double, of basic: Symbol) {
        guard plan != nil, basic.number < plan!.slots.count else { return }
        let slot = plan!.slots[basic.number]
        if slot >= 0 { plan!.constants[slot] = constant }
    }

    /// Computes every lazy row's value from `rows`.
    mutating func evaluate(rows: SymbolTable<Row>) {
        if plan == nil { plan = Evaluation.makePlan(rows: rows) }
        let plan = plan!
        let inputs = plan.inputs.map { rows[$0]!.constant }
        var values = [Double](repeating: 0, count: plan.order.count)
        plan.constants.withUnsafeBufferPointer { constants in
            plan.termStarts.withUnsafeBufferPointer { starts in
                plan.termSources.withUnsafeBufferPointer { sources in
                    plan.termCoefficients.withUnsafeBufferPointer { coefficients in
                        inputs.withUnsafeBufferPointer { inputs in
                            values.withUnsafeMutableBufferPointer { values in
                                for slot in 0..<constants.count {
                                    var value = constants[slot]
                                    for term in starts[slot]..<starts[slot + 1] {
                                        let source = sources[term]
                                        value += coefficients[term] * (source >= 0 ? values[source] : inputs[-1 - source])
                                    }
                                    values[slot] = value
                                }
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
    /// them.
    private static func makePlan(rows: SymbolTable<Row>) -> Plan {
        var plan = Plan()
        let visiting = -2
        var pending: [(symbol: Symbol, row: Row?)] = []
        func slot(_ symbol: Symbol) -> Int { symbol.number < plan.slots.count ? plan.slots[symbol.number] : -1 }
        for (basic, _) in rows where !basic.isRestricted && slot(basic) == -1 {
            pending.append((basic, nil))
            while let (symbol, finished) = pending.popLast() {
                if let finished {
                    plan.append(finished, for: symbol, rows: rows)
                    continue
                }
                guard slot(symbol) == -1 else { continue }
                plan.mark(symbol, visiting)
                let row = rows[symbol]!
                pending.append((symbol, row))
                for cell in row.cells where !cell.symbol.isRestricted && slot(cell.symbol) == -1 {
                    if rows[cell.symbol] != nil { pending.append((cell.symbol, nil)) }
                }
            }
        }
        return plan
    }
}
