//
//  DayStrip.swift
//
//  A view whose @objc delegate's optional requirements are called with different
//  fallbacks (or none) at each call site, as CVCalendar's are. `easel port` turns this
//  file into Tests/UIKitSwift5Tests/DayStrip.swift (PortedFixtureTests checks it).
//

import UIKit

@objc protocol DayStripDelegate {
    @objc optional func spacing(in strip: DayStrip) -> CGFloat
    @objc optional func marker(forDay day: Int) -> UIView
}

final class DayStrip: UIView {
    weak var delegate: DayStripDelegate?

    var itemSpacing: CGFloat { delegate?.spacing?(in: self) ?? 8 }
    var headerSpacing: CGFloat { delegate?.spacing?(in: self) ?? 20 }

    func markers(forDays days: [Int]) -> [UIView] {
        var found: [UIView] = []
        for day in days {
            if let marker = delegate?.marker?(forDay: day) {
                found.append(marker)
            }
        }
        return found
    }
}
