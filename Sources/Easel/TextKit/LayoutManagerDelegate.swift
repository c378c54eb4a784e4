import Foundation

/// Hears about a layout manager's layout, like `NSLayoutManagerDelegate`; every method
/// does nothing by default.
public protocol LayoutManagerDelegate: NSObjectProtocol {
    /// Called when the layout is invalidated, like
    /// `layoutManagerDidInvalidateLayout(_:)`.
    func layoutManagerDidInvalidateLayout(_ sender: LayoutManager)
    /// Called when a container is laid out, like
    /// `layoutManager(_:didCompleteLayoutFor:atEnd:)`; `atEnd` is `true`, as Easel lays
    /// the whole text out in the first container.
    func layoutManager(_ layoutManager: LayoutManager, didCompleteLayoutFor textContainer: TextContainer?, atEnd layoutFinishedFlag: Bool)
    /// Called when a container's geometry changed, like
    /// `layoutManager(_:textContainer:didChangeGeometryFrom:)`.
    func layoutManager(_ layoutManager: LayoutManager, textContainer: TextContainer, didChangeGeometryFrom oldSize: CGSize)
}

extension LayoutManagerDelegate {
    public func layoutManagerDidInvalidateLayout(_ sender: LayoutManager) {}
    public func layoutManager(_ layoutManager: LayoutManager, didCompleteLayoutFor textContainer: TextContainer?,
                              atEnd layoutFinishedFlag: Bool) {}
    public func layoutManager(_ layoutManager: LayoutManager, textContainer: TextContainer,
                              didChangeGeometryFrom oldSize: CGSize) {}
}
