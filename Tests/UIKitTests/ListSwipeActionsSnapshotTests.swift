import EaselTesting
import Testing
import UIKit

/// An inbox written as iOS code writes one (an inset-grouped list layout whose
/// `trailingSwipeActionsConfigurationProvider` gives Delete and Flag with symbols, a
/// diffable data source), its second row swiped open by a scripted swipe, at 3×, light,
/// dark and right to left: held to the references in
/// `__Snapshots__/ListSwipeActionsSnapshotTests/`.
@MainActor
@Suite struct ListSwipeActionsSnapshotTests {
    @MainActor final class Inbox {
        let window: UIWindow
        let collectionView: UICollectionView
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!

        init(traits: UITraitCollection) {
            window = UIWindow(size: CGSize(width: 320, height: 200), scale: 3)
            if traits.userInterfaceStyle == .dark { window.overrideUserInterfaceStyle = .dark }
            if traits.layoutDirection == .rightToLeft { window.semanticContentAttribute = .forceRightToLeft }
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewLayout())
            configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                    guard let item = self.dataSource.itemIdentifier(for: indexPath) else { return completion(false) }
                    var snapshot = self.dataSource.snapshot()
                    snapshot.deleteItems([item])
                    self.dataSource.apply(snapshot, animatingDifferences: false)
                    completion(true)
                }
                delete.image = UIImage(systemName: "trash.fill")
                let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in completion(true) }
                flag.image = UIImage(systemName: "flag.fill")
                flag.backgroundColor = .systemOrange
                return UISwipeActionsConfiguration(actions: [delete, flag])
            }
            collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                content.secondaryText = "Re: the quarterly numbers"
                cell.contentConfiguration = content
                cell.accessories = [.disclosureIndicator()]
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Anna", "Bruno", "Chiara"])
            dataSource.apply(snapshot, animatingDifferences: false)
            window.addSubview(collectionView)
            window.makeKeyAndVisible()
            window.eventLoop.runUntilIdle()
        }

        /// Drags across the second row toward the leading edge and lets go.
        func swipeSecondRow() {
            let row = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!.frame
            let leadingward: CGFloat = window.effectiveUserInterfaceLayoutDirection == .leftToRight ? -120 : 120
            let start = CGPoint(x: leadingward < 0 ? row.maxX - 20 : row.minX + 20, y: row.midY)
            window.scheduleDrag(along: [start, CGPoint(x: start.x + leadingward, y: start.y)], duration: 0.2)
            window.eventLoop.run(for: 1)
            window.eventLoop.runUntilIdle()
        }
    }

    nonisolated static let configurations: [(String, UITraitCollection)] = [
        ("light", UITraitCollection(userInterfaceStyle: .light)),
        ("dark", UITraitCollection(userInterfaceStyle: .dark)),
        ("rightToLeft", UITraitCollection(layoutDirection: .rightToLeft)),
    ]

    @Test(arguments: configurations)
    func theSecondRowSwipedOpen(_ name: String, _ traits: UITraitCollection) {
        let inbox = Inbox(traits: traits)
        inbox.swipeSecondRow()
        assertSnapshot(of: inbox.window.lastFrame!.image, as: .image, named: name)
    }
}
