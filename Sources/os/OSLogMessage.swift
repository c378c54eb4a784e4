import Foundation

/// A log message with interpolated values, like `os`'s `OSLogMessage`: what `Logger`'s
/// methods take, written as a string literal (`"Loaded \(count) items for \(name, privacy: .public)"`).
///
/// Each value is shown by its interpolation's options (see `OSLogInterpolation`) and
/// its privacy: without one, strings and objects are redacted (`<private>`) and numbers,
/// Booleans and types are shown, as iOS does when no debugger is attached.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// The message's text and values.
    public let interpolation: OSLogInterpolation

    public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }

    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The message as it is written.
    var composed: String { interpolation.composed }
}

/// The text and values of an `OSLogMessage`, like `os`'s `OSLogInterpolation`: Swift
/// calls its `appendInterpolation` methods for the values in the literal.
public struct OSLogInterpolation: StringInterpolationProtocol {
    /// The message as it is written, so far.
    fileprivate(set) var composed = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
        composed.reserveCapacity(literalCapacity)
    }

    public mutating func appendLiteral(_ literal: String) { composed += literal }

    /// Appends `value`'s text aligned by `align`, or `<private>` when `privacy` redacts it
    /// (`isRedactedByDefault` says whether `.auto` does).
    private mutating func append(_ value: () -> String, align: OSLogStringAlignment, privacy: OSLogPrivacy,
                                 isRedactedByDefault: Bool) {
        composed += privacy.redacts(byDefault: isRedactedByDefault) ? "<private>" : align.aligned(value())
    }

    /// Appends a string; redacted unless `privacy` is `.public`.
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(argumentString, align: align, privacy: privacy, isRedactedByDefault: true)
    }

    /// Appends a value's `description`; redacted unless `privacy` is `.public`.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append({ value().description }, align: align, privacy: privacy, isRedactedByDefault: true)
    }

    /// Appends an object's `description`; redacted unless `privacy` is `.public`.
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject,
                                             privacy: OSLogPrivacy = .auto) {
        append({ argumentObject().description }, align: .none, privacy: privacy, isRedactedByDefault: true)
    }

    /// Appends a type's name; shown unless `privacy` redacts it.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> any Any.Type,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append({ String(describing: value()) }, align: align, privacy: privacy, isRedactedByDefault: false)
    }

    /// Appends an integer in `format`; shown unless `privacy` redacts it.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append({ format.formatted(number()) }, align: align, privacy: privacy, isRedactedByDefault: false)
    }

    /// Appends an integer of any width in `format`; shown unless `privacy` redacts it.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append({ format.formatted(number()) }, align: align, privacy: privacy, isRedactedByDefault: false)
    }

    /// Appends a double in `format`; shown unless `privacy` redacts it.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append({ format.formatted(number()) }, align: align, privacy: privacy, isRedactedByDefault: false)
    }

    /// Appends a float in `format`; shown unless `privacy` redacts it.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append({ format.formatted(Double(number())) }, align: align, privacy: privacy, isRedactedByDefault: false)
    }

    /// Appends a CGFloat in `format`; shown unless `privacy` redacts it.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append({ format.formatted(Double(number())) }, align: align, privacy: privacy, isRedactedByDefault: false)
    }

    /// Appends a Boolean in `format`; shown unless `privacy` redacts it.
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool,
                                             format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {
        append({ format.formatted(boolean()) }, align: .none, privacy: privacy, isRedactedByDefault: false)
    }
}
