import Easel
import Foundation

/// A collection view data source and flow delegate that records every call it gets.
@MainActor
final class CollectionLog: NSObject, CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var items: [Int]
    var entries: [String] = []
    var identifier = "cell"
    /// Sizes that replace the layout's item size, by item.
    var sizes: [IndexPath: CGSize] = [:]

    init(items: [Int]) { self.items = items }

    static func name(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.item)" }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        entries.append("numberOfSections")
        return items.count
    }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        entries.append("numberOfItems \(section)")
        return items[section]
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        entries.append("cellForItem \(Self.name(indexPath))")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        cell.accessibilityLabel = "Item \(Self.name(indexPath))"
        return cell
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        entries.append("viewFor \(kind == CollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as! CollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        entries.append("willDisplay \(Self.name(indexPath))")
    }
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        entries.append("didEndDisplaying \(Self.name(indexPath))")
    }
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        entries.append("shouldHighlight \(Self.name(indexPath))")
        return true
    }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        entries.append("didHighlight \(Self.name(indexPath))")
    }
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        entries.append("didUnhighlight \(Self.name(indexPath))")
    }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        entries.append("shouldSelect \(Self.name(indexPath))")
        return true
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        entries.append("didSelect \(Self.name(indexPath))")
    }
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        entries.append("shouldDeselect \(Self.name(indexPath))")
        return true
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        entries.append("didDeselect \(Self.name(indexPath))")
    }
}

/// A cell that counts how often it was prepared for reuse.
final class CountingCollectionCell: CollectionViewCell {
    var reuses = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A shown collection view of `width` × `height` at 1× with a flow layout, registered
/// for `CountingCollectionCell` ("cell") and title views ("title"), settled.
@MainActor
func shownCollection(_ log: CollectionLog, width: CGFloat = 200, height: CGFloat = 100,
                     configure: (CollectionViewFlowLayout) -> Void = { _ in }) -> (Window, CollectionView) {
    let window = shownWindow(width: width, height: height)
    let layout = CollectionViewFlowLayout()
    configure(layout)
    let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    collection.accessibilityIdentifier = "collection"
    collection.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
        collection.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
    }
    collection.dataSource = log
    collection.delegate = log
    window.addSubview(collection)
    window.eventLoop.runOnce()
    return (window, collection)
}
