import Foundation

/// The edit commands a responder may carry out, like `UIResponderStandardEditActions`:
/// the actions of the edit menu (`UIMenuController`) and the keyboard shortcuts.
/// `Responder` conforms, with base versions that do nothing and report the call; views
/// that edit override them and say which they can carry out in
/// `canPerformAction(_:withSender:)`. Every method is optional, as in UIKit: another
/// conforming class gets versions that do nothing.
@preconcurrency @MainActor
public protocol ResponderStandardEditActions: NSObjectProtocol {
    /// Like `UIResponderStandardEditActions.cut(_:)`.
    func cut(_ sender: Any?)
    /// Like `UIResponderStandardEditActions.copy(_:)`.
    func copy(_ sender: Any?)
    /// Like `UIResponderStandardEditActions.paste(_:)`.
    func paste(_ sender: Any?)
    /// Like `UIResponderStandardEditActions.pasteAndMatchStyle(_:)`.
    func pasteAndMatchStyle(_ sender: Any?)
    /// Like `UIResponderStandardEditActions.select(_:)`.
    func select(_ sender: Any?)
    /// Like `UIResponderStandardEditActions.selectAll(_:)`.
    func selectAll(_ sender: Any?)
    /// Like `UIResponderStandardEditActions.delete(_:)`.
    func delete(_ sender: Any?)
    /// Like `UIResponderStandardEditActions.makeTextWritingDirectionLeftToRight(_:)`.
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    /// Like `UIResponderStandardEditActions.makeTextWritingDirectionRightToLeft(_:)`.
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    /// Like `UIResponderStandardEditActions.toggleBoldface(_:)`.
    func toggleBoldface(_ sender: Any?)
    /// Like `UIResponderStandardEditActions.toggleItalics(_:)`.
    func toggleItalics(_ sender: Any?)
    /// Like `UIResponderStandardEditActions.toggleUnderline(_:)`.
    func toggleUnderline(_ sender: Any?)
    /// Like `UIResponderStandardEditActions.increaseSize(_:)`.
    func increaseSize(_ sender: Any?)
    /// Like `UIResponderStandardEditActions.decreaseSize(_:)`.
    func decreaseSize(_ sender: Any?)
}

extension ResponderStandardEditActions {
    public func cut(_ sender: Any?) {}
    public func copy(_ sender: Any?) {}
    public func paste(_ sender: Any?) {}
    public func pasteAndMatchStyle(_ sender: Any?) {}
    public func select(_ sender: Any?) {}
    public func selectAll(_ sender: Any?) {}
    public func delete(_ sender: Any?) {}
    public func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    public func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    public func toggleBoldface(_ sender: Any?) {}
    public func toggleItalics(_ sender: Any?) {}
    public func toggleUnderline(_ sender: Any?) {}
    public func increaseSize(_ sender: Any?) {}
    public func decreaseSize(_ sender: Any?) {}
}

extension Responder: ResponderStandardEditActions {}
