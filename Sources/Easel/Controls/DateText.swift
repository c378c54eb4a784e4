import Foundation

/// A date written as UIKit's compact picker writes it in US English: "Jan 9, 2026"
/// and "9:41 AM", in the Gregorian calendar and a given zone, without the machine's
/// locale.
struct DateText {
    let date: String
    let time: String

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    init(date moment: Date, timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: moment)
        let hour = parts.hour ?? 0
        date = "\(Self.months[(parts.month ?? 1) - 1]) \(parts.day ?? 1), \(parts.year ?? 1970)"
        let minute = parts.minute ?? 0
        time = "\(hour % 12 == 0 ? 12 : hour % 12):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    }
}
