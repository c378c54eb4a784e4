/// The Swift runtime's count of an object's strong references.
@_silgen_name("swift_retainCount")
private func swiftRetainCount(_ object: UnsafeMutableRawPointer) -> Int

/// How many strong references keep `cf` alive, like Core Foundation's
/// `CFGetRetainCount(_:)`: the Swift runtime's count, which includes the references
/// the caller's expression itself holds while the call runs, as on iOS. Code compares
/// two counts (before and after some work, to find a reference that escaped) rather
/// than reading one. `nil` counts 0, reported (iOS traps on it).
public func CFGetRetainCount(_ cf: CFTypeRef?) -> CFIndex {
    guard let cf else {
        Diagnostics.report("CFGetRetainCount(nil): there is no object to count; 0 stands in")
        return 0
    }
    return withExtendedLifetime(cf) { swiftRetainCount(Unmanaged.passUnretained(cf).toOpaque()) }
}
