import Foundation

/// The update-constraints pass: marks, the bottom-up pass, and UIKit's check that
/// overrides call super.
extension View {
    /// Whether `updateConstraints()` is due, like `UIView.needsUpdateConstraints()`.
    public func needsUpdateConstraints() -> Bool { constraintsNeedUpdate }

    /// Calls `updateConstraints()` where marked in this subtree, subviews before their
    /// superview (bottom-up, as UIKit does).
    func updateConstraintsSubtreeIfNeeded() {
        visitPending(.constraints, childrenFirst: true) { $0.updateConstraintsIfMarked() }
    }

    /// Calls `updateConstraints()` if the view is marked, and checks that it called super.
    func updateConstraintsIfMarked() {
        guard constraintsNeedUpdate else { return }
        Trace.record(TraceEvent("updateConstraints", view: traceName))
        // A controller's view updates through the controller, whose base
        // `updateViewConstraints()` calls the view's `updateConstraints()`.
        if let controller = owningViewController { controller.updateViewConstraints() } else { updateConstraints() }
        guard constraintsNeedUpdate else { return }
        // UIKit raises here; Easel reports and goes on.
        constraintsNeedUpdate = false
        let name = String(describing: type(of: self))
        Trace.diagnostic("The layout constraints still need update after sending -updateConstraints to \(debugSummary). "
            + "\(name) or one of its superclasses may have overridden -updateConstraints without calling super. Or, "
            + "something may have dirtied layout constraints in the middle of updating them.  Both are programming "
            + "errors.", view: traceName)
    }

    /// The base `updateConstraints()`: marks the constraints updated and refreshes the
    /// intrinsic-size constraints if the size was invalidated.
    func baseUpdateConstraints() {
        constraintsNeedUpdate = false
        guard let state = layoutStorage, state.intrinsicContentSizeIsStale else { return }
        state.intrinsicContentSizeIsStale = false
        guard let engine = state.engine, let entry = engine.entries[ObjectIdentifier(self)] else { return }
        engine.refreshContentSize(of: self, entry: entry)
        engine.noteWork()
    }

    /// Like UIKit's view description: `<Label: title; frame = (0 0; 120 20)>`.
    var debugSummary: String {
        let frame = self.frame
        func number(_ value: CGFloat) -> String { LayoutNumber.format(value) }
        return "<\(String(describing: type(of: self))): \(traceName); frame = (\(number(frame.minX)) \(number(frame.minY)); "
            + "\(number(frame.width)) \(number(frame.height)))>"
    }
}
