/// One equation of the tableau, `basic = constant + Σ coefficient × symbol`, or, before
/// it has a basic symbol, `0 = constant + Σ coefficient × symbol`.
///
/// A row is a sparse map from symbols to coefficients that keeps the order in which
/// symbols were inserted, so that sums over it (values, expansions) round the same way
/// on every run. Short rows are searched linearly; a row that grows past
/// ``indexThreshold`` cells gets a hash index, so that substituting a short row into a
/// long one costs the short row's length.
struct Row: Equatable, CustomStringConvertible {
    struct Cell: Equatable {
        var symbol: Symbol
        var coefficient: Double
    }

    var constant: Double
    private(set) var cells: [Cell] = []
    private var positions: [Symbol: Int]?

    private static let indexThreshold = 12

    init(constant: Double = 0, capacity: Int = 0) {
        self.constant = constant
        cells.reserveCapacity(capacity)
    }

    var isEmpty: Bool { cells.isEmpty }

    func coefficient(for symbol: Symbol) -> Double {
        position(of: symbol).map { cells[$0].coefficient } ?? 0
    }

    func contains(_ symbol: Symbol) -> Bool {
        position(of: symbol) != nil
    }

    private func position(of symbol: Symbol) -> Int? {
        if let positions { return positions[symbol] }
        return cells.firstIndex { $0.symbol == symbol }
    }

    /// Adds `coefficient × symbol`, dropping the cell when the sum is near zero, and
    /// calls `membership` with the symbol and whether it is now in the row when that
    /// changed (the solver keeps its column index with it).
    mutating func insert(_ symbol: Symbol, _ coefficient: Double, membership: (Symbol, Bool) -> Void = { _, _ in }) {
        if let index = position(of: symbol) {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) {
                removeCell(at: index)
                membership(symbol, false)
            } else {
                cells[index].coefficient = sum
            }
        } else if !nearZero(coefficient) {
            positions?[symbol] = cells.count
            cells.append(Cell(symbol: symbol, coefficient: coefficient))
            if positions == nil, cells.count > Row.indexThreshold { buildIndex() }
            membership(symbol, true)
        }
    }

    /// Adds `coefficient × other`, constant included.
    mutating func insert(_ other: Row, _ coefficient: Double, membership: (Symbol, Bool) -> Void = { _, _ in }) {
        constant += coefficient * other.constant
        for cell in other.cells {
            insert(cell.symbol, cell.coefficient * coefficient, membership: membership)
        }
    }

    /// Removes the symbol's cell and returns its coefficient, or nil when it had none.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double? {
        guard let index = position(of: symbol) else { return nil }
        let coefficient = cells[index].coefficient
        removeCell(at: index)
        return coefficient
    }

    /// Sets the symbol's coefficient outright (zero removes it); used to restore a
    /// recorded state exactly.
    mutating func set(_ symbol: Symbol, _ coefficient: Double) {
        if let index = position(of: symbol) {
            if coefficient == 0 { removeCell(at: index) } else { cells[index].coefficient = coefficient }
        } else if coefficient != 0 {
            positions?[symbol] = cells.count
            cells.append(Cell(symbol: symbol, coefficient: coefficient))
            if positions == nil, cells.count > Row.indexThreshold { buildIndex() }
        }
    }

    /// Replaces `symbol` by `row` (which gives its value), if the symbol is present.
    mutating func substitute(_ symbol: Symbol, with row: Row, membership: (Symbol, Bool) -> Void = { _, _ in }) {
        guard let coefficient = remove(symbol) else { return }
        membership(symbol, false)
        insert(row, coefficient, membership: membership)
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Solves `0 = constant + Σ …` for `symbol`, which must be in the row: afterwards
    /// the row gives `symbol`'s value and no longer contains it.
    mutating func solve(for symbol: Symbol) {
        let scale = -1 / remove(symbol)!
        constant *= scale
        for index in cells.indices { cells[index].coefficient *= scale }
    }

    /// Turns `lhs = constant + Σ …` (with `rhs` in the sum) into `rhs = …`: the row
    /// then contains `lhs` and no longer `rhs`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    private mutating func removeCell(at index: Int) {
        let last = cells.count - 1
        positions?[cells[index].symbol] = nil
        if index != last {
            cells[index] = cells[last]
            positions?[cells[index].symbol] = index
        }
        cells.removeLast()
    }

    private mutating func buildIndex() {
        var index: [Symbol: Int] = [:]
        index.reserveCapacity(cells.count * 2)
        for (position, cell) in cells.enumerated() { index[cell.symbol] = position }
        positions = index
    }

    /// Rows are equal when they hold the same constant and coefficients, in any order.
    static func == (lhs: Row, rhs: Row) -> Bool {
        guard lhs.constant == rhs.constant, lhs.cells.count == rhs.cells.count else { return false }
        return lhs.cells.allSatisfy { rhs.position(of: $0.symbol).map { index in rhs.cells[index] } == $0 }
    }

    var description: String {
        cells.reduce(formatted(constant)) { text, cell in text + " + \(formatted(cell.coefficient))·\(cell.symbol)" }
    }
}
