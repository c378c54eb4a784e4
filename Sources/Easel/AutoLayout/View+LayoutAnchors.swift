import Foundation

/// A view's layout anchors, like UIView's `NSLayoutAnchor` properties.
extension View: LayoutItem {
    var layoutVariables: LayoutVariables { layoutState.variables }
    var layoutOwningView: View? { self }

    /// `TypeName:identifier`, with a label's text in quotes, as UIKit prints
    /// `UILabel:0x7f…'Hello'` (the accessibility identifier stands in for the address).
    var layoutDescription: String {
        var text = String(describing: type(of: self))
        if let accessibilityIdentifier { text += ":" + accessibilityIdentifier }
        if let label = self as? Label, let string = label.text { text += "'\(string)'" }
        return text
    }

    /// Like `UIView.leadingAnchor` (the left edge: Easel lays out left to right).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// Like `UIView.trailingAnchor` (the right edge).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// Like `UIView.leftAnchor`.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// Like `UIView.rightAnchor`.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// Like `UIView.centerXAnchor`.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// Like `UIView.topAnchor`.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// Like `UIView.bottomAnchor`.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// Like `UIView.centerYAnchor`.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text, like `UIView.firstBaselineAnchor`; a view
    /// without text has its baselines at its bottom.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text, like `UIView.lastBaselineAnchor`.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// Like `UIView.widthAnchor`.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// Like `UIView.heightAnchor`.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}
