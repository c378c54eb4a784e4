import Foundation

/// The numbers a key accepts, and how a message describes them.
struct NumberRange: Sendable {
    let contains: @Sendable (Double) -> Bool
    let description: String

    static let any = NumberRange(contains: { _ in true }, description: "a number")
    static let nonNegative = NumberRange(contains: { $0 >= 0 }, description: "a number of at least 0")
    static let positive = NumberRange(contains: { $0 > 0 }, description: "a positive number")
    static let unit = NumberRange(contains: { (0...1).contains($0) }, description: "a number from 0 to 1")
    /// Font sizes: positive, and small enough for text layout to hold a line.
    static let fontSize = NumberRange(contains: { $0 > 0 && $0 <= 10_000 }, description: "a font size from 0 to 10000")
}

extension NumberRange {
    /// Layout priorities, like `UILayoutPriority`: from 1 to 1000.
    static let priority = NumberRange(contains: { (1...1000).contains($0) }, description: "a priority from 1 to 1000")
}

extension NumberRange {
    /// The seconds a touch, an animation or its delay lasts: at most ten minutes of
    /// virtual time, so that a scene cannot ask for millions of touch reports or frames.
    static let seconds = NumberRange(contains: { (0...600).contains($0) }, description: "a number of seconds from 0 to 600")
    /// The same, above 0 (a drag moves over a time).
    static let positiveSeconds = NumberRange(contains: { $0 > 0 && $0 <= 600 },
                                             description: "a number of seconds above 0, at most 600")
}

extension NumberRange {
    /// A replicator's colour offsets (`instanceRedOffset` … `instanceAlphaOffset`): what
    /// each copy loses or gains of a channel, from -1 to 1.
    static let colorOffset = NumberRange(contains: { (-1...1).contains($0) }, description: "a number from -1 to 1")
}
