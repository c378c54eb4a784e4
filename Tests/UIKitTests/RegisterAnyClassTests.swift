import Testing
import UIKit

private final class BadgeCell: UITableViewCell {}
private final class SectionTitleView: UITableViewHeaderFooterView {}
private final class PhotoCell: UICollectionViewCell {}
private final class SectionHeaderView: UICollectionReusableView {}

/// A table that logs the registrations its code makes, overriding UIKit's `AnyClass` form.
private final class LoggingTableView: UITableView {
    private(set) var registered: [String] = []

    override func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered.append(identifier)
        super.register(cellClass, forCellReuseIdentifier: identifier)
    }
}

/// UIKit declares the list views' `register` methods with `AnyClass?`: a class value
/// typed as `AnyClass` registers its own cells, `nil` removes the registration, and a
/// class that is not a cell is refused (UIKit throws; Easel reports it).
@MainActor @Suite struct RegisterAnyClassTests {
    @Test func aTableRegistersCellAndHeaderClassesGivenAsAnyClass() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let cellClass: AnyClass = BadgeCell.self
        table.register(cellClass, forCellReuseIdentifier: "badge")
        #expect(table.dequeueReusableCell(withIdentifier: "badge") is BadgeCell)
        let headerClass: AnyClass? = SectionTitleView.self
        table.register(headerClass, forHeaderFooterViewReuseIdentifier: "title")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "title") is SectionTitleView)
        table.register(nil as AnyClass?, forCellReuseIdentifier: "badge")
        #expect(table.dequeueReusableCell(withIdentifier: "badge") == nil)
    }

    @Test func aClassThatIsNotACellIsReportedAndNotRegistered() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let (_, messages) = Diagnostics.collect {
            table.register(UIView.self as AnyClass, forCellReuseIdentifier: "view")
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("must pass a class of kind UITableViewCell") == true)
        #expect(table.dequeueReusableCell(withIdentifier: "view") == nil)
    }

    @Test func anOverrideOfTheAnyClassFormSeesEveryRegistration() throws {
        let table = LoggingTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
        table.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        #expect(table.registered == ["badge", "plain"])
        #expect(table.dequeueReusableCell(withIdentifier: "badge") is BadgeCell)
    }

    @Test func aCollectionViewRegistersCellAndSupplementaryClassesGivenAsAnyClass() throws {
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                          collectionViewLayout: layout)
        let cellClass: AnyClass = PhotoCell.self
        collection.register(cellClass, forCellWithReuseIdentifier: "photo")
        let headerClass: AnyClass = SectionHeaderView.self
        collection.register(headerClass, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
        let first = IndexPath(item: 0, section: 0)
        #expect(collection.dequeueReusableCell(withReuseIdentifier: "photo", for: first) is PhotoCell)
        #expect(collection.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                            withReuseIdentifier: "header", for: first)
                is SectionHeaderView)
        let (_, messages) = Diagnostics.collect {
            collection.register(SectionHeaderView.self as AnyClass, forCellWithReuseIdentifier: "notACell")
        }
        #expect(messages.first?.contains("must pass a class of kind UICollectionViewCell") == true)
    }
}
