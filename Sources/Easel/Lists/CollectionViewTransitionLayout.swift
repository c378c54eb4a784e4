import EaselGraphics
import Foundation

/// A layout between two layouts, like `UICollectionViewTransitionLayout`: the collection
/// view installs it for an interactive change of layouts
/// (`CollectionView.startInteractiveTransition(to:completion:)`), and each element sits
/// `transitionProgress` of the way from its attributes in `currentLayout` to those in
/// `nextLayout`.
///
/// An element both layouts place has its frame (so its centre and size), alpha and
/// affine transform interpolated in a straight line, its `zIndex` and `isHidden` from
/// the current layout until halfway and from the next one after. An element only one
/// layout places stays where that layout puts it, fading with the progress (Apple
/// documents nothing for it). The content size is interpolated too. Subclass it to
/// change the attributes (call `super` and adjust what it returns), and keep values of
/// your own that follow the progress with `updateValue(_:forAnimatedKey:)`.
open class CollectionViewTransitionLayout: CollectionViewLayout {
    /// The layout the transition starts from, like `currentLayout`.
    public let currentLayout: CollectionViewLayout
    /// The layout the transition goes to, like `nextLayout`.
    public let nextLayout: CollectionViewLayout
    /// How far the transition has gone, 0 (the current layout) to 1 (the next one), like
    /// `transitionProgress`; setting it invalidates the layout.
    open var transitionProgress: CGFloat = 0 {
        didSet { invalidateLayout() }
    }
    private var animatedValues: [String: CGFloat] = [:]

    /// A layout from `currentLayout` to `newLayout`, like
    /// `UICollectionViewTransitionLayout(currentLayout:nextLayout:)`.
    public init(currentLayout: CollectionViewLayout, nextLayout newLayout: CollectionViewLayout) {
        self.currentLayout = currentLayout
        nextLayout = newLayout
        super.init()
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// Keeps a value of the subclass's under `key`, like `updateValue(_:forAnimatedKey:)`.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
    }

    /// The value kept under `key`, 0 when none is, like `value(forAnimatedKey:)`.
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    /// Prepares both layouts, which keep answering for the collection view.
    open override func prepare() {
        super.prepare()
        for layout in [currentLayout, nextLayout] {
            layout.attachedCollectionView = collectionView
            layout.prepareIfNeeded()
        }
    }

    open override var collectionViewContentSize: CGSize {
        let from = currentLayout.collectionViewContentSize, to = nextLayout.collectionViewContentSize
        return CGSize(width: mix(from.width, to.width), height: mix(from.height, to.height))
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        // Both layouts' every element: one coming from off screen in either layout may pass through `rect`.
        func all(_ layout: CollectionViewLayout) -> [CollectionViewLayoutAttributes] {
            layout.layoutAttributesForElements(in: CGRect(origin: .zero, size: layout.collectionViewContentSize)) ?? []
        }
        let from = all(currentLayout), to = all(nextLayout)
        let fromByElement = Dictionary(from.map { ($0.element, $0) }, uniquingKeysWith: { first, _ in first })
        let toByElement = Dictionary(to.map { ($0.element, $0) }, uniquingKeysWith: { first, _ in first })
        var elements = to.map(\.element)
        elements += from.map(\.element).filter { toByElement[$0] == nil }
        return elements.compactMap { interpolated(fromByElement[$0], toByElement[$0]) }
            .filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        interpolated(currentLayout.layoutAttributesForItem(at: indexPath), nextLayout.layoutAttributesForItem(at: indexPath))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        interpolated(currentLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath),
                     nextLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                         at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        interpolated(currentLayout.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath),
                     nextLayout.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath))
    }

    // MARK: Interpolation

    private func interpolated(_ from: CollectionViewLayoutAttributes?,
                              _ to: CollectionViewLayoutAttributes?) -> CollectionViewLayoutAttributes? {
        let progress = transitionProgress
        switch (from, to) {
        case let (from?, to?):
            let result = (progress < 0.5 ? from : to).copiedAttributes()
            result.frame = TransitionAnimator.interpolate(from.frame, to.frame, Double(progress))
            result.alpha = mix(from.alpha, to.alpha)
            let a = from.transform, b = to.transform
            result.transform = Transform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
                                         tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty))
            return result
        case let (from?, nil):
            let result = from.copiedAttributes()
            result.alpha = from.alpha * (1 - progress)
            return result
        case let (nil, to?):
            let result = to.copiedAttributes()
            result.alpha = to.alpha * progress
            return result
        case (nil, nil):
            return nil
        }
    }

    private func mix(_ from: CGFloat, _ to: CGFloat) -> CGFloat {
        from + (to - from) * transitionProgress
    }
}
