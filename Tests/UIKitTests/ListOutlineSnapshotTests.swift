import EaselTesting
import Testing
import UIKit

/// A sidebar outline written as iOS code writes one (a section snapshot of folders and
/// their children, `.outlineDisclosure()` accessories, a diffable data source), with
/// one folder expanded, at 3×, light, dark and right to left: held to the references
/// in `__Snapshots__/ListOutlineSnapshotTests/`.
@MainActor
@Suite struct ListOutlineSnapshotTests {
    @MainActor final class Mailboxes {
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, String>

        init() {
            collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 260),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(
                                                  using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
            let folders: Set<String> = ["iCloud", "Archive", "Gmail"]
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                content.image = UIImage(systemName: folders.contains(item) ? "folder" : "tray")
                cell.contentConfiguration = content
                cell.accessories = folders.contains(item) ? [.outlineDisclosure()] : []
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
            }
            var tree = NSDiffableDataSourceSectionSnapshot<String>()
            tree.append(["iCloud", "Gmail"])
            tree.append(["Inbox", "Archive"], to: "iCloud")
            tree.append(["2025", "2026"], to: "Archive")
            tree.append(["Starred"], to: "Gmail")
            tree.expand(["iCloud", "Archive"])
            dataSource.apply(tree, to: 0, animatingDifferences: false)
        }
    }

    nonisolated static let configurations: [(String, UITraitCollection)] = [
        ("light", UITraitCollection(userInterfaceStyle: .light)),
        ("dark", UITraitCollection(userInterfaceStyle: .dark)),
        ("rightToLeft", UITraitCollection(layoutDirection: .rightToLeft)),
    ]

    @Test(arguments: configurations)
    func expandedFolders(_ name: String, _ traits: UITraitCollection) {
        let mailboxes = Mailboxes()
        assertSnapshot(of: mailboxes.collectionView as UIView, as: .image(scale: 3, traits: traits), named: name)
    }
}
