import EaselTesting
import Testing
import UIKit

/// A list screen written as iOS code writes one (a compositional list layout, cell and
/// header registrations, `UIListContentConfiguration`, `UICellAccessory`), in each list
/// appearance, in a right-to-left language at the default text size and left to right
/// at `accessibilityExtraLarge`, at 3×: held to the references in
/// `__Snapshots__/ListLayoutDirectionSnapshotTests/`.
@MainActor
@Suite struct ListLayoutDirectionSnapshotTests {
    /// A contacts-style list: one titled section of two rows, each with a symbol, a
    /// title, a subtitle and accessories.
    @MainActor final class ContactsList: NSObject, UICollectionViewDataSource {
        let collectionView: UICollectionView
        private let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, indexPath, row in
            var content = cell.defaultContentConfiguration()
            content.image = UIImage(systemName: row == 0 ? "star.fill" : "bell.fill")
            content.text = row == 0 ? "Favorites" : "Notifications"
            content.secondaryText = row == 0 ? "3 people" : "Sounds, badges"
            cell.contentConfiguration = content
            cell.accessories = row == 0 ? [.checkmark(), .disclosureIndicator()] : [.disclosureIndicator()]
        }
        private let headers: UICollectionView.SupplementaryRegistration<UICollectionViewListCell>

        init(appearance: UICollectionLayoutListConfiguration.Appearance) {
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = .supplementary
            collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionHeader) { header, _, _ in
                var content = appearance == .plain ? UIListContentConfiguration.plainHeader() : .groupedHeader()
                content.text = "Contacts"
                header.contentConfiguration = content
            }
            super.init()
            collectionView.dataSource = self
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: indexPath.item)
        }

        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
    }

    nonisolated static let appearances: [UICollectionLayoutListConfiguration.Appearance] = [.plain, .grouped, .insetGrouped, .sidebar]

    @Test(arguments: appearances)
    func rightToLeft(_ appearance: UICollectionLayoutListConfiguration.Appearance) {
        let list = ContactsList(appearance: appearance)
        assertSnapshot(of: list.collectionView as UIView,
                       as: .image(scale: 3, traits: UITraitCollection(layoutDirection: .rightToLeft)),
                       named: "\(appearance)")
    }

    @Test(arguments: appearances)
    func accessibilityExtraLarge(_ appearance: UICollectionLayoutListConfiguration.Appearance) {
        let list = ContactsList(appearance: appearance)
        assertSnapshot(of: list.collectionView as UIView,
                       as: .image(size: CGSize(width: 320, height: 520), scale: 3,
                                  traits: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)),
                       named: "\(appearance)")
    }
}
