/// The constant tables of deflate's format (RFC 1951, section 3.2.7); the length and
/// distance codes are computed (`LZ77Token`).
enum DeflateTables {
    /// The order in which the code-length code's lengths are sent.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}
