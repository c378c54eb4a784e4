/// A set of symbols for the column indexes. Most symbols are named by one or two rows,
/// so the first two members are stored inline (no allocation); a few more go in an
/// array, and a set that grows large (a container's edge named by every child's row)
/// becomes a hash set, so that membership changes stay cheap at every size.
struct SymbolSet: Sequence, Equatable, ExpressibleByArrayLiteral {
    private var first = Symbol.none
    private var second = Symbol.none
    private var more: [Symbol] = []
    private var large: Set<Symbol>?

    private static let arrayLimit = 16

    init(arrayLiteral symbols: Symbol...) {
        for symbol in symbols { insert(symbol) }
    }

    var isEmpty: Bool { first == .none && second == .none && more.isEmpty && (large?.isEmpty ?? true) }

    mutating func insert(_ symbol: Symbol) {
        if large != nil {
            large!.insert(symbol)
        } else if first == symbol || second == symbol || more.contains(symbol) {
            return
        } else if first == .none {
            first = symbol
        } else if second == .none {
            second = symbol
        } else {
            more.append(symbol)
            if more.count > SymbolSet.arrayLimit {
                large = Set(more + [first, second])
                (first, second, more) = (.none, .none, [])
            }
        }
    }

    mutating func remove(_ symbol: Symbol) {
        if large != nil {
            large!.remove(symbol)
        } else if first == symbol {
            first = .none
        } else if second == symbol {
            second = .none
        } else if let index = more.firstIndex(of: symbol) {
            more.swapAt(index, more.count - 1)
            more.removeLast()
        }
    }

    func makeIterator() -> some IteratorProtocol<Symbol> {
        var members = large.map(Array.init) ?? more
        if first != .none { members.append(first) }
        if second != .none { members.append(second) }
        return members.makeIterator()
    }

    static func == (lhs: SymbolSet, rhs: SymbolSet) -> Bool {
        Set(lhs) == Set(rhs)
    }
}
