import Foundation

/// A view's constraints and the Auto Layout properties UIView carries.
extension View {
    /// The view's Auto Layout state, made on first use.
    var layoutState: ViewLayoutState {
        if let layoutStorage { return layoutStorage }
        let state = ViewLayoutState()
        layoutStorage = state
        return state
    }

    /// The constraints installed on this view (those whose nearest common ancestor it
    /// is), in activation order, like `UIView.constraints`.
    public var constraints: [LayoutConstraint] { layoutStorage?.liveInstalled(on: self) ?? [] }

    // MARK: Engine plumbing

    /// The root of the view's hierarchy: the window, or the topmost superview.
    var hierarchyRoot: View {
        var root = self
        while let superview = root.superview { root = superview }
        return root
    }

    /// The engine of the view's hierarchy, hosted by its root: made (and given every
    /// active constraint of the hierarchy) when `create` asks for it.
    func hierarchyEngine(create: Bool) -> LayoutEngine? {
        let root = hierarchyRoot
        if let engine = root.layoutStorage?.hostedEngine { return engine }
        guard create else { return nil }
        let engine = LayoutEngine(host: root)
        root.layoutState.hostedEngine = engine
        engine.collectConstraints(in: root)
        return engine
    }

    /// Calls `body` for this view and each descendant that has Auto Layout state, parents
    /// first.
    func forEachViewWithLayoutState(_ body: (View, ViewLayoutState) -> Void) {
        if let layoutStorage { body(self, layoutStorage) }
        for subview in subviews { subview.forEachViewWithLayoutState(body) }
    }

    /// Gives the subviews Auto Layout places their solved frames (the base
    /// `layoutSubviews`), syncing the engine first if constraints changed.
    func applyEngineLayoutToSubviews() {
        guard let engine = layoutStorage?.engine else { return }
        engine.syncIfNeeded()
        for subview in subviews {
            guard let frame = engine.solvedFrame(of: subview) else { continue }
            let anchor = subview.layer.storedAnchorPoint
            subview.setCenterAndBoundsSize(CGPoint(x: frame.minX + anchor.x * frame.width,
                                                   y: frame.minY + anchor.y * frame.height), frame.size)
        }
    }

    /// Tells the engine that the view's frame changed outside layout (an input when the
    /// view keeps its frame through constraints, or hosts the engine).
    func layoutFrameDidChange() {
        guard let state = layoutStorage else { return }
        if let engine = state.hostedEngine {
            engine.frameDidChange(of: self)
        } else if state.translatesAutoresizingMaskIntoConstraints {
            state.engine?.frameDidChange(of: self)
        }
    }

    func contentSizeConstraintsDidChange() {
        guard layoutStorage?.engine != nil else { return }
        layoutState.intrinsicContentSizeIsStale = true
        setNeedsUpdateConstraints()
    }
}
