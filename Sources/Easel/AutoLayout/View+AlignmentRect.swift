import EaselGraphics
import Foundation

// Alignment rectangles in Auto Layout, as UIKit documents them: constraints, the
// intrinsic content size and baselines place a view's alignment rectangle
// (`alignmentRect(forFrame:)`), and the frame the view gets is
// `frame(forAlignmentRect:)` of the solved rectangle. The engine's unknowns of a view
// are its alignment rectangle; a view keeping its frame through autoresizing-mask
// constraints is held at the alignment rectangle of that frame.
extension View {
    /// How far the alignment rectangle of the view's current (untransformed) frame lies
    /// inside it on each edge, as `alignmentRect(forFrame:)` gives it.
    var alignmentInsetsForLayout: EdgeInsets {
        let frame = untransformedFrame
        let aligned = alignmentRect(forFrame: frame)
        return EdgeInsets(top: aligned.minY - frame.minY, left: aligned.minX - frame.minX,
                          bottom: frame.maxY - aligned.maxY, right: frame.maxX - aligned.maxX)
    }

    /// The view's baselines as offsets from the center of its alignment rectangle (the
    /// rectangle the engine solves), not of its frame.
    var baselineOffsetsFromAlignmentCenter: BaselineOffsets? {
        guard let offsets = baselineOffsetsFromCenter else { return nil }
        let insets = alignmentInsetsForLayout
        let shift = (insets.bottom - insets.top) / 2
        return BaselineOffsets(first: offsets.first + shift, last: offsets.last + shift)
    }

    /// The view whose baseline stands for this view's `attribute` (first or last
    /// baseline): `forFirstBaselineLayout` or `forLastBaselineLayout`, followed while
    /// each names a subview (UIKit requires one); the view itself otherwise.
    func baselineLayoutView(for attribute: LayoutConstraint.Attribute) -> View {
        var view = self
        while true {
            let next = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            guard next !== view else { return view }
            guard next.isDescendant(of: view) else {
                Diagnostics.report("\(view.traceName): its baseline view \(next.traceName) is not a subview of it; using the view itself")
                return view
            }
            view = next
        }
    }

    /// The constraints that take part in placing the view along `axis`, like
    /// `UIView.constraintsAffectingLayout(for:)` (a debugging aid): the active
    /// constraints naming the view on that axis, including those Auto Layout makes (its
    /// intrinsic size and autoresizing-mask constraints), in the order they joined.
    public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        guard let engine = hierarchyEngineIfUsed else {
            return layoutStorage.map { $0.liveReferencing(self) }?.filter { $0.affects(self, on: axis) } ?? []
        }
        engine.syncIfNeeded()
        var found = layoutState.liveReferencing(self).filter { $0.affects(self, on: axis) }
        if let entry = engine.entries[ObjectIdentifier(self)] {
            let made = entry.ownConstraints + entry.contentSize.compactMap { $0 }
            for constraint in made where constraint.affects(self, on: axis) && !found.contains(where: { $0 === constraint }) {
                found.append(constraint)
            }
        }
        return found.sorted { $0.activationOrder < $1.activationOrder }
    }
}

extension LayoutConstraint {
    /// Whether the constraint relates an attribute of `view` on `axis`.
    func affects(_ view: View, on axis: Axis) -> Bool {
        (firstLayoutItem === view && firstAttribute.axis == axis)
            || (secondLayoutItem === view && secondAttribute.axis == axis)
    }
}

extension EdgeInsets {
    /// The insets with every edge negated: insetting by them undoes insetting by these.
    var inverted: EdgeInsets { EdgeInsets(top: -top, left: -left, bottom: -bottom, right: -right) }
}
