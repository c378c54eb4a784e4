import Foundation

extension Double {
    /// The value of a number given as `Any` (an attribute, a metric, an animation's
    /// `fromValue`): any Swift floating-point or integer number, or an `NSNumber`; `nil`
    /// for anything else.
    package init?(numericValue value: Any) {
        switch value {
        case let value as Double: self = value
        case let value as CGFloat: self = Double(value)
        case let value as Float: self = Double(value)
        case let value as Int: self = Double(value)
        case let value as NSNumber: self = value.doubleValue
        default: return nil
        }
    }
}
