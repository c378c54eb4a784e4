import EaselGraphics
import Foundation

/// Options of a compositional layout as a whole, like
/// `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor
open class CollectionViewCompositionalLayoutConfiguration {
    /// The direction sections follow each other and scroll in, like `scrollDirection`.
    public var scrollDirection = CollectionView.ScrollDirection.vertical
    /// The space between sections, like `interSectionSpacing`.
    public var interSectionSpacing: CGFloat = 0

    /// The default options, like `UICollectionViewCompositionalLayoutConfiguration()`.
    public init() {}
}

/// A layout of sections built from items, groups and sections, like
/// `UICollectionViewCompositionalLayout`.
///
/// Each section comes from one `NSCollectionLayoutSection` (the same for all, or the
/// section provider's for each index, given the collection view's size and traits).
/// Sections follow each other in the configuration's scroll direction,
/// `interSectionSpacing` apart. Items with an estimated side take the size their
/// cell's Auto Layout gives once shown; pinned headers and footers stay on screen
/// while their section shows. Decoration views come from the classes registered with
/// `register(_:forDecorationViewOfKind:)`. A section whose groups scroll across the
/// layout (`orthogonalScrollingBehavior`) gets a scroll view of its own that holds its
/// cells. The layout mirrors in a right-to-left language.
@preconcurrency @MainActor
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// Makes the section at an index, like `UICollectionViewCompositionalLayoutSectionProvider`.
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    /// The options of the whole layout, like `configuration`; setting them lays out anew.
    public var configuration: CollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }
    /// The frames `prepare()` computed, section by section.
    private var sections: [CompositionalSectionFrames] = []
    private var contentSize = CGSize.zero
    /// The sizes self-sizing cells asked for.
    private var measuredSizes: [IndexPath: CGSize] = [:]
    /// The colour a list layout gives its collection view.
    var listBackgroundColor: Color?
    /// The environment the sections were made in.
    private var environment: CompositionalLayoutEnvironment?

    /// A layout repeating `section` for every section, like `init(section:)`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// Like `init(section:configuration:)`.
    public convenience init(section: NSCollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout asking `sectionProvider` for each section, like `init(sectionProvider:)`.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// Like `init(sectionProvider:configuration:)`.
    public init(sectionProvider: @escaping SectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// Compositional layouts mirror in a right-to-left language, as in UIKit.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    private var axis: CompositionalLayoutAxis { configuration.scrollDirection == .vertical ? .vertical : .horizontal }

    /// Asks for each section and lays them out one after the other. A section the
    /// provider gives none for is UIKit's exception, reported, and takes no room.
    open override func prepare() {
        sections = []
        guard let collectionView else { return contentSize = .zero }
        if let listBackgroundColor { collectionView.backgroundColor = listBackgroundColor }
        let bounds = collectionView.bounds.size
        let environment = CompositionalLayoutEnvironment(contentSize: bounds, traitCollection: collectionView.traitCollection)
        self.environment = environment
        var position: CGFloat = 0
        for index in 0..<collectionView.numberOfSections {
            if index > 0 { position += configuration.interSectionSpacing }
            guard let section = sectionProvider(index, environment) else {
                Trace.diagnostic("UICollectionViewCompositionalLayout section provider returned nil for section \(index)",
                                 view: collectionView.traceName)
                sections.append(CompositionalSectionFrames(frame: CGRect(origin: axis.point(main: position, cross: 0), size: .zero)))
                continue
            }
            let frames = section.frames(from: position, along: axis, bounds: bounds,
                                        itemCount: collectionView.numberOfItems(inSection: index)) { [measuredSizes] item in
                measuredSizes[IndexPath(item: item, section: index)]
            }
            sections.append(frames)
            position = axis.main(frames.frame.origin) + axis.main(frames.frame.size)
        }
        contentSize = axis.size(main: position, cross: axis.cross(bounds))
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    /// The elements meeting `rect`, section by section: headers, items, footers (pinned
    /// ones where the bounds keep them); then the backgrounds, so that they are added
    /// behind everything.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var attributes: [CollectionViewLayoutAttributes] = [], backgrounds: [CollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.frame.intersects(rect) {
            backgrounds += section.decorations.indices.map { decoration(at: IndexPath(item: $0, section: index)) }
                .filter { $0.frame.intersects(rect) }
            let supplementaries = section.supplementaries.indices
                .map { (trailing: section.supplementaries[$0].trailing, attributes: supplementary(at: $0, section: index)) }
                .filter { $0.attributes.frame.intersects(rect) }
            attributes += supplementaries.filter { !$0.trailing }.map(\.attributes)
            let offset = scrolling(section: index)
            attributes += section.items.indices.filter { section.items[$0].frame.offsetBy(dx: offset.x, dy: offset.y).intersects(rect) }
                .map { cell(IndexPath(item: $0, section: index)) }
            attributes += supplementaries.filter(\.trailing).map(\.attributes)
        }
        return attributes + backgrounds
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return cell(indexPath)
    }

    /// A header's or footer's attributes: the `item` of the index path counts the
    /// section's supplementary items of `elementKind`, as in UIKit.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let ofKind = sections[indexPath.section].supplementaries.indices.filter {
            sections[indexPath.section].supplementaries[$0].kind == elementKind
        }
        guard ofKind.indices.contains(indexPath.item) else { return nil }
        return supplementary(at: ofKind[indexPath.item], section: indexPath.section)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].decorations.indices.contains(indexPath.item),
              sections[indexPath.section].decorations[indexPath.item].kind == elementKind else { return nil }
        return decoration(at: indexPath)
    }

    /// A cell whose sides are estimates keeps the size it asks for on those sides, and
    /// the layout is computed again when it differs from the one laid out.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes) -> Bool {
        let indexPath = originalAttributes.indexPath
        guard originalAttributes.representedElementCategory == .cell, let item = item(at: indexPath),
              item.estimatesWidth || item.estimatesHeight else { return false }
        var size = originalAttributes.size
        if item.estimatesWidth { size.width = preferredAttributes.size.width }
        if item.estimatesHeight { size.height = preferredAttributes.size.height }
        // A size measured before lays nothing out again (siblings of a uniform item keep
        // a larger size than they measure).
        guard size != originalAttributes.size, measuredSizes[indexPath] != size else { return false }
        measuredSizes[indexPath] = size
        return true
    }

    /// An invalidation forgets the self-sized cells' sizes: they are measured again.
    open override func invalidateLayout() {
        measuredSizes = [:]
        super.invalidateLayout()
    }

    /// Hands each section's elements about to show to its
    /// `visibleItemsInvalidationHandler`, with the frames the section lays them out at
    /// (a row's before its scrolling) and how far it has scrolled.
    override func adjustVisibleItems(_ attributes: [CollectionViewLayoutAttributes]) {
        guard let collectionView, let environment else { return }
        for (index, section) in sections.enumerated() {
            guard let handler = section.visibleItemsInvalidationHandler else { continue }
            let offset = scrolling(section: index)
            let items = attributes.filter { $0.indexPath.section == index }
                .map { CompositionalVisibleItem($0, scrolledBy: $0.representedElementCategory == .cell ? offset : .zero) }
            let scrolled = section.orthogonalRow.map { $0.axis.point(main: collectionView.orthogonalOffset(inSection: index), cross: 0) }
            handler(items, scrolled ?? collectionView.contentOffset, environment)
        }
    }

    // MARK: Attributes

    private func item(at indexPath: IndexPath) -> CompositionalPlacement.Item? {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    /// The list look of a section made by `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
    /// (`nil` for any other section, or one the layout does not have).
    func listConfiguration(inSection section: Int) -> CollectionLayoutListConfiguration? {
        sections.indices.contains(section) ? sections[section].list : nil
    }

    /// The rows of the sections whose groups scroll across the layout, by section.
    var orthogonalRows: [Int: CompositionalOrthogonalRow] {
        sections.indices.reduce(into: [:]) { rows, index in rows[index] = sections[index].orthogonalRow }
    }

    /// How far a section's items are moved by its row's scrolling (none for a section
    /// that does not scroll across).
    private func scrolling(section index: Int) -> CGPoint {
        guard let row = sections[index].orthogonalRow, let collectionView else { return .zero }
        return row.axis.point(main: -collectionView.orthogonalOffset(inSection: index), cross: 0)
    }

    /// An item's attributes, of `layoutAttributesClass`: in a row that scrolls across, where the row's scrolling puts it.
    private func cell(_ indexPath: IndexPath) -> CollectionViewLayoutAttributes {
        let attributes = ofLayoutAttributesClass(CollectionViewLayoutAttributes(forCellWith: indexPath))
        let item = sections[indexPath.section].items[indexPath.item]
        let offset = scrolling(section: indexPath.section)
        attributes.frame = item.frame.offsetBy(dx: offset.x, dy: offset.y)
        attributes.fitsWidth = item.estimatesWidth
        attributes.fitsHeight = item.estimatesHeight
        if let list = sections[indexPath.section].list {
            attributes.listRow = ListRowPlacement(list, indexPath: indexPath, count: sections[indexPath.section].items.count)
        }
        return attributes
    }

    /// The attributes of a section's supplementary item, its index path counting the
    /// items of its kind; a pinned one is moved to stay inside the visible bounds.
    private func supplementary(at position: Int, section index: Int) -> CollectionViewLayoutAttributes {
        let section = sections[index], supplementary = section.supplementaries[position]
        let item = section.supplementaries[..<position].filter { $0.kind == supplementary.kind }.count
        let attributes = ofLayoutAttributesClass(CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: supplementary.kind, with: IndexPath(item: item, section: index)))
        attributes.frame = supplementary.pinned ? pinned(supplementary, in: section) : supplementary.frame
        attributes.zIndex = supplementary.zIndex
        return attributes
    }

    private func decoration(at indexPath: IndexPath) -> CollectionViewLayoutAttributes {
        let decoration = sections[indexPath.section].decorations[indexPath.item]
        let attributes = ofLayoutAttributesClass(CollectionViewLayoutAttributes(forDecorationViewOfKind: decoration.kind, with: indexPath))
        attributes.frame = decoration.frame
        attributes.zIndex = decoration.zIndex
        return attributes
    }

    /// A pinned header's or footer's frame, kept inside the visible bounds within its section.
    private func pinned(_ supplementary: CompositionalSectionFrames.Supplementary,
                        in section: CompositionalSectionFrames) -> CGRect {
        guard let collectionView else { return supplementary.frame }
        let start = axis.main(section.frame.origin)
        return collectionView.pinned(supplementary.frame, trailing: supplementary.trailing,
                                     section: start...(start + axis.main(section.frame.size)), horizontal: axis == .horizontal)
    }
}
