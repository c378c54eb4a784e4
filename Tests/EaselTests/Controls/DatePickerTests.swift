@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// `DatePicker` in its compact style: the components' titles written deterministically,
/// UIKit's sizes, clamping to the range, Dynamic Type and pixels.
@MainActor
@Suite struct DatePickerTests {
    /// 2026-11-26 17:05 GMT.
    static let evening = Date(timeIntervalSince1970: 1_795_712_700)

    @Test func itShowsTheDateAndTheTimeAsUIKitWritesThemInUSEnglish() {
        let picker = DatePicker()
        #expect(picker.date == DatePicker.defaultDate && picker.datePickerStyle == .compact)
        #expect(picker.componentTitles == ["Jan 9, 2026", "9:41 AM"])
        picker.date = Self.evening
        #expect(picker.componentTitles == ["Nov 26, 2026", "5:05 PM"])
        picker.timeZone = TimeZone(secondsFromGMT: -8 * 3600)
        #expect(picker.componentTitles == ["Nov 26, 2026", "9:05 AM"])
        picker.datePickerMode = .time
        #expect(picker.componentTitles == ["9:05 AM"])
        picker.datePickerMode = .date
        picker.date = Date(timeIntervalSince1970: 0)
        #expect(picker.componentTitles == ["Dec 31, 1969"], "midnight GMT is the day before in GMT−8")
    }

    @Test func theDateIsClampedToTheRangeAsUIKitClampsIt() {
        let picker = DatePicker()
        picker.minimumDate = Self.evening
        #expect(picker.date == Self.evening, "a new minimum after the date moves the date")
        picker.date = .distantFuture
        picker.maximumDate = Self.evening.addingTimeInterval(60)
        #expect(picker.date == Self.evening.addingTimeInterval(60))
        picker.setDate(.distantPast, animated: true)
        #expect(picker.date == Self.evening)
    }

    /// Each component is its title's width plus 11 points a side, 34 points tall, the
    /// two 6 points apart; the titles grow with Dynamic Type.
    @Test func itsSizeIsItsComponentsAndFollowsDynamicType() {
        let picker = DatePicker()
        // "Jan 9, 2026" and "9:41 AM" in 17-point SF: 91 + 22, 6, 63 + 22.
        #expect(picker.intrinsicContentSize == CGSize(width: 204, height: 34))
        picker.datePickerMode = .time
        #expect(picker.intrinsicContentSize == CGSize(width: 85, height: 34))
        let window = shownWindow(width: 300, height: 60)
        picker.datePickerMode = .dateAndTime
        window.addSubview(picker)
        window.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        window.eventLoop.runOnce()
        #expect(picker.intrinsicContentSize == CGSize(width: 254, height: 34), "larger titles, the same height")
    }

    @Test func itDrawsRoundedFilledComponentsCentredInItsBounds() throws {
        let window = shownWindow(width: 300, height: 60)
        window.backgroundColor = .white
        let picker = DatePicker(frame: CGRect(x: 0, y: 10, width: 300, height: 40))
        window.addSubview(picker)
        window.eventLoop.runOnce()
        let image = try #require(window.lastFrame?.image)
        // 204 points centred in 300: the date 48…161, 6 points of white, the time 167…252.
        let fill = Pixel(red: 239, green: 239, blue: 240)     // tertiarySystemFill over white
        #expect(image[150, 30] == fill && image[164, 30] == Color.white.pixel && image[250, 30] == fill)
        #expect(image[47, 30] == Color.white.pixel && image[253, 30] == Color.white.pixel)
    }
}
