import EaselGraphics
import Foundation

/// The look of a list made with a compositional layout, like
/// `UICollectionLayoutListConfiguration`: full-width rows that size themselves, with
/// the table styles' geometry (`TableStyleMetrics`).
///
/// `plain` and `sidebarPlain` rows run edge to edge; `grouped` sections stand 35
/// points apart (17.5 above and below each); `insetGrouped` and `sidebar` sections
/// also stand in from the sides by the system margin (16 points, 20 in a regular
/// width). Headers and footers (`headerMode` / `footerMode` `.supplementary`) are
/// supplementary views of `CollectionView.elementKindSectionHeader` and
/// `elementKindSectionFooter` as tall as a one-line title of the style's header
/// font with its padding. Rows draw the separators `separatorConfiguration` and
/// `itemSeparatorHandler` give them; grouped rows take the grouped cell background, and
/// an inset-grouped section's first and last rows round their outer corners as a
/// table's do (`ListRowPlacement`). A sideways drag on a row reveals the swipe actions
/// the providers give, as a table's rows do (`SwipeableList`).
public struct CollectionLayoutListConfiguration: Sendable {
    /// A list's look, like `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// Where a section's header comes from, like `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A supplementary view of `CollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item, drawn as a header by its cell.
        case firstItemInSection
    }

    /// Where a section's footer comes from, like `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Sendable {
        case none, supplementary
    }

    /// The look, like `appearance`.
    public let appearance: Appearance
    /// The sections' headers, like `headerMode`.
    public var headerMode = HeaderMode.none
    /// The sections' footers, like `footerMode`.
    public var footerMode = FooterMode.none
    /// Makes an item's separators from the list's, like `ItemSeparatorHandler`.
    public typealias ItemSeparatorHandler = @MainActor (IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration

    /// Whether rows are separated by lines, like `showsSeparators`.
    public var showsSeparators = true
    /// The rows' separators, like `separatorConfiguration`.
    public var separatorConfiguration: ListSeparatorConfiguration
    /// Changes one item's separators, like `itemSeparatorHandler`: called with the
    /// item's index path and `separatorConfiguration` each time the row is laid out.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// Gives the actions a swipe reveals on one side of an item's row, like
    /// `SwipeActionsConfigurationProvider`: `nil` (or no actions) for none.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> SwipeActionsConfiguration?
    /// The actions a swipe toward the trailing edge reveals at a row's leading side,
    /// like `leadingSwipeActionsConfigurationProvider`; asked when the swipe begins.
    /// Only a `CollectionViewListCell` is swiped.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a swipe toward the leading edge reveals at a row's trailing side,
    /// like `trailingSwipeActionsConfigurationProvider`; asked when the swipe begins.
    /// Only a `CollectionViewListCell` is swiped.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The colour behind the list, like `backgroundColor`: `nil` is the appearance's
    /// (`systemBackground` for the plain looks, `systemGroupedBackground` for the others).
    public var backgroundColor: Color?

    /// A configuration of `appearance`, like `UICollectionLayoutListConfiguration(appearance:)`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = ListSeparatorConfiguration(listAppearance: appearance)
    }

    /// Whether the sections are grouped (set apart, on the grouped background).
    var isGrouped: Bool { ![.plain, .sidebarPlain].contains(appearance) }

    /// The colour the list's collection view takes.
    var resolvedBackgroundColor: Color { backgroundColor ?? (isGrouped ? .systemGroupedBackground : .systemBackground) }
}

extension NSCollectionLayoutSection {
    /// A list section of `configuration`, like `list(using:layoutEnvironment:)`.
    public static func list(using configuration: CollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let traits = layoutEnvironment.traitCollection
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(TableStyleMetrics.defaultRowHeight))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        section.listConfiguration = configuration
        if configuration.isGrouped {
            let side = configuration.appearance == .grouped ? 0 : TableStyleMetrics.insetGroupedSideInset(for: traits)
            section.contentInsets = DirectionalEdgeInsets(top: TableStyleMetrics.groupedEmptyHeaderHeight, leading: side,
                                                          bottom: TableStyleMetrics.groupedEmptyFooterHeight, trailing: side)
        }
        // A one-line title as a label measures it (its line rounded up to the pixel
        // grid) with the padding: what the header's list content view measures.
        func titled(_ kind: String, alignment: NSRectAlignment, font: Font, padding: CGFloat) -> NSCollectionLayoutBoundarySupplementaryItem {
            let scale = max(1, traits.displayScale)
            let height = (font.lineHeight * scale).rounded(.up) / scale + padding
            return NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                                  heightDimension: .estimated(height)),
                                                               elementKind: kind, alignment: alignment)
        }
        // A header item carries its own padding, as a header view does.
        if configuration.headerMode == .firstItemInSection, configuration.isGrouped { section.contentInsets.top = 0 }
        if configuration.headerMode == .supplementary {
            let header = configuration.isGrouped
                ? titled(CollectionView.elementKindSectionHeader, alignment: .top, font: TableStyleMetrics.groupedTitleFont(for: traits),
                         padding: TableStyleMetrics.groupedHeaderTitlePadding.top + TableStyleMetrics.groupedHeaderTitlePadding.bottom)
                : titled(CollectionView.elementKindSectionHeader, alignment: .top, font: TableStyleMetrics.plainTitleFont(for: traits),
                         padding: 2 * TableStyleMetrics.plainHeaderTitlePadding)
            section.boundarySupplementaryItems.append(header)
            if configuration.isGrouped { section.contentInsets.top = 0 }
        }
        if configuration.footerMode == .supplementary {
            let footer = titled(CollectionView.elementKindSectionFooter, alignment: .bottom,
                                font: TableStyleMetrics.groupedTitleFont(for: traits),
                                padding: configuration.isGrouped
                                    ? TableStyleMetrics.groupedFooterTitlePadding.top + TableStyleMetrics.groupedFooterTitlePadding.bottom
                                    : 2 * TableStyleMetrics.plainHeaderTitlePadding)
            section.boundarySupplementaryItems.append(footer)
            if configuration.isGrouped { section.contentInsets.bottom = 0 }
        }
        return section
    }
}

extension CollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration`, like
    /// `UICollectionViewCompositionalLayout.list(using:)`; the collection view takes
    /// the list's background colour.
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout {
        let layout = CollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listBackgroundColor = configuration.resolvedBackgroundColor
        return layout
    }
}
