@testable import EaselScene

/// libFuzzer's entry point: the input is a constraint equation (`top = superview.top + 8`).
/// Parsing may reject it, but must not crash, and the offset of the token it blames
/// must lie within the equation (it becomes the column of the message).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConstraint(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    do {
        let parsed = try ConstraintEquation.parse(text)
        precondition(parsed.constraint.multiplier.isFinite && parsed.constraint.constant.isFinite,
                     "a parsed constraint with a non-finite number: \(text.debugDescription)")
        precondition((1...1000).contains(parsed.constraint.priority), "priority out of range: \(text.debugDescription)")
    } catch {
        precondition((0...text.unicodeScalars.count).contains(error.offset) && !error.message.isEmpty,
                     "failure at offset \(error.offset) of \(text.debugDescription): \(error.message)")
    }
    return 0
}
