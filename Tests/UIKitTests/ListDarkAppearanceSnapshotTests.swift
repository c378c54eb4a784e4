import EaselTesting
import Testing
import UIKit

/// The contacts list of `ListLayoutDirectionSnapshotTests` in each list appearance in
/// dark mode, at the base level and at the elevated one (a sheet's, a popover's), at
/// 3×: the list backgrounds (`systemBackground`, `systemGroupedBackground`), the grouped
/// and inset-grouped cell backgrounds (`secondarySystemGroupedBackground`, lighter at
/// the elevated level), the separators and the header text, held to the references in
/// `__Snapshots__/ListDarkAppearanceSnapshotTests/`.
@MainActor
@Suite struct ListDarkAppearanceSnapshotTests {
    nonisolated static let appearances: [UICollectionLayoutListConfiguration.Appearance] =
        [.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]

    @Test(arguments: appearances)
    func dark(_ appearance: UICollectionLayoutListConfiguration.Appearance) {
        let list = ListLayoutDirectionSnapshotTests.ContactsList(appearance: appearance)
        assertSnapshot(of: list.collectionView as UIView,
                       as: .image(scale: 3, traits: UITraitCollection(userInterfaceStyle: .dark)),
                       named: "\(appearance)")
    }

    @Test(arguments: appearances)
    func darkElevated(_ appearance: UICollectionLayoutListConfiguration.Appearance) {
        let list = ListLayoutDirectionSnapshotTests.ContactsList(appearance: appearance)
        assertSnapshot(of: list.collectionView as UIView,
                       as: .image(scale: 3, traits: UITraitCollection(userInterfaceStyle: .dark, userInterfaceLevel: .elevated)),
                       named: "\(appearance)")
    }
}
