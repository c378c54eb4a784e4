import Easel

/// A table, like `UITableView`; the same class as Easel's `TableView`.
public typealias UITableView = TableView
/// A table's row, like `UITableViewCell`; the same class as Easel's `TableViewCell`.
public typealias UITableViewCell = TableViewCell
/// A section header or footer, like `UITableViewHeaderFooterView`.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
/// A table's data source, like `UITableViewDataSource`.
public typealias UITableViewDataSource = TableViewDataSource
/// Told of rows about to show, like `UITableViewDataSourcePrefetching`.
public typealias UITableViewDataSourcePrefetching = TableViewDataSourcePrefetching
/// Told of items about to show, like `UICollectionViewDataSourcePrefetching`.
public typealias UICollectionViewDataSourcePrefetching = CollectionViewDataSourcePrefetching
/// A table's delegate, like `UITableViewDelegate`.
public typealias UITableViewDelegate = TableViewDelegate
/// A controller of a table, like `UITableViewController`.
public typealias UITableViewController = TableViewController
/// A list row's content, like `UIListContentConfiguration`.
public typealias UIListContentConfiguration = ListContentConfiguration
/// The view of a list content configuration, like `UIListContentView`.
public typealias UIListContentView = ListContentView
/// A content configuration, like `UIContentConfiguration`.
public typealias UIContentConfiguration = ContentConfiguration
/// A content configuration's view, like `UIContentView`.
public typealias UIContentView = ContentView
/// A cell's state, like `UICellConfigurationState`.
public typealias UICellConfigurationState = CellConfigurationState
/// A collection view, like `UICollectionView`; the same class as Easel's `CollectionView`.
public typealias UICollectionView = CollectionView
/// A collection view's layout, like `UICollectionViewLayout`.
public typealias UICollectionViewLayout = CollectionViewLayout
/// The layout between two layouts of an interactive change, like `UICollectionViewTransitionLayout`.
public typealias UICollectionViewTransitionLayout = CollectionViewTransitionLayout
/// A flowing grid layout, like `UICollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// Where a layout puts an element, like `UICollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// A reusable view of a collection view, like `UICollectionReusableView`.
public typealias UICollectionReusableView = CollectionReusableView
/// What a layout's invalidation discards, like `UICollectionViewLayoutInvalidationContext`.
public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
/// A flow layout's invalidation, like `UICollectionViewFlowLayoutInvalidationContext`.
public typealias UICollectionViewFlowLayoutInvalidationContext = CollectionViewFlowLayoutInvalidationContext
/// An item's cell, like `UICollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// A collection view's data source, like `UICollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// A collection view's delegate, like `UICollectionViewDelegate`.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// A flow layout's sizing delegate, like `UICollectionViewDelegateFlowLayout`.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// A collection view data source of identifiers, like `UICollectionViewDiffableDataSource`.
public typealias UICollectionViewDiffableDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable>
    = CollectionViewDiffableDataSource<Section, Item>
/// A table data source of identifiers, like `UITableViewDiffableDataSource`.
public typealias UITableViewDiffableDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable>
    = TableViewDiffableDataSource<Section, Item>

// MARK: Compositional layouts

/// A layout built from items, groups and sections, like `UICollectionViewCompositionalLayout`.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
/// A compositional layout's options, like `UICollectionViewCompositionalLayoutConfiguration`.
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
/// Makes a compositional layout's sections, like `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = CollectionViewCompositionalLayout.SectionProvider
/// How a section scrolls across the layout, like `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior
/// A list section's look, like `UICollectionLayoutListConfiguration`.
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
/// A list cell, like `UICollectionViewListCell`.
public typealias UICollectionViewListCell = CollectionViewListCell
/// A list cell's accessory, like `UICellAccessory`.
public typealias UICellAccessory = CellAccessory
/// One change of an update as a layout hears of it, like `UICollectionViewUpdateItem`.
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem

// MARK: Table editing and swipe actions

/// An action a swipe reveals on a row, like `UIContextualAction`.
public typealias UIContextualAction = ContextualAction
/// The actions a swipe reveals on one side of a row, like `UISwipeActionsConfiguration`.
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration

// MARK: Collection list separators

/// The separators of a list's rows, like `UIListSeparatorConfiguration`.
public typealias UIListSeparatorConfiguration = ListSeparatorConfiguration

// MARK: Collection view controllers

/// A controller of a collection view, like `UICollectionViewController`.
public typealias UICollectionViewController = CollectionViewController

/// The control that refreshes a scroll view's content when it is pulled down, like
/// `UIRefreshControl`; the same class as Easel's `RefreshControl`.
public typealias UIRefreshControl = RefreshControl
