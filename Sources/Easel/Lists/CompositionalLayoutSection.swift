import EaselGraphics
import Foundation

/// How a section's groups scroll across the layout's direction, like
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The groups follow each other along the layout's direction (the default).
    case none
    /// The groups form one row across the layout's direction that scrolls freely.
    case continuous
    /// A row that comes to rest at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// A row that scrolls a page (the width of the collection view) at a time.
    case paging
    /// A row that scrolls a group at a time.
    case groupPaging
    /// A row that scrolls a group at a time with the group centred: the first group
    /// starts centred too.
    case groupPagingCentered
}

/// Changes a section's elements before they show, like
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`: called with the elements,
/// how far the section has scrolled (its row's offset for a section that scrolls
/// across the layout, else the collection view's content offset) and the layout
/// environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler
    = @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// A section of a compositional layout: its group, repeated until the section's items
/// run out, the space around and between the groups, its headers and footers and its
/// background, like `NSCollectionLayoutSection`.
///
/// The groups follow each other along the layout's direction, `interGroupSpacing`
/// apart, inside the section's `contentInsets`; an `orthogonalScrollingBehavior`
/// lines them up across it instead, in one row as tall as the tallest group. Headers
/// and footers (`boundarySupplementaryItems`) sit outside the insets along the
/// layout's direction and, with `supplementariesFollowContentInsets`, inside them
/// across it. A row scrolls on its own, as UIKit's does: a drag along it decelerates
/// and comes to rest where the behaviour says, and its cells are reused as they leave it.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    /// The group the section repeats, like `NSCollectionLayoutSection(group:)`'s group.
    public let group: NSCollectionLayoutGroup
    /// The space around the groups, like `contentInsets`.
    public var contentInsets = DirectionalEdgeInsets.zero
    /// The space between groups, like `interGroupSpacing`.
    public var interGroupSpacing: CGFloat = 0
    /// Whether the groups form a row across the layout's direction, like
    /// `orthogonalScrollingBehavior`.
    public var orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// The section's headers and footers, like `boundarySupplementaryItems`.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers keep inside the insets across the layout's
    /// direction, like `supplementariesFollowContentInsets` (yes by default).
    public var supplementariesFollowContentInsets = true
    /// The section's backgrounds, like `decorationItems`.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called before each layout of the collection view with the section's elements
    /// about to show, like `visibleItemsInvalidationHandler`: it may change their
    /// alpha, transform, centre, order and visibility (see `NSCollectionLayoutVisibleItem`).
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// The list look of a section made by `list(using:layoutEnvironment:)`.
    var listConfiguration: CollectionLayoutListConfiguration?

    /// A section repeating `group`, like `NSCollectionLayoutSection(group:)`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}

/// Which edge or corner of its section a header or footer keeps to, like `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A section's header or footer, like `NSCollectionLayoutBoundarySupplementaryItem`: a
/// supplementary view of `elementKind` at an edge of the section, which it lengthens.
/// Its fractional dimensions are of the section's width (less its insets when the
/// section's supplementaries follow them) and of the collection view's height.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    /// The kind of the supplementary view, like `elementKind`.
    public let elementKind: String
    /// The edge it keeps to, like `alignment`.
    public let alignment: NSRectAlignment
    /// Whether it stays on screen while its section does, like `pinToVisibleBounds`.
    public var pinToVisibleBounds = false
    /// Its order among overlapping views, like `zIndex` (1: above the cells).
    public var zIndex = 1

    /// A header or footer, like
    /// `NSCollectionLayoutBoundarySupplementaryItem(layoutSize:elementKind:alignment:)`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}

/// A view behind a section, like `NSCollectionLayoutDecorationItem`: the section's
/// whole frame (headers and insets included) less the item's `contentInsets`, drawn
/// by the view class the layout registered for `elementKind`.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind the layout registered a view class for, like `elementKind`.
    public let elementKind: String
    /// Its order among overlapping views, like `zIndex` (-1: behind the cells).
    public var zIndex = -1

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background of the section, like `background(elementKind:)`.
    public class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
