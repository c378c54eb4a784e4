/// The one marking mechanism of the render pipeline: a view marks itself for a phase
/// (`needsPropertiesUpdate`, `needsLayout`, `constraintsNeedUpdate`, its layer's
/// `needsDisplay`) and then its ancestors, which lets each phase's walk find it and
/// skip every clean subtree.
extension View {
    /// Whether the view itself awaits `phase` (one phase).
    func needs(_ phase: PipelinePhases) -> Bool {
        switch phase {
        case .constraints: constraintsNeedUpdate
        case .layout: needsLayout
        case .properties: needsPropertiesUpdate
        default: layer.needsDisplay()
        }
    }

    /// Marks every ancestor as leading to work of `phases` and asks the window's
    /// pipeline for a commit. Stops at the first ancestor already marked (its own
    /// ancestors are).
    func markAncestors(for phases: PipelinePhases) {
        var ancestor = parentInRenderTree
        while let view = ancestor, !view.descendantPendingPhases.isSuperset(of: phases) {
            view.descendantPendingPhases.formUnion(phases)
            ancestor = view.parentInRenderTree
        }
        hostWindow?.setNeedsCommit()
    }

    /// After the view entered a new superview: its pending work must be found from
    /// the new ancestors.
    func markAncestorsForPendingWork() {
        var phases = descendantPendingPhases
        for phase in [PipelinePhases.properties, .constraints, .layout, .display] where needs(phase) { phases.insert(phase) }
        if !phases.isEmpty { markAncestors(for: phases) }
    }

    /// Visits, for one `phase`, the view and every view of its subtree that awaits it
    /// or leads to one that does: parents before children, or children first
    /// (`updateConstraints` runs bottom-up). The marks that lead down are cleared on
    /// the way; one still pending after the visit (a view that cannot draw yet, a
    /// layout that marked itself again) stays findable. A hidden subtree draws nothing:
    /// its display marks wait until it is shown.
    func visitPending(_ phase: PipelinePhases, childrenFirst: Bool, _ visit: (View) -> Void) {
        if !childrenFirst { visit(self) }
        if descendantPendingPhases.contains(phase), phase != .display || !isHidden {
            descendantPendingPhases.remove(phase)
            func visitChild(_ child: View) {
                guard child.needs(phase) || child.descendantPendingPhases.contains(phase) else { return }
                child.visitPending(phase, childrenFirst: childrenFirst, visit)
                if child.needs(phase) || child.descendantPendingPhases.contains(phase) {
                    descendantPendingPhases.insert(phase)
                }
            }
            for subview in subviews { visitChild(subview) }
            // A mask view is visited as the masked view's last child.
            if let maskStorage { visitChild(maskStorage) }
        }
        if childrenFirst { visit(self) }
    }
}
