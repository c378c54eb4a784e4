import Foundation

/// `CGFloat` boxes as an `NSNumber` (`value as NSNumber`, `number as? CGFloat`), as it
/// does on Apple's platforms, where iOS code hands it to a `NumberFormatter` or keeps it
/// in an `[String: Any]`; swift-corelibs-foundation bridges `Double` but not `CGFloat`.
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber {
        NSNumber(value: Double(self))
    }

    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}

/// `CGFloat` from an `NSNumber`, as Foundation gives it on Apple's platforms
/// (swift-corelibs-foundation gives these to `Double` only).
extension CGFloat {
    /// The number's value, rounded to the nearest `CGFloat` if need be, like
    /// `CGFloat(truncating:)`.
    public init(truncating number: NSNumber) {
        self.init(number.doubleValue)
    }

    /// The number's value, or `nil` when a `CGFloat` cannot hold it exactly, like
    /// `CGFloat(exactly:)`.
    public init?(exactly number: NSNumber) {
        guard let value = Double(exactly: number) else { return nil }
        self.init(value)
    }

    /// The number's value, like the `CGFloat(_:)` Swift 4 renamed `init(truncating:)`
    /// (`width.flatMap(CGFloat.init)` still calls it).
    @available(swift, deprecated: 4, renamed: "init(truncating:)")
    public init(_ number: NSNumber) {
        self.init(truncating: number)
    }
}
