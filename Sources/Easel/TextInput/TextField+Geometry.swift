import EaselGraphics
import Foundation

/// Where a text field puts its text and overlays, and the size it asks for.
extension TextField {
    /// The side length of the clear button's square.
    static let clearButtonSide: CGFloat = 19

    /// How far the text sits from the left and right edges for `style`.
    static func horizontalTextInset(for style: BorderStyle) -> CGFloat {
        switch style {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    /// How far the clear button sits from the trailing edge for `style`.
    static func clearButtonMargin(for style: BorderStyle) -> CGFloat {
        max(0, horizontalTextInset(for: style) - 2)
    }

    /// The field's height for `style` with a font of `lineHeight`, on the pixel grid
    /// of `scale` (see `BorderStyle`).
    static func intrinsicHeight(for style: BorderStyle, lineHeight: CGFloat, scale: CGFloat) -> CGFloat {
        switch style {
        case .none: (lineHeight * scale).rounded(.up) / scale
        case .line, .bezel: (lineHeight * scale).rounded(.up) / scale + 4
        case .roundedRect: lineHeight.rounded(.down) + 14
        }
    }

    /// Whether the clear button shows now: by its mode, and only over text.
    var showsClearButton: Bool { shows(clearButton: isEditing) }

    func shows(clearButton editing: Bool) -> Bool { hasText && clearButtonMode.shows(editing: editing) }
    func showsLeftView(editing: Bool) -> Bool { leftView != nil && leftViewMode.shows(editing: editing) }
    func showsRightView(editing: Bool) -> Bool { rightView != nil && rightViewMode.shows(editing: editing) }

    /// The size an overlay view asks for: its frame's, or its intrinsic size when its
    /// frame is empty.
    static func overlaySize(of view: View) -> CGSize {
        if view.frame.size != .zero { return view.frame.size }
        let size = view.intrinsicContentSize
        return CGSize(width: max(0, size.width), height: max(0, size.height))
    }

    /// The left view's rectangle: at the leading edge, centered down the bounds.
    func defaultLeftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let size = Self.overlaySize(of: leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view's rectangle: at the trailing edge, centered down the bounds.
    func defaultRightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let size = Self.overlaySize(of: rightView)
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The clear button's square: before the right view when it shows, else at the
    /// trailing edge less the style's margin; centered down the bounds.
    func defaultClearButtonRect(forBounds bounds: CGRect, editing: Bool) -> CGRect {
        let side = Self.clearButtonSide
        let trailing = showsRightView(editing: editing)
            ? rightViewRect(forBounds: bounds).minX
            : bounds.maxX - Self.clearButtonMargin(for: borderStyle)
        return CGRect(x: trailing - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// The text's rectangle while editing or not: the bounds less the style's inset
    /// and the overlays that show then.
    func defaultTextRect(forBounds bounds: CGRect, editing: Bool) -> CGRect {
        let inset = Self.horizontalTextInset(for: borderStyle)
        var minX = bounds.minX + inset
        var maxX = bounds.maxX - inset
        if showsLeftView(editing: editing) { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
        if showsRightView(editing: editing) { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        if shows(clearButton: editing) { maxX = min(maxX, defaultClearButtonRect(forBounds: bounds, editing: editing).minX) }
        let vertical: CGFloat = borderStyle == .line || borderStyle == .bezel ? 1 : 0
        return CGRect(x: minX, y: bounds.minY + vertical, width: max(0, maxX - minX),
                      height: max(0, bounds.height - 2 * vertical))
    }

    /// The intrinsic size: the wider of the text and the placeholder, the style's
    /// insets and the overlays that show, by the style's height (at least the
    /// overlays').
    var defaultIntrinsicContentSize: CGSize {
        let textWidth = TextLayout(displayedText, attributes: drawnAttributes).size.width
        let placeholderWidth = placeholder.map { TextLayout($0, attributes: placeholderAttributes).size.width } ?? 0
        var width = max(textWidth, placeholderWidth) + 2 * Self.horizontalTextInset(for: borderStyle)
        var height = Self.intrinsicHeight(for: borderStyle, lineHeight: drawnAttributes.font.lineHeight, scale: contentScaleFactor)
        for (view, shown) in [(leftView, showsLeftView(editing: isEditing)), (rightView, showsRightView(editing: isEditing))] {
            guard let view, shown else { continue }
            let size = Self.overlaySize(of: view)
            width += size.width
            height = max(height, size.height)
        }
        if showsClearButton { width += Self.clearButtonSide + Self.clearButtonMargin(for: borderStyle) }
        let scale = contentScaleFactor
        return CGSize(width: (width * scale).rounded(.up) / scale, height: height)
    }

    /// Places the overlay views that show and hides the others.
    func layoutOverlays() {
        for (view, shown, frame) in [(leftView, showsLeftView(editing: isEditing), leftViewRect(forBounds: bounds)),
                                     (rightView, showsRightView(editing: isEditing), rightViewRect(forBounds: bounds))] {
            guard let view else { continue }
            if view.superview !== self { addSubview(view) }
            view.isHidden = !shown
            if shown { view.frame = frame }
        }
    }
}
