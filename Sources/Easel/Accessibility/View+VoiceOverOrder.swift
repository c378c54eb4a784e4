import Foundation

extension View {
    /// The accessibility elements in and under this view, in the order VoiceOver visits
    /// them when swiping right, as AccessibilitySnapshot reproduces it from VoiceOver:
    ///
    /// - Hidden views, views with no size or no opacity, and subtrees under
    ///   `accessibilityElementsHidden` have no elements.
    /// - A view that `isAccessibilityElement` is one element; what is under it is not read.
    /// - A container's `accessibilityElements` are read in the order given.
    /// - Otherwise the subviews' elements are found (only the last modal subview's when
    ///   one has `accessibilityViewIsModal`) and read top to bottom, then left to right:
    ///   two elements whose tops are less than 8 points apart count as one row, ordered
    ///   by their left edges. A view that `shouldGroupAccessibilityChildren` keeps its
    ///   elements together, placed in the row order by the rectangle around them all.
    ///
    /// Easel has no right-to-left layout yet, so rows always read left to right.
    public var accessibilityElementsInVoiceOverOrder: [VoiceOverElement] {
        Self.ordered(accessibilityNodes(), explicitly: false)
    }

    /// An element, or a set of elements read together.
    fileprivate indirect enum AccessibilityNode {
        case element(VoiceOverElement)
        case group([AccessibilityNode], explicitlyOrdered: Bool)

        /// The rectangle that places the node among its siblings.
        var sortFrame: CGRect {
            switch self {
            case .element(let element): return element.frame
            case .group(let nodes, _): return nodes.reduce(CGRect.null) { $0.union($1.sortFrame) }
            }
        }
    }

    /// VoiceOver counts two elements as on one row when their tops are closer than this.
    private static let rowTolerance: CGFloat = 8

    fileprivate func accessibilityNodes() -> [AccessibilityNode] {
        guard !accessibilityElementsHidden, !isHidden, bounds.size != .zero, alpha > 0 else { return [] }
        if isAccessibilityElement { return [.element(VoiceOverElement(self))] }
        if let elements = accessibilityElements ?? containerElements {
            return [.group(elements.flatMap(Self.nodes), explicitlyOrdered: true)]
        }
        let shown = subviews.filter { !$0.isHidden }
        let read = shown.last(where: \.accessibilityViewIsModal).map { [$0] } ?? shown
        let children = read.flatMap { $0.accessibilityNodes() }
        return shouldGroupAccessibilityChildren ? [.group(children, explicitlyOrdered: false)] : children
    }

    /// The elements a container gives through `accessibilityElementCount()` and
    /// `accessibilityElement(at:)` when it overrides them; `nil` when it has none.
    private var containerElements: [Any]? {
        let count = accessibilityElementCount()
        guard count > 0 else { return nil }
        return (0..<count).compactMap { accessibilityElement(at: $0) }
    }

    /// The nodes of one entry of a container's `accessibilityElements`.
    private static func nodes(of object: Any) -> [AccessibilityNode] {
        switch object {
        case let view as View: return view.accessibilityNodes()
        case let element as AccessibilityElement where element.isAccessibilityElement:
            return [.element(VoiceOverElement(element))]
        default: return []
        }
    }

    /// The nodes' elements in reading order: rows top to bottom, each left to right,
    /// unless the container gave the order.
    private static func ordered(_ nodes: [AccessibilityNode], explicitly: Bool) -> [VoiceOverElement] {
        let sorted = explicitly ? nodes : nodes.enumerated().sorted { first, second in
            let a = first.element.sortFrame.origin, b = second.element.sortFrame.origin
            if abs(a.y - b.y) >= rowTolerance { return a.y < b.y }
            if a.x != b.x { return a.x < b.x }
            return first.offset < second.offset
        }.map(\.element)
        return sorted.flatMap { node -> [VoiceOverElement] in
            switch node {
            case .element(let element): return [element]
            case .group(let children, let explicitlyOrdered): return ordered(children, explicitly: explicitlyOrdered)
            }
        }
    }
}
