/// The random numbers an emitter draws for one particle: a `SplitMix64` started from a
/// hash of the emitter's `seed`, the cell's index and the particle's birth number.
///
/// Each particle gets its own stream, so what it draws depends on nothing but those
/// three integers: not on the frames the simulation was advanced by, not on the other
/// cells, not on the host (integer arithmetic, then `Double`'s exact conversion). The
/// same seed gives the same particles, and so the same pixels, on every machine.
struct ParticleRandom {
    private var generator: SplitMix64

    /// The stream of particle `particle` of the cell at `cell` in an emitter seeded `seed`.
    init(seed: UInt32, cell: Int, particle: Int) {
        generator = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
                               ^ UInt64(truncatingIfNeeded: cell) &* 0xBF58_476D_1CE4_E5B9
                               ^ UInt64(truncatingIfNeeded: particle) &* 0x94D0_49BB_1331_11EB)
    }

    /// A number in 0 ..< 1, from the top 53 bits of the next value.
    mutating func unit() -> Double { Double(generator.next() >> 11) * 0x1p-53 }

    /// A number in −1 ..< 1: a property's `…Range` times it varies the property, as
    /// Core Animation spreads a cell's values evenly over value ± range.
    mutating func signedUnit() -> Double { unit() * 2 - 1 }
}
