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

    /// Whether the view's frame and autoresizing mask become constraints when it takes
    /// part in Auto Layout, like `UIView.translatesAutoresizingMaskIntoConstraints`: true
    /// for views made in code, so they keep the frame they are given. Set it to false
    /// for a view that constraints place.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            layoutStorage?.engine?.frameDidChange(of: self)
            superview?.setNeedsLayout()
        }
    }

    /// The constraints installed on this view (those whose nearest common ancestor it
    /// is), in activation order, like `UIView.constraints`.
    public var constraints: [LayoutConstraint] { layoutStorage?.liveInstalled(on: self) ?? [] }

    /// Activates a constraint, installed on this view, like `UIView.addConstraint(_:)`.
    /// The view must contain the constraint's items; otherwise it is reported and the
    /// constraint stays inactive.
    public func addConstraint(_ constraint: LayoutConstraint) {
        constraint.activate(installingOn: self)
    }

    /// Activates each constraint, installed on this view, like `UIView.addConstraints(_:)`.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates a constraint installed on this view, like `UIView.removeConstraint(_:)`.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        if constraint.installedView === self { constraint.isActive = false }
    }

    /// Deactivates each constraint installed on this view, like `UIView.removeConstraints(_:)`.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// How much the view resists growing past its intrinsic size along `axis`, like
    /// `UIView.contentHuggingPriority(for:)` (250 by default).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        guard let state = layoutStorage else { return .defaultLow }
        return axis == .horizontal ? state.contentHugging.horizontal : state.contentHugging.vertical
    }

    /// Sets the content hugging priority of an axis, like
    /// `UIView.setContentHuggingPriority(_:for:)`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard priority != contentHuggingPriority(for: axis) else { return }
        if axis == .horizontal {
            layoutState.contentHugging.horizontal = priority
        } else {
            layoutState.contentHugging.vertical = priority
        }
        contentSizeConstraintsDidChange()
    }

    /// How much the view resists shrinking below its intrinsic size along `axis`, like
    /// `UIView.contentCompressionResistancePriority(for:)` (750 by default).
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        guard let state = layoutStorage else { return .defaultHigh }
        return axis == .horizontal ? state.compressionResistance.horizontal : state.compressionResistance.vertical
    }

    /// Sets the compression resistance priority of an axis, like
    /// `UIView.setContentCompressionResistancePriority(_:for:)`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        if axis == .horizontal {
            layoutState.compressionResistance.horizontal = priority
        } else {
            layoutState.compressionResistance.vertical = priority
        }
        contentSizeConstraintsDidChange()
    }

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

    private func contentSizeConstraintsDidChange() {
        guard layoutStorage?.engine != nil else { return }
        layoutState.intrinsicContentSizeIsStale = true
        setNeedsUpdateConstraints()
    }
}
