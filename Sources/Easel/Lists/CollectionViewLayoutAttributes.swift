import Foundation

/// Where a layout puts one element of a collection view, like
/// `UICollectionViewLayoutAttributes`: a cell (`representedElementCategory == .cell`),
/// a supplementary view or a decoration view of a kind, with its frame, alpha, z-index
/// and visibility.
@preconcurrency @MainActor
open class CollectionViewLayoutAttributes {
    /// What an element is, like `UICollectionView.ElementCategory`.
    public enum ElementCategory: Int, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// The element's index path, like `indexPath`.
    public var indexPath: IndexPath
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public let representedElementCategory: ElementCategory
    /// The supplementary or decoration view's kind (`nil` for a cell), like
    /// `representedElementKind`.
    public let representedElementKind: String?
    /// The element's frame in the collection view's content, like `frame`; setting it
    /// sets `center` and `size`.
    public var frame = CGRect.zero
    /// The element's centre in the collection view's content, like `center`: setting it
    /// moves the frame and keeps its size.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The element's size, like `size`: setting it resizes the frame about its centre.
    public var size: CGSize {
        get { frame.size }
        set {
            let center = center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
        }
    }
    /// The element's bounds, like `bounds`: `size` at the origin; setting it sets the size.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The element's opacity, like `alpha`.
    public var alpha: CGFloat = 1
    /// The element's order among overlapping elements, like `zIndex`.
    public var zIndex = 0
    /// Whether the element is hidden, like `isHidden`.
    public var isHidden = false
    /// The element's affine transform about its centre, like `transform`.
    public var transform = Transform.identity
    /// Whether a self-sizing cell may change its width, and its height (a layout that
    /// fixes a side asks the cell to fit the other).
    var fitsWidth = true, fitsHeight = true
    /// Where a list layout's row sits in its section, which its list cell draws.
    var listRow: ListRowPlacement?

    /// The attributes of the cell at `indexPath`, like
    /// `UICollectionViewLayoutAttributes(forCellWith:)`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// The attributes of the supplementary view of `kind` at `indexPath`, like
    /// `UICollectionViewLayoutAttributes(forSupplementaryViewOfKind:with:)`.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }

    /// The attributes of the decoration view of `kind` at `indexPath`, like
    /// `UICollectionViewLayoutAttributes(forDecorationViewOfKind:with:)`.
    public init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = kind
    }

    /// A copy to change, as UIKit's `copy()` gives.
    func copy() -> CollectionViewLayoutAttributes {
        let copy = switch (representedElementCategory, representedElementKind) {
        case (.supplementaryView, let kind?): CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        case (.decorationView, let kind?): CollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
        default: CollectionViewLayoutAttributes(forCellWith: indexPath)
        }
        copy.frame = frame
        copy.fitsWidth = fitsWidth
        copy.fitsHeight = fitsHeight
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.transform = transform
        copy.listRow = listRow
        return copy
    }

    /// The key a collection view files the element under while it shows.
    var element: CollectionElement {
        CollectionElement(kind: representedElementKind, indexPath: indexPath,
                          isDecoration: representedElementCategory == .decorationView)
    }
}

/// An element of a collection view: a cell (no kind), or a supplementary or decoration
/// view of a kind, at an index path. Elements sort cells first, then by kind (supplementary
/// before decoration views), then by index path.
struct CollectionElement: Hashable, Comparable {
    var kind: String?
    var indexPath: IndexPath
    var isDecoration = false

    static func < (lhs: CollectionElement, rhs: CollectionElement) -> Bool {
        if lhs.kind != rhs.kind { return (lhs.kind ?? "") < (rhs.kind ?? "") }
        if lhs.isDecoration != rhs.isDecoration { return rhs.isDecoration }
        return lhs.indexPath < rhs.indexPath
    }
}
