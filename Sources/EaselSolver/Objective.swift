/// A row the simplex minimises (the sum of weighted errors, or phase one's artificial
/// variable), with the symbols whose coefficient is negative kept apart, so that
/// finding the entering symbol does not scan the whole objective.
struct Objective: Equatable {
    private(set) var row: Row
    /// The non-dummy symbols whose coefficient is negative: the candidates to enter.
    private(set) var negatives: Set<Symbol> = []

    init(_ row: Row = Row()) {
        self.row = Row()
        insert(row, 1)
    }

    var constant: Double {
        get { row.constant }
        set { row.constant = newValue }
    }

    func coefficient(for symbol: Symbol) -> Double { row.coefficient(for: symbol) }

    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        row.insert(symbol, coefficient)
        classify(symbol)
    }

    mutating func insert(_ other: Row, _ coefficient: Double) {
        row.constant += coefficient * other.constant
        for cell in other.cells { insert(cell.symbol, cell.coefficient * coefficient) }
    }

    mutating func set(_ symbol: Symbol, _ coefficient: Double) {
        row.set(symbol, coefficient)
        classify(symbol)
    }

    mutating func remove(_ symbol: Symbol) {
        row.remove(symbol)
        negatives.remove(symbol)
    }

    private mutating func classify(_ symbol: Symbol) {
        if !symbol.isDummy, row.coefficient(for: symbol) < 0 {
            negatives.insert(symbol)
        } else {
            negatives.remove(symbol)
        }
    }
}
