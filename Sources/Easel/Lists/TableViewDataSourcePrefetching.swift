import Foundation

/// Told of rows about to show, to start loading their data early, like
/// `UITableViewDataSourcePrefetching`. Easel asks for a cell when its row comes into
/// view and never calls it (see `TableView.isPrefetchingEnabled`).
@preconcurrency @MainActor
public protocol TableViewDataSourcePrefetching: NSObjectProtocol {
    /// Rows that will soon show, like `tableView(_:prefetchRowsAt:)`.
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows no longer about to show, like `tableView(_:cancelPrefetchingForRowsAt:)`.
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
    /// Does nothing, as the requirement is optional in UIKit.
    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
