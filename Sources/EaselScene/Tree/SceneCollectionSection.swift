import Easel
import EaselGraphics

/// One section of a scene's collection (`sections:` of a `CollectionView`): a
/// compositional layout section (`NSCollectionLayoutSection`) of one group repeating
/// one item, and the cells of its items, coloured tiles.
public struct SceneCollectionSection: Sendable {
    /// How many items the section has.
    public let itemCount: Int
    /// The item's size in its group, like `NSCollectionLayoutItem(layoutSize:)`.
    public let itemSize: NSCollectionLayoutSize
    /// The group's size in the section, and whether it lines its items up
    /// horizontally (`NSCollectionLayoutGroup.horizontal`) or vertically.
    public let groupSize: NSCollectionLayoutSize
    public let groupIsVertical: Bool
    /// The space between items of a group, like `interItemSpacing = .fixed(_)`.
    public let interItemSpacing: CGFloat
    /// The space between groups, like `NSCollectionLayoutSection.interGroupSpacing`.
    public let interGroupSpacing: CGFloat
    /// The section's insets, like `NSCollectionLayoutSection.contentInsets`.
    public let contentInsets: DirectionalEdgeInsets
    /// Like `NSCollectionLayoutSection.orthogonalScrollingBehavior` (`none`).
    public let orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior
    /// The cells' background colours, used in turn item after item.
    public let colors: [Color]
    /// The cells' corner radius.
    public let cornerRadius: CGFloat
}
