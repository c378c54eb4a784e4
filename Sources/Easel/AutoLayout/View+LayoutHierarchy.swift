import Foundation

/// What moving views between hierarchies does to their constraints.
extension View {
    /// Before `subtree` leaves this view: constraints installed outside the subtree that
    /// name a view in it are deactivated (UIKit's `removeFromSuperview` rule), and the
    /// subtree leaves this hierarchy's engine. Constraints inside the subtree stay
    /// active; the subtree's own engine takes them when it is next laid out.
    func layoutSubtreeWillDetach(_ subtree: View) {
        var crossing: [LayoutConstraint] = []
        var keepsConstraints = false
        subtree.forEachViewWithLayoutState { view, state in
            for constraint in state.liveReferencing(view) {
                if constraint.installedView?.isDescendant(of: subtree) == true {
                    keepsConstraints = true
                } else if !crossing.contains(where: { $0 === constraint }) {
                    crossing.append(constraint)
                }
            }
        }
        guard keepsConstraints || !crossing.isEmpty else { return }
        LayoutConstraint.deactivate(crossing)
        hierarchyEngine(create: false)?.removeSubtree(subtree)
        // The state marks the detached root as having Auto Layout work for later.
        if keepsConstraints { _ = subtree.layoutState }
    }

    /// After `subtree` joined this view: its constraints join this hierarchy's engine,
    /// and an engine the subtree hosted while it was a root is dropped.
    func layoutSubtreeDidAttach(_ subtree: View) {
        if let detached = subtree.layoutStorage?.hostedEngine {
            detached.tearDown()
            subtree.layoutStorage?.hostedEngine = nil
        }
        var hasConstraints = false
        subtree.forEachViewWithLayoutState { view, state in
            if !hasConstraints, !state.liveInstalled(on: view).isEmpty { hasConstraints = true }
        }
        guard hasConstraints else { return }
        if let engine = hierarchyEngine(create: false) {
            engine.collectConstraints(in: subtree)
        } else {
            _ = hierarchyEngine(create: true)
        }
    }

    /// The engine of the view's hierarchy if the hierarchy uses Auto Layout: made when its
    /// root has Auto Layout state but no engine yet (a subtree that kept its constraints
    /// when it left a window).
    var hierarchyEngineIfUsed: LayoutEngine? {
        hierarchyRoot.layoutStorage == nil ? nil : hierarchyEngine(create: true)
    }
}
