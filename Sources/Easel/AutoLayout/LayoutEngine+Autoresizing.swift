import Foundation

// translatesAutoresizingMaskIntoConstraints: a view that keeps its frame takes part in
// Auto Layout through constraints made from that frame and its autoresizing mask, like
// UIKit's NSAutoresizingMaskLayoutConstraint.
extension LayoutEngine {
    /// Four constraints that hold `view` where its frame puts it and resize it with its
    /// superview as its autoresizing mask says: per axis, the position
    /// (`minX == superview.minX + a·superview.width + b`) and the size
    /// (`width == c·superview.width + d`). The coefficients are the linear form of
    /// `View.resize(withOldSuperviewSize:newSize:)`: a size change is shared among the
    /// flexible parts in proportion to their current lengths (equally when all are 0).
    func autoresizingConstraints(of view: View) -> [LayoutConstraint] {
        guard let superview = view.superview else { return [] }
        let mask = superview.autoresizesSubviews ? view.autoresizingMask : []
        let frame = view.untransformedFrame
        let container = superview.bounds.size
        let code = Self.maskCode(mask)
        // The frame's formula, restated for the alignment rectangles the engine solves:
        // the view's lies `inset` inside its frame, the superview's `outer` inside its bounds.
        let own = view.alignmentInsetsForLayout, outer = superview.alignmentInsetsForLayout
        func axis(start: CGFloat, length: CGFloat, total: CGFloat, flexible: (Bool, Bool, Bool),
                  position: LayoutConstraint.Attribute, size: LayoutConstraint.Attribute,
                  inset: (CGFloat, CGFloat), outer: (CGFloat, CGFloat)) -> [LayoutConstraint]
        {
            let end = total - start - length
            let parts = [(flexible.0, start), (flexible.1, length), (flexible.2, end)].filter(\.0).map(\.1)
            let sum = parts.reduce(0, +)
            func share(_ isFlexible: Bool, _ part: CGFloat) -> CGFloat {
                guard isFlexible else { return 0 }
                return sum > 0 ? part / sum : 1 / CGFloat(parts.count)
            }
            let startShare = share(flexible.0, start), lengthShare = share(flexible.1, length)
            func make(_ attribute: LayoutConstraint.Attribute, _ multiplier: CGFloat, _ constant: CGFloat) -> LayoutConstraint {
                LayoutConstraint(first: view, firstAttribute: attribute, relation: .equal, second: superview,
                                 secondAttribute: size, multiplier: multiplier, constant: constant,
                                 kind: .autoresizingMask(code))
            }
            let outerTotal = outer.0 + outer.1
            return [make(position, startShare, start - startShare * total + startShare * outerTotal - outer.0 + inset.0),
                    make(size, lengthShare, length - lengthShare * total + lengthShare * outerTotal - inset.0 - inset.1)]
        }
        return axis(start: frame.minX, length: frame.width, total: container.width,
                    flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                               mask.contains(.flexibleRightMargin)),
                    position: .left, size: .width, inset: (own.left, own.right), outer: (outer.left, outer.right))
            + axis(start: frame.minY, length: frame.height, total: container.height,
                   flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                              mask.contains(.flexibleBottomMargin)),
                   position: .top, size: .height, inset: (own.top, own.bottom), outer: (outer.top, outer.bottom))
    }

    /// UIKit's summary of a mask, `h=--& v=--&`: per axis the leading margin, the size
    /// and the trailing margin, `&` where flexible (a mask with none flexible shows the
    /// trailing margin as flexible, as UIKit does).
    static func maskCode(_ mask: AutoresizingMask) -> String {
        func axis(_ start: Bool, _ length: Bool, _ end: Bool) -> String {
            (start ? "&" : "-") + (length ? "&" : "-") + (end || !(start || length) ? "&" : "-")
        }
        return "h=" + axis(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                           mask.contains(.flexibleRightMargin))
            + " v=" + axis(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                           mask.contains(.flexibleBottomMargin))
    }
}
