/// A map from symbols to values, kept in an array indexed by symbol number.
///
/// The solver numbers its symbols densely from 1, so a lookup is an array access with
/// no hashing: the tableau's maps (rows, column indexes, owners) are read on every step
/// of every request. Numbers are not reused; a table is as long as the largest number
/// it has held.
struct SymbolTable<Value>: Sequence {
    private var slots: [(symbol: Symbol, value: Value)?] = []

    subscript(symbol: Symbol) -> Value? {
        get {
            symbol.number < slots.count ? slots[symbol.number]?.value : nil
        }
        set {
            if let newValue {
                reserve(symbol)
                slots[symbol.number] = (symbol, newValue)
            } else if symbol.number < slots.count {
                slots[symbol.number] = nil
            }
        }
    }

    /// The value for `symbol`, made from `defaultValue` when absent, for in-place
    /// mutation.
    subscript(symbol: Symbol, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[symbol] ?? defaultValue() }
        _modify {
            reserve(symbol)
            if slots[symbol.number] == nil { slots[symbol.number] = (symbol, defaultValue()) }
            yield &slots[symbol.number]!.value
        }
    }

    /// Sets the value and returns the one it replaced.
    @discardableResult
    mutating func updateValue(_ value: Value, forKey symbol: Symbol) -> Value? {
        let old = self[symbol]
        self[symbol] = value
        return old
    }

    /// Removes the value and returns it.
    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Value? {
        let old = self[symbol]
        self[symbol] = nil
        return old
    }

    private mutating func reserve(_ symbol: Symbol) {
        guard symbol.number >= slots.count else { return }
        // Doubling, with nils appended one by one: appending a repeated optional tuple in
        // one call goes through the generic sequence path, ten times slower.
        let count = Swift.max(symbol.number + 1, 2 * slots.count)
        slots.reserveCapacity(count)
        while slots.count < count { slots.append(nil) }
    }

    /// The entries in symbol order.
    func makeIterator() -> some IteratorProtocol<(key: Symbol, value: Value)> {
        slots.lazy.compactMap { $0.map { (key: $0.symbol, value: $0.value) } }.makeIterator()
    }

    var values: some Sequence<Value> { lazy.map(\.value) }
}

extension SymbolTable: Equatable where Value: Equatable {
    /// Tables are equal when they hold the same entries, however long their arrays.
    static func == (lhs: SymbolTable, rhs: SymbolTable) -> Bool {
        let count = Swift.max(lhs.slots.count, rhs.slots.count)
        return (0..<count).allSatisfy { index in
            let left = index < lhs.slots.count ? lhs.slots[index] : nil
            let right = index < rhs.slots.count ? rhs.slots[index] : nil
            return left?.symbol == right?.symbol && left?.value == right?.value
        }
    }
}

extension SymbolTable: Sendable where Value: Sendable {}
