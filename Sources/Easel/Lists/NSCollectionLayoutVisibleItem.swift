import EaselGraphics
import Foundation

/// An element about to show in a section, as its `visibleItemsInvalidationHandler`
/// sees it, like `NSCollectionLayoutVisibleItem`: what it is, where the section lays it
/// out, and what the handler may change before it shows.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The element's index path, like `indexPath`.
    var indexPath: IndexPath { get }
    /// Whether it is a cell, a supplementary or a decoration view, like
    /// `representedElementCategory`.
    var representedElementCategory: CollectionViewLayoutAttributes.ElementCategory { get }
    /// The kind of a supplementary or decoration view, like `representedElementKind`.
    var representedElementKind: String? { get }
    /// Where the section lays it out (in a row that scrolls across, before the row's
    /// scrolling), like `frame`.
    var frame: CGRect { get }
    /// Its size at the origin, like `bounds`.
    var bounds: CGRect { get }
    /// Its centre, in the frame's coordinates, like `center`; setting it moves the element.
    var center: CGPoint { get set }
    /// Its opacity, like `alpha`.
    var alpha: CGFloat { get set }
    /// Its order among overlapping elements, like `zIndex`.
    var zIndex: Int { get set }
    /// Whether it is hidden, like `isHidden`.
    var isHidden: Bool { get set }
    /// Its affine transform about its centre, like `transform`.
    var transform: Transform { get set }
}

/// A visible item over the attributes a compositional layout is about to show: the
/// handler's changes go straight into them.
@MainActor
final class CompositionalVisibleItem: NSCollectionLayoutVisibleItem {
    private let attributes: CollectionViewLayoutAttributes
    /// How far the row's scrolling moved the attributes from where the section lays the
    /// element out.
    private let scrolling: CGPoint

    init(_ attributes: CollectionViewLayoutAttributes, scrolledBy scrolling: CGPoint) {
        self.attributes = attributes
        self.scrolling = scrolling
    }

    var indexPath: IndexPath { attributes.indexPath }
    var representedElementCategory: CollectionViewLayoutAttributes.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
    var frame: CGRect { attributes.frame.offsetBy(dx: -scrolling.x, dy: -scrolling.y) }
    var bounds: CGRect { CGRect(origin: .zero, size: attributes.size) }
    var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            attributes.frame.origin.x += newValue.x - center.x
            attributes.frame.origin.y += newValue.y - center.y
        }
    }
    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var transform: Transform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
}
