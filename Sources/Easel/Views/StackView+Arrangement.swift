import Foundation

// The constraints of an arrangement, as UIStackView makes them (their identifiers are
// UIKit's): the arranged views chained along the axis and connected to the stack's
// edges (its margins with isLayoutMarginsRelativeArrangement), the distribution's
// constraints, and the alignment's across the axis, where alignments other than fill
// use a spanning guide that the stack hugs.
extension StackView {
    /// The anchors of one axis of an item, by role.
    private struct Edges {
        let start: LayoutConstraint.Attribute, end: LayoutConstraint.Attribute
        let center: LayoutConstraint.Attribute, size: LayoutConstraint.Attribute

        static let horizontal = Edges(start: .leading, end: .trailing, center: .centerX, size: .width)
        static let vertical = Edges(start: .top, end: .bottom, center: .centerY, size: .height)
    }

    /// Replaces the arrangement's constraints and guides with ones for the current
    /// arranged views and properties.
    func rebuildArrangement() {
        LayoutConstraint.deactivate(arrangementConstraints)
        for guide in arrangementGuides { removeLayoutGuide(guide) }
        arrangementConstraints = []
        arrangementGuides = []
        let views = arrangedSubviews.filter { $0.superview === self }
        guard !views.isEmpty else { return }
        let along = axis == .horizontal ? Edges.horizontal : Edges.vertical
        let across = axis == .horizontal ? Edges.vertical : Edges.horizontal
        let canvas: any LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let visible = views.filter { !$0.isHidden }
        for view in views where view.isHidden {
            add("UISV-hiding", view, along.size, .equal, nil, .notAnAttribute, constant: 0)
        }
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
            chain(views, along: along, canvas: canvas)
        case .equalSpacing, .equalCentering:
            distribute(views, visible: visible, along: along, canvas: canvas)
        }
        if distribution == .fillEqually, let first = visible.first {
            for view in visible.dropFirst() { add("UISV-fill-equally", view, along.size, .equal, first, along.size) }
        }
        if distribution == .fillProportionally { fillProportionally(visible, along: along) }
        align(views, visible: visible, across: across, canvas: canvas)
        LayoutConstraint.activate(arrangementConstraints)
    }

    /// Every arranged view after the previous one (`UISV-spacing`), the first and last
    /// on the stack's edges (`UISV-canvas-connection`). A hidden view has no spacing of
    /// its own: the spacing after it, or after the last visible view, is 0.
    private func chain(_ views: [View], along: Edges, canvas: any LayoutItem) {
        add("UISV-canvas-connection", canvas, along.start, .equal, views[0], along.start)
        add("UISV-canvas-connection", views[views.count - 1], along.end, .equal, canvas, along.end)
        for (index, (previous, next)) in zip(views, views.dropFirst()).enumerated() {
            let hasVisibleAfter = views[(index + 1)...].contains { !$0.isHidden }
            let gap = previous.isHidden || !hasVisibleAfter ? 0 : spacing(after: previous)
            add("UISV-spacing", next, along.start, .equal, previous, along.end, constant: gap)
        }
    }

    /// `equalSpacing` and `equalCentering`: a gap guide between each pair of visible
    /// views, from edge to edge or from center to center (`UISV-distributing-edge`), the
    /// gaps equal (`UISV-fill-equally`, at 149 when centering), and at least `spacing`
    /// between the views (`UISV-spacing`). Hidden views sit, collapsed, after the view
    /// before them.
    private func distribute(_ views: [View], visible: [View], along: Edges, canvas: any LayoutItem) {
        guard let first = visible.first, let last = visible.last else {
            chain(views, along: along, canvas: canvas)
            return
        }
        add("UISV-canvas-connection", canvas, along.start, .equal, first, along.start)
        add("UISV-canvas-connection", last, along.end, .equal, canvas, along.end)
        var previousVisible: View?
        for view in views {
            if view.isHidden {
                if let previousVisible {
                    add("UISV-spacing", view, along.start, .equal, previousVisible, along.end)
                } else {
                    add("UISV-canvas-connection", view, along.start, .equal, canvas, along.start)
                }
            } else {
                previousVisible = view
            }
        }
        let centering = distribution == .equalCentering
        var gaps: [LayoutGuide] = []
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap = LayoutGuide()
            gap.identifier = "UISV-distributing"
            addLayoutGuide(gap)
            arrangementGuides.append(gap)
            add("UISV-distributing-edge", gap, along.start, .equal, previous, centering ? along.center : along.end)
            add("UISV-distributing-edge", next, centering ? along.center : along.start, .equal, gap, along.end)
            add("UISV-spacing", next, along.start, .greaterThanOrEqual, previous, along.end,
                constant: spacing(after: previous))
            if let firstGap = gaps.first {
                add("UISV-fill-equally", gap, along.size, .equal, firstGap, along.size, priority: centering ? 149 : .required)
            }
            gaps.append(gap)
        }
    }

    /// `fillProportionally`: each visible view's length is its share of the stack's
    /// length, `intrinsic / (sum of intrinsics + spacings)`, at 999, 998, … in order, as
    /// UIKit computes it (so with spacing the last view absorbs the difference). A view
    /// without an intrinsic length counts with its current one.
    private func fillProportionally(_ visible: [View], along: Edges) {
        let lengths = visible.map { view in
            let intrinsic = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
            return intrinsic != View.noIntrinsicMetric
                ? intrinsic : (axis == .horizontal ? view.bounds.width : view.bounds.height)
        }
        let spacings = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + spacing(after: $1.0) }
        let total = lengths.reduce(0, +) + spacings
        guard total > 0 else { return }
        for (index, (view, length)) in zip(visible, lengths).enumerated() {
            add("UISV-fill-proportionally", view, along.size, .equal, self, along.size, multiplier: length / total,
                priority: LayoutPriority(Float(999 - index)))
        }
    }

    /// The alignment across the axis. `fill` pins the views to both edges; the others
    /// align them on the first visible view and bound them by a spanning guide whose
    /// edges are the stack's (`UISV-spanning-boundary`, `UISV-spanning-fit` at 51), with
    /// each view's length pulled to 0 at 25 (`UISV-ambiguity-suppression`). Baselines
    /// apply to horizontal stacks; a vertical one fills instead.
    private func align(_ views: [View], visible: [View], across: Edges, canvas: any LayoutItem) {
        let reference = visible.first ?? views[0]
        var alignment = self.alignment
        if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        for view in views where view.isHidden && view !== reference {
            add("UISV-alignment", reference, across.start, .equal, view, across.start)
            add("UISV-alignment", reference, across.end, .equal, view, across.end)
        }
        let others = visible.filter { $0 !== reference }
        guard alignment != .fill else {
            for view in others {
                add("UISV-alignment", reference, across.start, .equal, view, across.start)
                add("UISV-alignment", reference, across.end, .equal, view, across.end)
            }
            add("UISV-canvas-connection", canvas, across.start, .equal, reference, across.start)
            add("UISV-canvas-connection", reference, across.end, .equal, canvas, across.end)
            return
        }
        let aligned: LayoutConstraint.Attribute = switch alignment {
        case .leading: across.start
        case .trailing: across.end
        case .center: across.center
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        case .fill: across.start
        }
        for view in others { add("UISV-alignment", reference, aligned, .equal, view, aligned) }
        let spanner = LayoutGuide()
        spanner.identifier = "UISV-alignment-spanner"
        addLayoutGuide(spanner)
        arrangementGuides.append(spanner)
        for view in visible {
            if alignment == .leading {
                add("UISV-spanning-boundary", spanner, across.start, .equal, view, across.start, priority: 999.5)
            } else {
                add("UISV-spanning-boundary", spanner, across.start, .lessThanOrEqual, view, across.start)
            }
            if alignment == .trailing {
                add("UISV-spanning-boundary", spanner, across.end, .equal, view, across.end, priority: 999.5)
            } else {
                add("UISV-spanning-boundary", spanner, across.end, .greaterThanOrEqual, view, across.end)
            }
        }
        add("UISV-spanning-fit", spanner, across.size, .equal, nil, .notAnAttribute, constant: 0, priority: 51)
        switch alignment {
        case .leading:
            add("UISV-canvas-connection", canvas, across.start, .equal, reference, across.start)
            add("UISV-canvas-connection", spanner, across.end, .equal, canvas, across.end)
        case .trailing:
            add("UISV-canvas-connection", canvas, across.start, .equal, spanner, across.start)
            add("UISV-canvas-connection", reference, across.end, .equal, canvas, across.end)
        case .center:
            add("UISV-canvas-connection", canvas, across.start, .equal, spanner, across.start)
            add("UISV-canvas-connection", spanner, across.end, .equal, canvas, across.end)
            add("UISV-canvas-connection", canvas, across.center, .equal, reference, across.center)
        case .firstBaseline, .lastBaseline, .fill:
            add("UISV-canvas-connection", canvas, across.start, .equal, spanner, across.start)
            if alignment == .lastBaseline {
                add("UISV-canvas-connection", canvas, across.end, .greaterThanOrEqual, reference, across.end)
            } else {
                add("UISV-canvas-connection", spanner, across.end, .equal, canvas, across.end)
            }
            add("UISV-canvas-fit", self, across.size, .equal, nil, .notAnAttribute, constant: 0, priority: 49)
            if distribution == .fill, visible.count > 1 {
                for view in visible {
                    add("UISV-text-width-disambiguation", view, .width, .equal, self, .width,
                        multiplier: 1 / CGFloat(visible.count), priority: 760)
                }
            }
        }
        for view in visible {
            add("UISV-ambiguity-suppression", view, across.size, .equal, nil, .notAnAttribute, constant: 0, priority: 25)
        }
    }

    /// Adds `first.attribute relation multiplier × second.attribute + constant` at
    /// `priority` to the arrangement, under UIKit's identifier.
    private func add(_ identifier: String, _ first: any LayoutItem, _ firstAttribute: LayoutConstraint.Attribute,
                     _ relation: LayoutConstraint.Relation, _ second: (any LayoutItem)?,
                     _ secondAttribute: LayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                     priority: LayoutPriority = .required)
    {
        let constraint = LayoutConstraint(first: first, firstAttribute: firstAttribute, relation: relation, second: second,
                                          secondAttribute: secondAttribute, multiplier: multiplier, constant: constant)
        constraint.identifier = identifier
        constraint.priority = priority
        arrangementConstraints.append(constraint)
    }
}
