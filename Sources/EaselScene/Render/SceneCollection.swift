import Easel
import EaselGraphics
import Foundation

/// The view of a scene's `class: CollectionView`: a collection with a compositional
/// layout that is its own data source. Each scene section is a layout section of one
/// group repeating one item; each item is a cell coloured by the section's `colors`
/// in turn.
final class SceneCollection: CollectionView, CollectionViewDataSource {
    static let cellIdentifier = "tile"

    /// The sections; setting them makes the layout anew and reloads.
    var content: [SceneCollectionSection] = [] {
        didSet {
            let sections = content
            collectionViewLayout = CollectionViewCompositionalLayout { index, _ in
                sections.indices.contains(index) ? Self.layoutSection(sections[index]) : nil
            }
            reloadData()
        }
    }

    init() {
        super.init(frame: .zero, collectionViewLayout: CollectionViewCompositionalLayout { _, _ in nil })
        register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        dataSource = self
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The layout section of a scene section: `NSCollectionLayoutGroup.horizontal` (or
    /// `vertical`) repeating the item, with the section's spacing, insets and
    /// orthogonal scrolling.
    private static func layoutSection(_ section: SceneCollectionSection) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: section.itemSize)
        let group = section.groupIsVertical
            ? NSCollectionLayoutGroup.vertical(layoutSize: section.groupSize, subitems: [item])
            : NSCollectionLayoutGroup.horizontal(layoutSize: section.groupSize, subitems: [item])
        group.interItemSpacing = .fixed(section.interItemSpacing)
        let layoutSection = NSCollectionLayoutSection(group: group)
        layoutSection.interGroupSpacing = section.interGroupSpacing
        layoutSection.contentInsets = section.contentInsets
        layoutSection.orthogonalScrollingBehavior = section.orthogonalScrollingBehavior
        return layoutSection
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { content.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        content[section].itemCount
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let section = content[indexPath.section]
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        cell.contentView.backgroundColor = section.colors[indexPath.item % section.colors.count]
        cell.contentView.layer.cornerRadius = section.cornerRadius
        cell.contentView.clipsToBounds = section.cornerRadius > 0
        return cell
    }
}
