import Foundation

/// Core Animation's lists of numbers (`CAGradientLayer.locations`,
/// `CAShapeLayer.lineDashPattern`) are `[NSNumber]`, as iOS code builds them; Easel
/// draws with `CGFloat`s.
extension Array where Element == NSNumber {
    /// The numbers as `CGFloat`s.
    package var cgFloats: [CGFloat] { map { CGFloat($0.doubleValue) } }
}

extension Array where Element == CGFloat {
    /// The numbers as `NSNumber`s.
    package var numbers: [NSNumber] { map { NSNumber(value: Double($0)) } }
}
