/// Bits packed least significant first, as deflate stores them (RFC 1951, section
/// 3.1.1), into a buffer that grows as needed.
struct DeflateBitWriter {
    private var bytes: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    private var buffer: UInt64 = 0
    private var bufferedBits = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        bytes = .allocate(capacity: self.capacity)
    }

    /// Appends the low `bits` bits of `value` (at most 32; the bits above must be 0).
    @inline(__always)
    mutating func write(_ value: UInt32, bits: Int) {
        buffer |= UInt64(value) &<< UInt64(bufferedBits)
        bufferedBits &+= bits
        if bufferedBits >= 32 {
            if count &+ 4 > capacity { grow() }
            UnsafeMutableRawPointer(bytes + count).storeBytes(of: UInt32(truncatingIfNeeded: buffer).littleEndian,
                                                              as: UInt32.self)
            count &+= 4
            buffer >>= 32
            bufferedBits &-= 32
        }
    }

    mutating func alignToByte() {
        write(0, bits: (8 - bufferedBits % 8) % 8)
    }

    /// The bytes written; the writer is not usable afterwards.
    mutating func finish() -> [UInt8] {
        while bufferedBits > 0 {
            if count == capacity { grow() }
            bytes[count] = UInt8(truncatingIfNeeded: buffer)
            count += 1
            buffer >>= 8
            bufferedBits -= 8
        }
        defer { bytes.deallocate() }
        return Array(UnsafeBufferPointer(start: bytes, count: count))
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
        larger.initialize(from: bytes, count: count)
        bytes.deallocate()
        bytes = larger
        capacity *= 2
    }
}
