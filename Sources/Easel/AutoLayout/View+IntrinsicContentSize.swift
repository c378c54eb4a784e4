import Foundation

/// Intrinsic content size: the size a view's content asks for, which Auto Layout keeps
/// with the view's hugging and compression-resistance priorities.
extension View {
    /// "No intrinsic size in this dimension", like `UIView.noIntrinsicMetric` (-1).
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// Tells Auto Layout that `intrinsicContentSize` changed, like
    /// `UIView.invalidateIntrinsicContentSize()`: the view's `updateConstraints` runs in
    /// the next pass and reads the new size. Does nothing for a view outside Auto Layout.
    public func invalidateIntrinsicContentSize() {
        guard let state = layoutStorage, state.hasTakenPartInAutoLayout || state.engine != nil else { return }
        state.intrinsicContentSizeIsStale = true
        setNeedsUpdateConstraints()
        // A stack view filling proportionally sizes its views from their intrinsic sizes.
        state.arrangingStackView?.setNeedsUpdateConstraints()
    }
}
