import UIKit
import QuartzCore

/// UIScrollView, table and collection view, cell, reusable view and flow layout members
/// as iOS code overrides them: this file builds only while each is overridable with
/// UIKit's signature.

class OverridingScrollView: UIScrollView, OverrideRecording {
    var calls: [String] = []
    override var contentOffset: CGPoint { didSet { record() } }
    override var contentSize: CGSize { didSet { record() } }
    override var contentInset: UIEdgeInsets { didSet { record() } }
    override var delegate: UIScrollViewDelegate? { didSet { record() } }
    override var isScrollEnabled: Bool { didSet { record() } }
    override var zoomScale: CGFloat { didSet { record() } }
    override var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior { didSet { record() } }
    override func adjustedContentInsetDidChange() { record(); super.adjustedContentInsetDidChange() }
    override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { record(); super.setContentOffset(contentOffset, animated: animated) }
    override func scrollRectToVisible(_ rect: CGRect, animated: Bool) { record(); super.scrollRectToVisible(rect, animated: animated) }
    override func setZoomScale(_ scale: CGFloat, animated: Bool) { record(); super.setZoomScale(scale, animated: animated) }
    override func zoom(to rect: CGRect, animated: Bool) { record(); super.zoom(to: rect, animated: animated) }
    override func flashScrollIndicators() { super.flashScrollIndicators() }
}

class OverridingTableView: UITableView, OverrideRecording {
    var calls: [String] = []
    override init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame, style: style) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var contentSize: CGSize { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize { layoutIfNeeded(); return CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height) }
    override var dataSource: UITableViewDataSource? { didSet { record() } }
    override var tableHeaderView: UIView? { didSet { record() } }
    override var tableFooterView: UIView? { didSet { record() } }
    override var isEditing: Bool { didSet { record() } }
    override func reloadData() { record(); super.reloadData() }
    override func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { super.register(cellClass, forCellReuseIdentifier: identifier) }
    override func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) { super.register(aClass, forHeaderFooterViewReuseIdentifier: identifier) }
    override func layoutSubviews() { record(); super.layoutSubviews() }
    override func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { record(); super.reloadRows(at: indexPaths, with: animation) }
    override func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { record(); super.reloadSections(sections, with: animation) }
    override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { record(); super.insertRows(at: indexPaths, with: animation) }
    override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { record(); super.deleteRows(at: indexPaths, with: animation) }
    override func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { record(); super.insertSections(sections, with: animation) }
    override func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { record(); super.deleteSections(sections, with: animation) }
    override func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { record(); super.moveRow(at: indexPath, to: newIndexPath) }
    override func beginUpdates() { record(); super.beginUpdates() }
    override func endUpdates() { record(); super.endUpdates() }
    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { record(); super.performBatchUpdates(updates, completion: completion) }
    override func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { record(); return super.dequeueReusableCell(withIdentifier: identifier) }
    override func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { record(); return super.dequeueReusableCell(withIdentifier: identifier, for: indexPath) }
    override func setEditing(_ editing: Bool, animated: Bool) { record(); super.setEditing(editing, animated: animated) }
    override func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) { record(); super.selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition) }
    override func deselectRow(at indexPath: IndexPath, animated: Bool) { record(); super.deselectRow(at: indexPath, animated: animated) }
    override func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) { record(); super.scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    override func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { super.cellForRow(at: indexPath) }
    override func indexPath(for cell: UITableViewCell) -> IndexPath? { super.indexPath(for: cell) }
    override func numberOfRows(inSection section: Int) -> Int { super.numberOfRows(inSection: section) }
}

class OverridingTableViewCell: UITableViewCell, OverrideRecording {
    var calls: [String] = []
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var frame: CGRect { get { super.frame } set { var f = newValue; f.size.width -= 0; super.frame = f } }
    override var isSelected: Bool { didSet { record() } }
    override var isHighlighted: Bool { didSet { record() } }
    override var isEditing: Bool { didSet { record() } }
    override var accessoryType: UITableViewCell.AccessoryType { didSet { record() } }
    override var accessoryView: UIView? { didSet { record() } }
    override var backgroundView: UIView? { didSet { record() } }
    override var selectedBackgroundView: UIView? { didSet { record() } }
    override var textLabel: UILabel? { super.textLabel }
    override var detailTextLabel: UILabel? { super.detailTextLabel }
    override var imageView: UIImageView? { super.imageView }
    override func prepareForReuse() { record(); super.prepareForReuse() }
    override func setSelected(_ selected: Bool, animated: Bool) { record(); super.setSelected(selected, animated: animated) }
    override func setHighlighted(_ highlighted: Bool, animated: Bool) { record(); super.setHighlighted(highlighted, animated: animated) }
    override func setEditing(_ editing: Bool, animated: Bool) { record(); super.setEditing(editing, animated: animated) }
    override func updateConfiguration(using state: UICellConfigurationState) { record(); super.updateConfiguration(using: state) }
    override func setNeedsUpdateConfiguration() { record(); super.setNeedsUpdateConfiguration() }
    override func layoutSubviews() { record(); super.layoutSubviews() }
    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority) -> CGSize { record(); return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority) }
}

class OverridingHeaderFooterView: UITableViewHeaderFooterView, OverrideRecording {
    var calls: [String] = []
    override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func prepareForReuse() { record(); super.prepareForReuse() }
}

class OverridingCollectionView: UICollectionView, OverrideRecording {
    var calls: [String] = []
    override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame, collectionViewLayout: layout) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var contentSize: CGSize { didSet { record() } }
    override var dataSource: UICollectionViewDataSource? { didSet { record() } }
    override var collectionViewLayout: UICollectionViewLayout { didSet { record() } }
    override func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { super.register(cellClass, forCellWithReuseIdentifier: identifier) }
    override func reloadData() { record(); super.reloadData() }
    override func layoutSubviews() { record(); super.layoutSubviews() }
    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { record(); super.performBatchUpdates(updates, completion: completion) }
    override func insertItems(at indexPaths: [IndexPath]) { record(); super.insertItems(at: indexPaths) }
    override func deleteItems(at indexPaths: [IndexPath]) { record(); super.deleteItems(at: indexPaths) }
    override func reloadItems(at indexPaths: [IndexPath]) { record(); super.reloadItems(at: indexPaths) }
    override func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record(); super.moveItem(at: indexPath, to: newIndexPath) }
    override func insertSections(_ sections: IndexSet) { record(); super.insertSections(sections) }
    override func deleteSections(_ sections: IndexSet) { record(); super.deleteSections(sections) }
    override func reloadSections(_ sections: IndexSet) { record(); super.reloadSections(sections) }
    override func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) { record(); super.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition) }
    override func deselectItem(at indexPath: IndexPath, animated: Bool) { record(); super.deselectItem(at: indexPath, animated: animated) }
    override func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) { record(); super.scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    override func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell { record(); return super.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) }
    override func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { super.cellForItem(at: indexPath) }
    override func indexPath(for cell: UICollectionViewCell) -> IndexPath? { super.indexPath(for: cell) }
    override func numberOfItems(inSection section: Int) -> Int { super.numberOfItems(inSection: section) }
    override var visibleCells: [UICollectionViewCell] { super.visibleCells }
    override var indexPathsForVisibleItems: [IndexPath] { super.indexPathsForVisibleItems }
}

class OverridingReusableView: UICollectionReusableView, OverrideRecording {
    var calls: [String] = []
    override func prepareForReuse() { record(); super.prepareForReuse() }
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes { record(); return super.preferredLayoutAttributesFitting(layoutAttributes) }
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { record(); super.apply(layoutAttributes) }
}

class OverridingCollectionViewCell: UICollectionViewCell, OverrideRecording {
    var calls: [String] = []
    override var isSelected: Bool { didSet { record() } }
    override var isHighlighted: Bool { didSet { record() } }
    override var backgroundView: UIView? { didSet { record() } }
    override var selectedBackgroundView: UIView? { didSet { record() } }
    override func prepareForReuse() { record(); super.prepareForReuse() }
    override func updateConfiguration(using state: UICellConfigurationState) { record(); super.updateConfiguration(using: state) }
    override func setNeedsUpdateConfiguration() { record(); super.setNeedsUpdateConfiguration() }
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes { record(); return super.preferredLayoutAttributesFitting(layoutAttributes) }
}

class OverridingListCell: UICollectionViewListCell {
    override func updateConfiguration(using state: UICellConfigurationState) { super.updateConfiguration(using: state) }
    override var accessories: [UICellAccessory] { didSet {} }
}

class OverridingFlowLayout: UICollectionViewFlowLayout {
    override func prepare() { super.prepare() }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { super.layoutAttributesForElements(in: rect) }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { super.layoutAttributesForItem(at: indexPath) }
    override var collectionViewContentSize: CGSize { super.collectionViewContentSize }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { super.shouldInvalidateLayout(forBoundsChange: newBounds) }
    override func invalidateLayout() { super.invalidateLayout() }
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath) }
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) { super.prepare(forCollectionViewUpdates: updateItems) }
    override func finalizeCollectionViewUpdates() { super.finalizeCollectionViewUpdates() }
    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) }
    override var itemSize: CGSize { didSet {} }
    override var scrollDirection: UICollectionView.ScrollDirection { didSet {} }
}
