import Easel

/// A table, like `UITableView`; the same class as Easel's `TableView`.
public typealias UITableView = TableView
/// A table's row, like `UITableViewCell`; the same class as Easel's `TableViewCell`.
public typealias UITableViewCell = TableViewCell
/// A section header or footer, like `UITableViewHeaderFooterView`.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
/// A table's data source, like `UITableViewDataSource`.
public typealias UITableViewDataSource = TableViewDataSource
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
