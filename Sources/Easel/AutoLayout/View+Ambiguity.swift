import Foundation

/// Debugging ambiguous layouts, like UIKit's `UIConstraintBasedLayoutDebugging` methods.
extension View {
    /// Whether the constraints leave the view's frame free to take more than one value,
    /// like `UIView.hasAmbiguousLayout`: some edge or size can move without breaking a
    /// required constraint or costing an optional one more (for example two labels with
    /// the same hugging priority sharing extra space). False for a view outside Auto
    /// Layout or keeping its frame through autoresizing-mask constraints.
    public var hasAmbiguousLayout: Bool {
        guard let engine = hierarchyEngineIfUsed else { return false }
        engine.syncIfNeeded()
        return engine.isAmbiguous(self)
    }

    /// Moves an ambiguously laid out view to another of the frames its constraints allow,
    /// like `UIView.exerciseAmbiguityInLayout()`: each call pulls its free edges and sizes
    /// 100 points (or as far as the other solutions go), alternating directions, and the
    /// view is laid out there at once. Does nothing for a view whose layout is not
    /// ambiguous.
    public func exerciseAmbiguityInLayout() {
        guard let engine = hierarchyEngineIfUsed else { return }
        engine.syncIfNeeded()
        guard engine.exerciseAmbiguity(of: self) else { return }
        engine.syncIfNeeded()
        superview?.layoutIfNeeded()
    }
}
