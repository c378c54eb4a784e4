import Foundation

/// The kinds of data a text view turns into links, like `UIDataDetectorTypes`.
public struct DataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Phone numbers, like `.phoneNumber`.
    public static let phoneNumber = DataDetectorTypes(rawValue: 1 << 0)
    /// URLs, like `.link`.
    public static let link = DataDetectorTypes(rawValue: 1 << 1)
    /// Street addresses, like `.address`.
    public static let address = DataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times of events, like `.calendarEvent`.
    public static let calendarEvent = DataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers, like `.shipmentTrackingNumber`.
    public static let shipmentTrackingNumber = DataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers, like `.flightNumber`.
    public static let flightNumber = DataDetectorTypes(rawValue: 1 << 5)
    /// Information to look up, like `.lookupSuggestion`.
    public static let lookupSuggestion = DataDetectorTypes(rawValue: 1 << 6)
    /// Amounts of money, like `.money`.
    public static let money = DataDetectorTypes(rawValue: 1 << 7)
    /// Measurements, like `.physicalValue`.
    public static let physicalValue = DataDetectorTypes(rawValue: 1 << 8)
    /// Every kind, like `.all`.
    public static let all = DataDetectorTypes(rawValue: .max)
}
