import Testing
import UIKit

private final class MonthHeaderView: UICollectionReusableView {}
private final class DayCell: UICollectionViewCell {}
private final class NoteCell: UITableViewCell {}

/// A calendar that, as JTAppleCalendar does, overrides both supplementary-view register
/// methods and files every registration under the section header kind.
private final class HeaderOnlyCalendarView: UICollectionView {
    private(set) var log: [String] = []

    override func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                           withReuseIdentifier identifier: String) {
        log.append("class \(elementKind) \(identifier)")
        super.register(viewClass, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                       withReuseIdentifier: identifier)
    }

    override func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        log.append("nib \(kind) \(identifier)")
        super.register(nib, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                       withReuseIdentifier: identifier)
    }

    override func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        log.append("nib cell \(identifier)")
        super.register(nib, forCellWithReuseIdentifier: identifier)
    }
}

/// A table that logs its nib registrations.
private final class NibLoggingTableView: UITableView {
    private(set) var log: [String] = []

    override func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        log.append("nib cell \(identifier)")
        super.register(nib, forCellReuseIdentifier: identifier)
    }

    override func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        log.append("nib header \(identifier)")
        super.register(nib, forHeaderFooterViewReuseIdentifier: identifier)
    }
}

/// A layout that logs its decoration registrations, as JTAppleCalendar's layout
/// overrides both forms.
private final class DecoratedMonthLayout: UICollectionViewFlowLayout {
    private(set) var log: [String] = []

    override func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        log.append("class \(elementKind)")
        super.register(viewClass, forDecorationViewOfKind: elementKind)
    }

    override func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        log.append("nib \(elementKind)")
        super.register(nib, forDecorationViewOfKind: elementKind)
    }
}

/// UIKit declares the list views' `register` methods `open`, so subclasses override
/// them, and takes an optional nib, whose `nil` removes a registration.
@MainActor
@Suite struct RegisterOverrideTests {
    @Test func aCollectionViewSubclassOverridesTheSupplementaryRegistrations() throws {
        let calendar = HeaderOnlyCalendarView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        calendar.register(MonthHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                          withReuseIdentifier: "month")
        #expect(calendar.log == ["class \(UICollectionView.elementKindSectionFooter) month"])
        let first = IndexPath(item: 0, section: 0)
        #expect(calendar.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                          withReuseIdentifier: "month", for: first) is MonthHeaderView)

        // A nil nib goes through the override too, and removes the header's class.
        calendar.register(nil as UINib?, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                          withReuseIdentifier: "month")
        #expect(calendar.log.last == "nib \(UICollectionView.elementKindSectionFooter) month")
        let (view, messages) = Diagnostics.collect {
            calendar.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                      withReuseIdentifier: "month", for: first)
        }
        #expect(!(view is MonthHeaderView))
        #expect(messages.count == 1)
    }

    @Test func aNilNibRemovesACellClassSilentlyAndANibIsReported() throws {
        let calendar = HeaderOnlyCalendarView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        calendar.register(DayCell.self, forCellWithReuseIdentifier: "day")
        let (_, removing) = Diagnostics.collect { calendar.register(nil as UINib?, forCellWithReuseIdentifier: "day") }
        #expect(removing.isEmpty)
        let (_, nibMessages) = Diagnostics.collect {
            calendar.register(UINib(nibName: "DayCell", bundle: nil), forCellWithReuseIdentifier: "day")
        }
        #expect(calendar.log == ["nib cell day", "nib cell day"])
        #expect(nibMessages.count == 1)
    }

    @Test func aLayoutSubclassOverridesTheDecorationRegistrations() {
        let layout = DecoratedMonthLayout()
        layout.register(MonthHeaderView.self, forDecorationViewOfKind: "background")
        layout.register(nil as UINib?, forDecorationViewOfKind: "background")
        let (_, messages) = Diagnostics.collect {
            layout.register(NSObject.self as AnyClass, forDecorationViewOfKind: "grid")
        }
        #expect(layout.log == ["class background", "nib background", "class grid"])
        #expect(messages.count == 1)
    }

    @Test func aTableViewSubclassOverridesTheNibRegistrations() throws {
        let table = NibLoggingTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        #expect(table.dequeueReusableCell(withIdentifier: "note") is NoteCell)
        table.register(nil as UINib?, forCellReuseIdentifier: "note")
        table.register(nil as UINib?, forHeaderFooterViewReuseIdentifier: "title")
        #expect(table.log == ["nib cell note", "nib header title"])
        #expect(table.dequeueReusableCell(withIdentifier: "note") == nil)
    }
}
