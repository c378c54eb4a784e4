import EaselGraphics
import Foundation

/// A grid that flows items into lines, like `UICollectionViewFlowLayout`.
///
/// Items fill a line across the scroll direction (a row when scrolling vertically, a
/// column when scrolling horizontally) while they fit with `minimumInteritemSpacing`
/// between them; lines follow each other `minimumLineSpacing` apart. As in UIKit, the
/// spare room of a line of several items goes into its gaps (the line is justified) and
/// a lone item is centred; items shorter than their line are centred in it. Each
/// section has an optional header and footer as wide as the collection view, and its
/// `sectionInset` around its lines.
///
/// With an `estimatedItemSize`, items start at the estimate and take the size their
/// cell prefers (`preferredLayoutAttributesFitting(_:)`) once shown. The
/// collection view's `CollectionViewDelegateFlowLayout` methods, where given, override
/// the properties section by section and item by item.
@preconcurrency @MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The value of `estimatedItemSize` that asks for self-sizing cells without an
    /// estimate, like `UICollectionViewFlowLayout.automaticSize`.
    nonisolated public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude,
                                                         height: CGFloat.greatestFiniteMagnitude)

    /// The direction the grid scrolls in, like `scrollDirection`.
    open var scrollDirection = CollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// The size of every item, like `itemSize` (50 × 50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The size of items not yet measured, like `estimatedItemSize`; `.zero` (the
    /// default) turns self-sizing off.
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The least distance between lines, like `minimumLineSpacing` (10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least distance between items of a line, like `minimumInteritemSpacing` (10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items, like `sectionInset`.
    open var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }
    /// What `sectionInset` is measured from, like `sectionInsetReference` (iOS 11,
    /// `.fromContentInset`): see `SectionInsetReference`.
    open var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { invalidateLayout() } }
    /// The size of section headers (only its height counts when scrolling vertically,
    /// its width when horizontally; zero means none), like `headerReferenceSize`.
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The size of section footers, like `footerReferenceSize`.
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Whether each section's header stays at the top of the bounds while the section
    /// shows, like `sectionHeadersPinToVisibleBounds`.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether each section's footer stays at the bottom of the bounds while the
    /// section shows, like `sectionFootersPinToVisibleBounds`.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// The edge `sectionInset` is measured from, like
    /// `UICollectionViewFlowLayout.SectionInsetReference`.
    ///
    /// Across the scroll direction (left and right when scrolling vertically), a section's
    /// lines sit `sectionInset` inside the content area (`.fromContentInset`), inside the
    /// collection view's safe area (`.fromSafeArea`) or inside its layout margins
    /// (`.fromLayoutMargins`); where the content inset already reaches past that edge,
    /// the content inset wins. Along the scroll direction the section insets stay
    /// measured in the content, as UIKit does.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// Flow layouts mirror in a right-to-left language, as in UIKit.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The geometry `prepare()` computed, in content coordinates.
    var grid = FlowGrid()
    /// The sizes self-sizing cells asked for.
    var measuredSizes: [IndexPath: CGSize] = [:]

    open override func prepare() {
        guard let collectionView else { return grid = FlowGrid() }
        grid = FlowGrid(layout: self, collectionView: collectionView)
    }

    open override var collectionViewContentSize: CGSize { grid.contentSize }

    /// The elements meeting `rect`, section by section: header, items, footer (pinned
    /// ones where the bounds keep them).
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let items = Dictionary(grouping: grid.items(in: rect)) { grid.indexPath(ofItem: $0).section }
        var attributes: [CollectionViewLayoutAttributes] = []
        for index in grid.sections.indices {
            if let header = supplementaryFrame(CollectionView.elementKindSectionHeader, section: index), header.intersects(rect) {
                attributes.append(supplementary(CollectionView.elementKindSectionHeader, section: index, frame: header))
            }
            attributes += (items[index] ?? []).map(cell)
            if let footer = supplementaryFrame(CollectionView.elementKindSectionFooter, section: index), footer.intersects(rect) {
                attributes.append(supplementary(CollectionView.elementKindSectionFooter, section: index, frame: footer))
            }
        }
        return attributes
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard grid.sections.indices.contains(indexPath.section),
              (0..<grid.sections[indexPath.section].itemCount).contains(indexPath.item) else { return nil }
        return cell(grid.sections[indexPath.section].firstItem + indexPath.item)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard grid.sections.indices.contains(indexPath.section) else { return nil }
        return supplementaryFrame(elementKind, section: indexPath.section).map { supplementary(elementKind, section: indexPath.section, frame: $0) }
    }

    /// A section's header or footer frame, pinned when the layout pins it.
    private func supplementaryFrame(_ kind: String, section index: Int) -> CGRect? {
        let section = grid.sections[index]
        let (frame, pins, trailing) = switch kind {
        case CollectionView.elementKindSectionHeader: (section.header, sectionHeadersPinToVisibleBounds, false)
        case CollectionView.elementKindSectionFooter: (section.footer, sectionFootersPinToVisibleBounds, true)
        default: (CGRect?.none, false, false)
        }
        guard let frame, pins, let collectionView else { return frame }
        return collectionView.pinned(frame, trailing: trailing, section: section.extent, horizontal: grid.isHorizontal)
    }

    /// A self-sized cell's size is kept and the layout recomputed when it differs from
    /// the one laid out.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes) -> Bool {
        guard estimatedItemSize != .zero, preferredAttributes.representedElementCategory == .cell,
              preferredAttributes.size != originalAttributes.size else { return false }
        measuredSizes[preferredAttributes.indexPath] = preferredAttributes.size
        return true
    }

    /// An invalidation forgets the self-sized cells' sizes: they are measured again.
    open override func invalidateLayout() {
        measuredSizes = [:]
        super.invalidateLayout()
    }

    /// The flow layout's contexts, like UIKit's: `CollectionViewFlowLayoutInvalidationContext`.
    open override class var invalidationContextClass: AnyClass { CollectionViewFlowLayoutInvalidationContext.self }

    /// A cell's attributes, of `layoutAttributesClass`.
    private func cell(_ flatIndex: Int) -> CollectionViewLayoutAttributes {
        let attributes = ofLayoutAttributesClass(CollectionViewLayoutAttributes(forCellWith: grid.indexPath(ofItem: flatIndex)))
        attributes.frame = grid.itemFrames[flatIndex]
        return attributes
    }

    /// A header's or footer's attributes, of `layoutAttributesClass`; pinned ones stand
    /// above the items.
    private func supplementary(_ kind: String, section: Int, frame: CGRect) -> CollectionViewLayoutAttributes {
        let attributes = ofLayoutAttributesClass(
            CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section)))
        attributes.frame = frame
        attributes.zIndex = sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds ? 1 : 0
        return attributes
    }
}
