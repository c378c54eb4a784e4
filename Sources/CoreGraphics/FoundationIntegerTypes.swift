/// Foundation's signed integer of the platform's word size, like `NSInteger`: Swift's
/// `Int` (Linux's Foundation does not name it).
public typealias NSInteger = Int

/// Foundation's unsigned integer of the platform's word size, like `NSUInteger`:
/// Swift's `UInt`.
public typealias NSUInteger = UInt
