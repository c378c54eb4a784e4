import Foundation

/// UIKit's geometry written as strings and read back, like the `NSCoder` class methods
/// (formerly `NSStringFromCGPoint` and `CGPointFromString`): `"{x, y}"`, `"{w, h}"`,
/// `"{{x, y}, {w, h}}"`, `"{top, left, bottom, right}"`. Reading takes the numbers in
/// order and gives zeros for those a malformed string lacks, as UIKit does.
extension NSCoder {
    /// The point a string like `"{3, 4.5}"` names, like `NSCoder.cgPoint(for:)`.
    public static func cgPoint(for string: String) -> CGPoint {
        let n = numbers(in: string, count: 2)
        return CGPoint(x: n[0], y: n[1])
    }

    /// The size a string like `"{30, 20}"` names, like `NSCoder.cgSize(for:)`.
    public static func cgSize(for string: String) -> CGSize {
        let n = numbers(in: string, count: 2)
        return CGSize(width: n[0], height: n[1])
    }

    /// The rectangle a string like `"{{0, 0}, {30, 20}}"` names, like `NSCoder.cgRect(for:)`.
    public static func cgRect(for string: String) -> CGRect {
        let n = numbers(in: string, count: 4)
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// The insets a string like `"{1, 2, 3, 4}"` names, like `NSCoder.uiEdgeInsets(for:)`.
    public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let n = numbers(in: string, count: 4)
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    /// `point` as `"{x, y}"`, like `NSCoder.string(for:)`.
    public static func string(for point: CGPoint) -> String { "{\(text(point.x)), \(text(point.y))}" }

    /// `size` as `"{w, h}"`, like `NSCoder.string(for:)`.
    public static func string(for size: CGSize) -> String { "{\(text(size.width)), \(text(size.height))}" }

    /// `rect` as `"{{x, y}, {w, h}}"`, like `NSCoder.string(for:)`.
    public static func string(for rect: CGRect) -> String { "{\(string(for: rect.origin)), \(string(for: rect.size))}" }

    /// `insets` as `"{top, left, bottom, right}"`, like `NSCoder.string(for:)`.
    public static func string(for insets: UIEdgeInsets) -> String {
        "{\(text(insets.top)), \(text(insets.left)), \(text(insets.bottom)), \(text(insets.right))}"
    }

    /// The first `count` numbers of `string`, zeros for those missing.
    private static func numbers(in string: String, count: Int) -> [CGFloat] {
        let found = string.split { !($0.isNumber || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e" || $0 == "E") }
            .compactMap { Double($0) }.map { CGFloat($0) }
        return (0..<count).map { $0 < found.count ? found[$0] : 0 }
    }

    /// A number as UIKit writes it: without a fraction when whole.
    private static func text(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
    }
}
