import Foundation

/// The size a view's constraints give it (`systemLayoutSizeFitting`).
extension View {
    /// The smallest size the constraints allow, like `UIView.layoutFittingCompressedSize`.
    nonisolated public static let layoutFittingCompressedSize = CGSize.zero
    /// The largest size the constraints allow, like `UIView.layoutFittingExpandedSize`.
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size the view's constraints give it when its width and height are pulled
    /// towards `targetSize` at the given priorities: what `systemLayoutSizeFitting`
    /// (declared open in `View`) answers.
    ///
    /// The view is solved on its own, in an engine of its own: the constraints installed
    /// in its subtree, the intrinsic sizes and autoresizing-mask constraints of its
    /// subviews, but none that tie it to its superview. The result is rounded to the
    /// pixel grid. Nothing is laid out.
    func constraintsFittingSize(_ targetSize: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(host: self, fitting: (targetSize, horizontal, vertical))
        var found: [LayoutConstraint] = []
        forEachViewWithLayoutState { view, state in found.append(contentsOf: state.liveInstalled(on: view)) }
        _ = engine.entry(for: self)
        for constraint in found.sorted(by: { $0.activationOrder < $1.activationOrder }) { engine.addToSolver(constraint) }
        engine.solver.updateVariables()
        let scale = engine.pixelScale
        func rounded(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        // The solved size is the alignment rectangle's; the view's is its frame's.
        let variables = layoutState.variables
        let aligned = CGSize(width: engine.value(variables.width), height: engine.value(variables.height))
        let size = frame(forAlignmentRect: CGRect(origin: .zero, size: aligned)).size
        return CGSize(width: rounded(size.width), height: rounded(size.height))
    }
}
