import Foundation

/// Told about a split view controller's changes, like `UISplitViewControllerDelegate`.
/// Every method is optional.
@preconcurrency @MainActor
public protocol SplitViewControllerDelegate: NSObjectProtocol {
    /// The column a collapsing column-style interface shows, like
    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` (the proposed
    /// `.secondary` by default). Not asked when a `.compact` column is set.
    func splitViewController(_ svc: SplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column)
        -> SplitViewController.Column
    /// Whether the delegate took care of a collapsing classic interface's secondary
    /// controller, like `splitViewController(_:collapseSecondary:onto:)` (false by
    /// default: the secondary is shown; true: the primary is).
    func splitViewController(_ splitViewController: SplitViewController,
                             collapseSecondary secondaryViewController: ViewController,
                             onto primaryViewController: ViewController) -> Bool
    /// The display mode is about to change, like `splitViewController(_:willChangeTo:)`.
    func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
    /// The interface collapsed to one column, like `splitViewControllerDidCollapse(_:)`.
    func splitViewControllerDidCollapse(_ svc: SplitViewController)
    /// The interface expanded to its columns, like `splitViewControllerDidExpand(_:)`.
    func splitViewControllerDidExpand(_ svc: SplitViewController)
}

extension SplitViewControllerDelegate {
    public func splitViewController(_ svc: SplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column)
        -> SplitViewController.Column { proposedTopColumn }
    public func splitViewController(_ splitViewController: SplitViewController,
                                    collapseSecondary secondaryViewController: ViewController,
                                    onto primaryViewController: ViewController) -> Bool { false }
    public func splitViewController(_ svc: SplitViewController,
                                    willChangeTo displayMode: SplitViewController.DisplayMode) {}
    public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
}
