import Foundation

/// Registering classes and dequeuing reusable cells and supplementary views.
extension CollectionView {
    /// Registers the class of the supplementary views of `elementKind` for
    /// `identifier`, like `UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
    public func register(_ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        register(viewClass as AnyClass?, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    }

    /// A supplementary view of `elementKind` for `identifier`, reused or new, like
    /// `UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`;
    /// an unregistered one is reported, as for cells.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> CollectionReusableView {
        let key = ReuseKey(kind: elementKind, identifier: identifier)
        if let view = dequeue(key) { return view }
        Trace.diagnostic("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register "
                         + "a nib or a class for the identifier or connect a prototype cell in a storyboard", view: traceName)
        return adopt(CollectionReusableView(frame: .zero), key: key)
    }

    /// A decoration view of `elementKind`, reused or new of the class the layout
    /// registered; an unregistered kind is UIKit's exception, reported, and gets an
    /// empty view.
    func dequeueDecorationView(ofKind elementKind: String) -> CollectionReusableView {
        let key = ReuseKey(kind: elementKind, identifier: Self.decorationReuseIdentifier)
        if let view = reusePool[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let viewClass = collectionViewLayout.decorationClasses[elementKind] else {
            Trace.diagnostic("could not dequeue a decoration view of kind: \(elementKind) - must register a class for the kind "
                             + "with the layout", view: traceName)
            return adopt(CollectionReusableView(frame: .zero), key: key)
        }
        return adopt(RegisteredViews.makeReusableView(viewClass), key: key)
    }

    /// The reuse identifier decoration views are pooled by.
    private static let decorationReuseIdentifier = "UICollectionViewDecorationView"

    /// A view from the pool after `prepareForReuse()`, or a new one of the registered class.
    func dequeue(_ key: ReuseKey) -> CollectionReusableView? {
        if let view = reusePool[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let viewClass = registrations[key] else { return nil }
        return adopt(RegisteredViews.makeReusableView(viewClass), key: key)
    }

    /// Marks a new view as this collection view's.
    func adopt<Reusable: CollectionReusableView>(_ view: Reusable, key: ReuseKey) -> Reusable {
        view.reuseIdentifier = key.identifier
        view.reuseKind = key.kind
        view.owningCollectionView = self
        return view
    }

    /// Takes a view off the collection view into the reuse pool, telling the delegate.
    func endDisplaying(_ view: CollectionReusableView, as element: CollectionElement) {
        view.removeFromSuperview()
        if let identifier = view.reuseIdentifier {
            reusePool[ReuseKey(kind: view.reuseKind, identifier: identifier), default: []].append(view)
        }
        if let cell = view as? CollectionViewCell, element.kind == nil {
            cell.isHighlighted = false
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: element.indexPath)
        } else if let kind = element.kind, !element.isDecoration {
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind,
                                               at: element.indexPath)
        }
    }
}
