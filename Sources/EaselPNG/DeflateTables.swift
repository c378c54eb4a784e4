/// The constant tables of deflate's format (RFC 1951, section 3.2.5 and 3.2.7).
enum DeflateTables {
    /// The first length of each of the 29 length codes (symbols 257…285).
    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                             35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    /// The extra bits after each length code.
    static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                  3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// The length code (0…28) of each length 0…258 (entries below 3 unused).
    static let lengthCode: [Int] = (0...258).map { length in
        length < 3 ? 0 : lengthBase.lastIndex { $0 <= length }!
    }
    /// The order in which the code-length code's lengths are sent.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}
