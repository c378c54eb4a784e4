import Foundation

/// Intrinsic content size: the size a view's content asks for, which Auto Layout keeps
/// with the view's hugging and compression-resistance priorities.
extension View {
    /// "No intrinsic size in this dimension", like `UIView.noIntrinsicMetric` (-1).
    nonisolated public static let noIntrinsicMetric: CGFloat = -1
}
