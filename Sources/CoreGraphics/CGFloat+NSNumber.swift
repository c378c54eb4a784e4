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
