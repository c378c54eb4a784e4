import Foundation

/// How a date picker looks, like `UIDatePickerStyle`. Easel draws the compact style.
public enum DatePickerStyle: Sendable {
    /// The system's choice: compact on an iPhone.
    case automatic
    /// The date and time as buttons (`DatePicker`'s look).
    case compact
}
