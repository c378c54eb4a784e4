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
    public private(set) var representedElementCategory: ElementCategory
    /// The supplementary or decoration view's kind (`nil` for a cell), like
    /// `representedElementKind`.
    public private(set) var representedElementKind: String?
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
    /// The element's affine transform about its centre, like `transform`: setting it
    /// sets `transform3D` to the same transform in 3D.
    public var transform: Transform {
        get { transform3D.affineTransform }
        set { transform3D = Transform3D(newValue) }
    }
    /// The element's 3D transform about its centre, like `transform3D`: `transform`
    /// reads its affine part (a scale of 0.5 in x and y reads as
    /// `CGAffineTransform(scaleX: 0.5, y: 0.5)`). A shown view takes the affine part;
    /// a depth or perspective component is dropped with a diagnostic, as a view's
    /// `transform3D` drops it.
    public var transform3D = Transform3D.identity
    /// Whether a self-sizing cell may change its width, and its height (a layout that
    /// fixes a side asks the cell to fit the other).
    var fitsWidth = true, fitsHeight = true
    /// Where a list layout's row sits in its section, which its list cell draws.
    var listRow: ListRowPlacement?

    /// The attributes of a cell at an empty index path, like
    /// `UICollectionViewLayoutAttributes()`: the designated initializer, which the ones
    /// for an element call, so that a subclass that overrides it keeps them.
    public init() {
        indexPath = IndexPath()
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// The attributes of the cell at `indexPath`, like
    /// `UICollectionViewLayoutAttributes(forCellWith:)`; called on a subclass, an
    /// instance of the subclass.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// The attributes of the supplementary view of `kind` at `indexPath`, like
    /// `UICollectionViewLayoutAttributes(forSupplementaryViewOfKind:with:)`.
    public convenience init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }

    /// The attributes of the decoration view of `kind` at `indexPath`, like
    /// `UICollectionViewLayoutAttributes(forDecorationViewOfKind:with:)`.
    public convenience init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = kind
    }

    /// Attributes of the receiver's class for `attributes`' element, with its values
    /// (those this class declares): what `copy(with:)` makes, and what a layout makes
    /// its `layoutAttributesClass` with. Easel's, not UIKit's: Swift without the
    /// Objective-C runtime makes an instance of a class held in a metatype only
    /// through a required initializer. A subclass inherits it unless it declares a
    /// designated initializer other than `init()`.
    public required convenience init(copying attributes: CollectionViewLayoutAttributes) {
        self.init()
        indexPath = attributes.indexPath
        representedElementCategory = attributes.representedElementCategory
        representedElementKind = attributes.representedElementKind
        frame = attributes.frame
        fitsWidth = attributes.fitsWidth
        fitsHeight = attributes.fitsHeight
        alpha = attributes.alpha
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
        transform3D = attributes.transform3D
        listRow = attributes.listRow
    }

    /// A copy of the attributes, of their class, like `NSCopying.copy(with:)`, which
    /// the collection view and layouts make (`zone` is ignored). A subclass with
    /// properties of its own overrides it as on iOS: it calls `super.copy(with:)`,
    /// casts the copy to its class and sets them.
    open func copy(with zone: NSZone? = nil) -> Any {
        type(of: self).init(copying: self)
    }

    /// `copy(with: nil)`, like `NSObject.copy()`.
    public func copy() -> Any { copy(with: nil) }

    /// Whether `object` is attributes of the same element with the same values, like
    /// `isEqual(_:)`. A subclass with properties of its own overrides it to compare
    /// them too (and calls super).
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionViewLayoutAttributes else { return false }
        return other === self || (other.indexPath == indexPath && other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind && other.frame == frame && other.alpha == alpha
            && other.zIndex == zIndex && other.isHidden == isHidden && other.transform3D == transform3D)
    }

    /// `copy()`, as attributes: of the receiver's class unless a subclass's
    /// `copy(with:)` answers something else.
    func copiedAttributes() -> CollectionViewLayoutAttributes {
        copy() as? CollectionViewLayoutAttributes ?? CollectionViewLayoutAttributes(copying: self)
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
