//
//  DayStrip.swift
//
//  A view whose @objc delegate's optional requirements are called with different
//  fallbacks (or none) at each call site, as CVCalendar's are. `easel port` turns this
//  file into Tests/UIKitSwift5Tests/DayStrip.swift (PortedFixtureTests checks it).
//

import UIKit

#if canImport(ObjectiveC)
@objc protocol DayStripDelegate {
    @objc optional func spacing(in strip: DayStrip) -> CGFloat
    @objc optional func marker(forDay day: Int) -> UIView
}
#else
protocol DayStripDelegate: AnyObject {
    func spacing(in strip: DayStrip) throws -> CGFloat
    func marker(forDay day: Int) throws -> UIView
}

extension DayStripDelegate {
    func spacing(in strip: DayStrip) throws -> CGFloat { throw CocoaError(.featureUnsupported) }
    func marker(forDay day: Int) throws -> UIView { throw CocoaError(.featureUnsupported) }
}
#endif

final class DayStrip: UIView {
    weak var delegate: DayStripDelegate?

    #if canImport(ObjectiveC)
    var itemSpacing: CGFloat { delegate?.spacing?(in: self) ?? 8 }
    #else
    var itemSpacing: CGFloat { (try? delegate?.spacing(in: self)) ?? 8 }
    #endif
    #if canImport(ObjectiveC)
    var headerSpacing: CGFloat { delegate?.spacing?(in: self) ?? 20 }
    #else
    var headerSpacing: CGFloat { (try? delegate?.spacing(in: self)) ?? 20 }
    #endif

    func markers(forDays days: [Int]) -> [UIView] {
        var found: [UIView] = []
        for day in days {
            #if canImport(ObjectiveC)
            if let marker = delegate?.marker?(forDay: day) {
                found.append(marker)
            }
            #else
            if let marker = (try? delegate?.marker(forDay: day)) {
                found.append(marker)
            }
            #endif
        }
        return found
    }
}
