import Foundation

/// Whether a logged value is shown or redacted, like `os`'s `OSLogPrivacy`.
public struct OSLogPrivacy: Equatable, Sendable {
    /// How a redacted value may still be told apart, like `OSLogPrivacy.Mask`. Easel
    /// writes every redacted value as `<private>`, without iOS's salted hash.
    public struct Mask: Equatable, Sendable {
        private let isHash: Bool
        /// A hash of the value stands in for it.
        public static let hash = Mask(isHash: true)
        /// Nothing stands in for the value.
        public static let none = Mask(isHash: false)
    }

    private enum Level: Equatable, Sendable { case auto, `public`, `private`, sensitive }
    private let level: Level
    private let mask: Mask

    /// The default rules: strings and objects are redacted, scalars are shown.
    public static let auto = OSLogPrivacy(level: .auto, mask: .none)
    /// Always shown.
    public static let `public` = OSLogPrivacy(level: .public, mask: .none)
    /// Always redacted.
    public static let `private` = OSLogPrivacy(level: .private, mask: .none)
    /// Always redacted, even where private values are kept.
    public static let sensitive = OSLogPrivacy(level: .sensitive, mask: .none)

    /// The default rules, with `mask` for a redacted value.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .auto, mask: mask) }
    /// Always redacted, with `mask`.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .private, mask: mask) }
    /// Always redacted, even where private values are kept, with `mask`.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .sensitive, mask: mask) }

    /// Whether a value is redacted, where the default rules redact it when `byDefault`.
    func redacts(byDefault: Bool) -> Bool {
        switch level {
        case .auto: byDefault
        case .public: false
        case .private, .sensitive: true
        }
    }
}

/// The column a logged value is padded to, like `os`'s `OSLogStringAlignment`.
public struct OSLogStringAlignment: Sendable {
    /// The column's width (0: no padding) and whether the value sits at its left.
    private let columns: @Sendable () -> Int
    private let isLeft: Bool

    /// No padding.
    public static let none = OSLogStringAlignment(columns: { 0 }, isLeft: false)

    /// The value at the left of a column `columns` characters wide.
    public static func left(columns: @escaping @autoclosure @Sendable () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, isLeft: true)
    }

    /// The value at the right of a column `columns` characters wide.
    public static func right(columns: @escaping @autoclosure @Sendable () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, isLeft: false)
    }

    /// `text` padded with spaces to the column's width.
    func aligned(_ text: String) -> String {
        let padding = String(repeating: " ", count: max(0, columns() - text.count))
        return isLeft ? text + padding : padding + text
    }
}

/// How a logged integer is written, like `os`'s `OSLogIntegerFormatting`.
public struct OSLogIntegerFormatting: Sendable {
    private let radix: Int
    private let explicitPositiveSign: Bool
    private let includePrefix: Bool
    private let uppercase: Bool
    private let minDigits: @Sendable () -> Int

    /// In base 10.
    public static let decimal = OSLogIntegerFormatting.decimal(explicitPositiveSign: false)
    /// In base 16, lowercase, without a prefix.
    public static let hex = OSLogIntegerFormatting.hex(explicitPositiveSign: false)
    /// In base 8, without a prefix.
    public static let octal = OSLogIntegerFormatting.octal(explicitPositiveSign: false)

    /// In base 10, with `+` before positive numbers when `explicitPositiveSign`.
    public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting {
        decimal(explicitPositiveSign: explicitPositiveSign, minDigits: 0)
    }

    /// In base 10, zero-padded to `minDigits` digits.
    public static func decimal(explicitPositiveSign: Bool = false,
                               minDigits: @escaping @autoclosure @Sendable () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false,
                               uppercase: false, minDigits: minDigits)
    }

    /// In base 16, with `0x` when `includePrefix`, in capitals when `uppercase`.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false,
                           uppercase: Bool = false) -> OSLogIntegerFormatting {
        hex(explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: 0)
    }

    /// In base 16, zero-padded to `minDigits` digits.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @escaping @autoclosure @Sendable () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: minDigits)
    }

    /// In base 8, with `0` before it when `includePrefix`.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false,
                             uppercase: Bool = false) -> OSLogIntegerFormatting {
        octal(explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: 0)
    }

    /// In base 8, zero-padded to `minDigits` digits.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @escaping @autoclosure @Sendable () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: minDigits)
    }

    /// `number` written in this format, as printf's `%+#0*x` family writes it.
    func formatted<T: FixedWidthInteger>(_ number: T) -> String {
        var digits = String(number.magnitude, radix: radix, uppercase: uppercase)
        digits = String(repeating: "0", count: max(0, minDigits() - digits.count)) + digits
        let prefix = includePrefix && number != 0 ? (radix == 16 ? (uppercase ? "0X" : "0x") : radix == 8 ? "0" : "") : ""
        let sign = number < 0 ? "-" : explicitPositiveSign ? "+" : ""
        return sign + prefix + digits
    }
}

/// How a logged floating-point number is written, like `os`'s `OSLogFloatFormatting`:
/// printf's `%f`, `%e`, `%g` or `%a`.
public struct OSLogFloatFormatting: Sendable {
    private let conversion: Character
    private let precision: (@Sendable () -> Int)?
    private let explicitPositiveSign: Bool
    private let uppercase: Bool

    /// Fixed point, six decimal places (`%f`).
    public static let fixed = OSLogFloatFormatting.fixed(explicitPositiveSign: false)
    /// Hexadecimal (`%a`).
    public static let hex = OSLogFloatFormatting.hex(explicitPositiveSign: false)
    /// Exponential (`%e`).
    public static let exponential = OSLogFloatFormatting.exponential(explicitPositiveSign: false)
    /// Fixed or exponential, whichever is shorter (`%g`).
    public static let hybrid = OSLogFloatFormatting.hybrid(explicitPositiveSign: false)

    /// Fixed point, six decimal places.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed point, `precision` decimal places.
    public static func fixed(precision: @escaping @autoclosure @Sendable () -> Int, explicitPositiveSign: Bool = false,
                             uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: precision, explicitPositiveSign: explicitPositiveSign,
                             uppercase: uppercase)
    }

    /// Hexadecimal.
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "a", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Exponential.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Exponential, `precision` decimal places.
    public static func exponential(precision: @escaping @autoclosure @Sendable () -> Int,
                                   explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", precision: precision, explicitPositiveSign: explicitPositiveSign,
                             uppercase: uppercase)
    }

    /// Fixed or exponential, whichever is shorter.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed or exponential, whichever is shorter, with `precision` significant digits.
    public static func hybrid(precision: @escaping @autoclosure @Sendable () -> Int, explicitPositiveSign: Bool = false,
                              uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", precision: precision, explicitPositiveSign: explicitPositiveSign,
                             uppercase: uppercase)
    }

    /// `number` written in this format.
    func formatted(_ number: Double) -> String {
        let sign = explicitPositiveSign ? "+" : ""
        let digits = precision.map { ".\(max(0, $0()))" } ?? ""
        let letter = uppercase ? String(conversion).uppercased() : String(conversion)
        return String(format: "%\(sign)\(digits)\(letter)", number)
    }
}

/// How a logged Boolean is written, like `os`'s `OSLogBoolFormat`.
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer

    /// `value` written in this format.
    func formatted(_ value: Bool) -> String {
        switch self {
        case .truth: value ? "true" : "false"
        case .answer: value ? "YES" : "NO"
        }
    }
}
