/// Length-limited canonical Huffman codes, as deflate transmits them (RFC 1951,
/// section 3.2.2).
enum HuffmanCode {
    /// Code lengths for symbols with these frequencies, none longer than `limit`.
    /// Unused symbols get 0. At least two symbols get a code, so that the code is
    /// complete (inflaters reject most incomplete codes); ties are broken by symbol,
    /// so the result depends only on the frequencies.
    static func lengths(for frequencies: [Int], limit: Int) -> [UInt8] {
        var weights = frequencies
        var used = weights.indices.filter { weights[$0] > 0 }
        for symbol in weights.indices where used.count < 2 && weights[symbol] == 0 {
            weights[symbol] = 1
            used.append(symbol)
        }
        while true {
            let lengths = unlimitedLengths(weights)
            if lengths.max()! <= limit { return lengths.map(UInt8.init) }
            // Flatten the distribution until the deepest code fits: halving keeps
            // the order of the weights and leaves every used symbol at least 1.
            weights = weights.map { $0 == 0 ? 0 : ($0 + 1) / 2 }
        }
    }

    /// Each symbol's depth in a Huffman tree of the (at least two) non-zero weights,
    /// built with two queues over the leaves sorted by weight.
    private static func unlimitedLengths(_ weights: [Int]) -> [Int] {
        let leaves = weights.indices.filter { weights[$0] > 0 }.sorted { (weights[$0], $0) < (weights[$1], $1) }
        // Nodes: the leaves, then the merged nodes in the order they are made.
        var nodeWeight = leaves.map { weights[$0] }
        var parent = [Int](repeating: -1, count: 2 * leaves.count - 1)
        var nextLeaf = 0
        var nextMerged = leaves.count
        func takeLightest() -> Int {
            if nextLeaf < leaves.count && (nextMerged >= nodeWeight.count || nodeWeight[nextLeaf] <= nodeWeight[nextMerged]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextMerged += 1
            return nextMerged - 1
        }
        while nodeWeight.count < parent.count {
            let first = takeLightest()
            let second = takeLightest()
            parent[first] = nodeWeight.count
            parent[second] = nodeWeight.count
            nodeWeight.append(nodeWeight[first] + nodeWeight[second])
        }
        var depth = [Int](repeating: 0, count: parent.count)
        for node in stride(from: parent.count - 2, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        var lengths = [Int](repeating: 0, count: weights.count)
        for (leaf, symbol) in leaves.enumerated() { lengths[symbol] = depth[leaf] }
        return lengths
    }

    /// The canonical codes of these lengths, bit-reversed because deflate sends
    /// Huffman codes most significant bit first within its least-significant-first
    /// bit stream.
    static func codes(for lengths: [UInt8]) -> [UInt32] {
        var countPerLength = [UInt32](repeating: 0, count: 16)
        for length in lengths where length > 0 { countPerLength[Int(length)] += 1 }
        var next = [UInt32](repeating: 0, count: 16)
        var code: UInt32 = 0
        for length in 1..<16 {
            code = (code + countPerLength[length - 1]) << 1
            next[length] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let code = next[Int(length)]
            next[Int(length)] += 1
            return code.reversedBits(count: Int(length))
        }
    }
}

extension UInt32 {
    /// The low `count` bits in reverse order.
    fileprivate func reversedBits(count: Int) -> UInt32 {
        var value = self
        var reversed: UInt32 = 0
        for _ in 0..<count {
            reversed = reversed << 1 | value & 1
            value >>= 1
        }
        return reversed
    }
}
