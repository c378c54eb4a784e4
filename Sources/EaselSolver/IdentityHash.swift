/// The hash `Set` and `Dictionary` use for the solver's keys (symbols, variables,
/// constraints), which are numbers or object addresses already unique in their table:
/// one multiply and a fold instead of SipHash. Every request hashes several keys, and
/// with the standard `Hasher` that was a fifth of the cost of adding a constraint.
///
/// Types opt in through `Hashable`'s `_rawHashValue(seed:)`, the entry point the
/// standard collections call (its default feeds `hash(into:)` to a `Hasher`). The seed
/// is mixed in so that each collection still probes in its own order.
func identityHash(_ value: Int, seed: Int) -> Int {
    var bits = UInt64(UInt(bitPattern: value ^ seed)) &* 0x9E37_79B9_7F4A_7C15
    bits ^= bits >> 29
    return Int(Int64(bitPattern: bits))
}
