import Foundation

/// A toolbar's delegate, like `UIToolbarDelegate`: it declares nothing of its own and
/// answers where the toolbar sits (`position(for:)`; `.bottom` when it does not say).
@preconcurrency @MainActor
public protocol ToolbarDelegate: BarPositioningDelegate {}
