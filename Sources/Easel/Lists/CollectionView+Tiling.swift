import EaselGraphics
import Foundation

/// Showing the elements the bounds meet: views in, views out, self-sizing cells
/// measured and the layout prepared again until their sizes settle.
extension CollectionView {
    /// The most passes one layout makes to settle self-sizing cells.
    private static let selfSizingPasses = 8

    /// Prepares the layout, returns the elements that left to the reuse pool, asks for
    /// the ones that came on in the layout's order, and places every shown view. After
    /// an invalidation the cells already shown are measured again too. For an update,
    /// the layout hears of its changes once prepared and finalizes them at the end.
    func tileElements() {
        let invalidated = collectionViewLayout.needsPrepare
        let updateItems = pendingUpdateItems
        pendingUpdateItems = nil
        defer { if updateItems != nil { collectionViewLayout.finalizeCollectionViewUpdates() } }
        for pass in 0..<Self.selfSizingPasses {
            collectionViewLayout.prepareIfNeeded()
            if pass == 0, let updateItems {
                collectionViewLayout.prepare(forCollectionViewUpdates: updateItems)
                disappearLeavingViews()
            }
            let size = collectionViewLayout.collectionViewContentSize
            if contentSize != size { contentSize = size }
            updateOrthogonalScrollViews()
            let visible = mirrored(bounds)
            let meeting = (collectionViewLayout.layoutAttributesForElements(in: visible) ?? [])
                .filter { !$0.isHidden && $0.frame.intersects(visible) && isValid($0) }
            collectionViewLayout.adjustVisibleItems(meeting)
            let shown = meeting.filter { !$0.isHidden }
            let shownElements = Set(shown.map(\.element))
            for (element, view) in displayedViews.sorted(by: { $0.key < $1.key }) where !shownElements.contains(element) {
                displayedViews[element] = nil
                retire(view, from: element)
            }
            var resized = false
            for attributes in shown.map(placedAttributes) {
                if let view = displayedViews[attributes.element] {
                    place(view, with: attributes)
                    if pass == 0, invalidated { resized = measure(view, with: attributes) || resized }
                } else {
                    resized = display(attributes) || resized
                }
            }
            if !resized { return }
            collectionViewLayout.needsPrepare = true
        }
        Trace.diagnostic("the self-sizing cells of \(traceName) did not settle in \(Self.selfSizingPasses) passes",
                         view: traceName)
    }

    /// Whether the layout's element is one the data source has.
    private func isValid(_ attributes: CollectionViewLayoutAttributes) -> Bool {
        let indexPath = attributes.indexPath
        guard indexPath.count == 2, itemCounts.indices.contains(indexPath.section) else { return false }
        return attributes.representedElementCategory != .cell || (0..<itemCounts[indexPath.section]).contains(indexPath.item)
    }

    /// Asks for an element's view, places it and tells the delegate it will show;
    /// returns whether a self-sizing cell changed the layout.
    private func display(_ attributes: CollectionViewLayoutAttributes) -> Bool {
        let view = obtainView(for: attributes)
        displayedViews[attributes.element] = view
        let start = appearingAttributes(attributes)
        View.performWithoutAnimation { place(view, with: start) }
        hostView(for: attributes).insertSubview(view, at: 0)
        if start !== attributes { place(view, with: attributes) }
        var resized = false
        if let cell = view as? CollectionViewCell {
            cell.isSelected = selectedItems.contains(attributes.indexPath)
            cell.isEditing = isEditing
            resized = measure(cell, with: attributes)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: attributes.indexPath)
        } else if let kind = attributes.representedElementKind, attributes.representedElementCategory == .supplementaryView {
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind,
                                               at: attributes.indexPath)
        }
        return resized
    }

    /// Asks a cell for its preferred attributes; returns whether they change the layout.
    private func measure(_ view: CollectionReusableView, with attributes: CollectionViewLayoutAttributes) -> Bool {
        guard view is CollectionViewCell else { return false }
        return collectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: view.preferredLayoutAttributesFitting(attributes),
                                                           withOriginalAttributes: attributes)
    }

    /// The data source's view for an element; one another collection view made, or one
    /// already shown elsewhere, is UIKit's exception: reported, and an empty view
    /// shows instead.
    private func obtainView(for attributes: CollectionViewLayoutAttributes) -> CollectionReusableView {
        let indexPath = attributes.indexPath
        if attributes.representedElementCategory == .decorationView, let kind = attributes.representedElementKind {
            return dequeueDecorationView(ofKind: kind)
        }
        let view: CollectionReusableView? = if let kind = attributes.representedElementKind {
            dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        } else {
            dataSource?.collectionView(self, cellForItemAt: indexPath)
        }
        let blank = attributes.representedElementKind.map(blankView(ofKind:)) ?? blankCell()
        guard let view else { return blank }
        if view.owningCollectionView !== self {
            Trace.diagnostic("the view returned from the data source of \(traceName) for \(indexPath.section)-\(indexPath.item) "
                             + "was not retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath: on it",
                             view: traceName)
            return blank
        }
        if displayedViews.values.contains(where: { $0 === view }) {
            Trace.diagnostic("the data source of \(traceName) returned a view already shown at another element "
                             + "(index path: \(indexPath.section)-\(indexPath.item))", view: traceName)
            return blank
        }
        return view
    }

    /// An empty cell shown where the data source gave none (or a wrong one).
    func blankCell() -> CollectionViewCell {
        let cell = CollectionViewCell(frame: .zero)
        cell.owningCollectionView = self
        return cell
    }

    /// An empty supplementary view shown where the data source gave none.
    func blankView(ofKind kind: String) -> CollectionReusableView {
        let view = CollectionReusableView(frame: .zero)
        view.reuseKind = kind
        view.owningCollectionView = self
        return view
    }

    /// Sets a shown view's frame (in the view that holds it), transform, alpha and order
    /// from its attributes; a view whose holder changed moves to the new one.
    func place(_ view: CollectionReusableView, with attributes: CollectionViewLayoutAttributes) {
        let host = hostView(for: attributes)
        if let superview = view.superview, superview !== host { host.insertSubview(view, at: 0) }
        let frame = convert(mirrored(attributes.frame), to: host)
        if attributes.transform3D == .identity, view.transform == .identity {
            view.frame = frame
        } else {
            view.bounds.size = frame.size
            view.center = CGPoint(x: frame.midX, y: frame.midY)
            if attributes.transform3D.isAffine {
                view.transform = attributes.transform
            } else {
                view.transform3D = attributes.transform3D
            }
        }
        view.alpha = attributes.alpha
        view.layer.zPosition = CGFloat(attributes.zIndex)
        view.apply(attributes)
    }

    /// A rectangle of the layout in the collection view's content, mirrored when the
    /// layout flips in a right-to-left language (mirroring twice gives it back).
    func mirrored(_ rect: CGRect) -> CGRect {
        guard isMirrored else { return rect }
        var flipped = rect
        flipped.origin.x = contentSize.width - rect.maxX
        return flipped
    }

    /// Whether the layout shows mirrored: it flips, in a right-to-left language.
    var isMirrored: Bool {
        collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection && effectiveUserInterfaceLayoutDirection == .rightToLeft
    }
}
