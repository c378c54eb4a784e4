/// A set of symbols for the column indexes: a short array while small (most symbols
/// are named by a handful of rows), a hash set once large (a container's edge named by
/// every child's row), so that both membership changes stay cheap.
struct SymbolSet: Sequence, Equatable, ExpressibleByArrayLiteral {
    private var small: [Symbol] = []
    private var large: Set<Symbol>?

    private static let smallLimit = 16

    init(arrayLiteral symbols: Symbol...) {
        for symbol in symbols { insert(symbol) }
    }

    var isEmpty: Bool { large?.isEmpty ?? small.isEmpty }

    mutating func insert(_ symbol: Symbol) {
        if large != nil {
            large!.insert(symbol)
        } else if !small.contains(symbol) {
            small.append(symbol)
            if small.count > SymbolSet.smallLimit {
                large = Set(small)
                small = []
            }
        }
    }

    mutating func remove(_ symbol: Symbol) {
        if large != nil {
            large!.remove(symbol)
        } else if let index = small.firstIndex(of: symbol) {
            small.swapAt(index, small.count - 1)
            small.removeLast()
        }
    }

    func makeIterator() -> some IteratorProtocol<Symbol> {
        (large.map(Array.init) ?? small).makeIterator()
    }

    static func == (lhs: SymbolSet, rhs: SymbolSet) -> Bool {
        Set(lhs) == Set(rhs)
    }
}
