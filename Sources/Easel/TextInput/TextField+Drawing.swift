import EaselGraphics
import Foundation

/// Drawing a text field: its border, the text or the placeholder, the selection, the
/// caret and the clear button.
extension TextField {
    /// The caret's width: 2 points, as UIKit's.
    static let caretWidth: CGFloat = 2
    /// The corner radius of the rounded-rectangle border.
    static let roundedRectCornerRadius: CGFloat = 5
    /// The selection's color: the tint color at this opacity.
    static let selectionOpacity: CGFloat = 0.2

    /// Draws the border of `borderStyle` in `rect`.
    func drawBorder(in rect: CGRect, context: GraphicsContext) {
        let pixel = 1 / contentScaleFactor
        switch borderStyle {
        case .none:
            return
        case .line:
            context.setStrokeColor(.label)
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
        case .bezel:
            context.setStrokeColor(.systemGray)
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
            context.setFillColor(.secondaryLabel)
            context.fill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1))
        case .roundedRect:
            context.addPath(BezierPath(roundedRect: rect, cornerRadius: Self.roundedRectCornerRadius))
            context.setFillColor(.tertiarySystemBackground)
            context.fillPath()
            let edge = rect.insetBy(dx: pixel / 2, dy: pixel / 2)
            context.addPath(BezierPath(roundedRect: edge, cornerRadius: Self.roundedRectCornerRadius - pixel / 2))
            context.setStrokeColor(.opaqueSeparator)
            context.setLineWidth(pixel)
            context.strokePath()
        }
    }

    /// Draws the field: border, selection, text or placeholder, caret, clear button.
    func drawField(context: GraphicsContext) {
        drawBorder(in: borderRect(forBounds: bounds), context: context)
        let textRect = currentTextRect
        if hasText {
            if isEditing, selection.length > 0, let band = textBand(from: selection.location, to: NSMaxRange(selection), in: textRect) {
                context.setFillColor(tintColor.withAlphaComponent(Self.selectionOpacity))
                context.fill(band)
            }
            drawText(in: textRect)
        } else if storedPlaceholder != nil {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        }
        if isEditing, selection.length == 0, let caret = caretRect(at: selection.location, in: textRect) {
            context.addPath(BezierPath(roundedRect: caret, cornerRadius: Self.caretWidth / 2))
            context.setFillColor(tintColor)
            context.fillPath()
        }
        if showsClearButton {
            context.addPath(ClearButtonGlyph.path(in: clearButtonRect(forBounds: bounds)))
            context.setFillColor(.tertiaryLabel)
            context.fillPath(using: .evenOdd)
        }
    }

    /// Draws the text in `rect` as `drawText(in:)` does by default.
    func drawDisplayedText(in rect: CGRect) {
        guard let context = GraphicsContext.current else { return }
        let line = placedLine(displayedText, attributes: fittedAttributes(in: rect), in: rect)
        context.saveGState()
        context.clip(to: rect)
        context.draw(line.layout, at: line.origin)
        context.restoreGState()
    }

    /// Draws the placeholder in `rect` as `drawPlaceholder(in:)` does by default.
    func drawPlaceholderText(in rect: CGRect) {
        guard let context = GraphicsContext.current, let placeholder = storedPlaceholder?.string else { return }
        let line = placedLine(placeholder, attributes: placeholderAttributes, in: rect)
        context.draw(line.layout, at: line.origin)
    }

    /// `string` laid out on one line in `rect`: placed by the alignment and centered
    /// down the rectangle when it fits; too wide, truncated at its tail, or while
    /// editing, its end at the trailing edge so the caret shows (the text scrolls).
    private func placedLine(_ string: String, attributes: TextAttributes, in rect: CGRect) -> (layout: TextLayout, origin: CGPoint) {
        let scale = contentScaleFactor
        let top = ((rect.midY - attributes.font.lineHeight / 2) * scale).rounded() / scale
        let whole = TextLayout(string, attributes: attributes, numberOfLines: 1)
        if whole.size.width <= rect.width {
            return (whole, CGPoint(x: alignedX(width: whole.size.width, in: rect), y: top))
        }
        if isEditing {
            return (whole, CGPoint(x: rect.maxX - Self.caretWidth - whole.size.width, y: top))
        }
        var truncating = attributes
        truncating.paragraphStyle.lineBreakMode = .byTruncatingTail
        let layout = TextLayout(string, attributes: truncating, containerSize: CGSize(width: rect.width, height: 0),
                                numberOfLines: 1)
        return (layout, CGPoint(x: rect.minX, y: top))
    }

    /// Where a line `width` wide starts in `rect` by the text alignment.
    private func alignedX(width: CGFloat, in rect: CGRect) -> CGFloat {
        switch textAlignment {
        case .center: rect.midX - width / 2
        case .right: rect.maxX - width
        default: rect.minX
        }
    }

    /// The text's attributes, with the font shrunk to fit `rect`'s width when
    /// `adjustsFontSizeToFitWidth` (half a point at a time, down to the minimum).
    func fittedAttributes(in rect: CGRect) -> TextAttributes {
        var attributes = drawnAttributes
        guard adjustsFontSizeToFitWidth, rect.width > 0 else { return attributes }
        let smallest = max(minimumFontSize, Self.smallestReadableFontSize)
        var size = attributes.font.pointSize
        while size > smallest, TextLayout(displayedText, attributes: attributes).size.width > rect.width {
            size = max(smallest, size - 0.5)
            attributes.font = attributes.font.withSize(size)
        }
        return attributes
    }

    /// The x of the caret at UTF-16 offset `offset` of the text drawn in `rect`.
    private func caretX(at offset: Int, in rect: CGRect) -> CGFloat {
        let attributes = fittedAttributes(in: rect)
        let line = placedLine(displayedText, attributes: attributes, in: rect)
        let text = storedText as NSString
        let prefix = text.substring(to: min(offset, text.length))
        let shown = isSecureTextEntry ? String(repeating: "\u{2022}", count: prefix.count) : prefix
        return line.origin.x + TextLayout(shown, attributes: attributes, numberOfLines: 1).size.width
    }

    /// Where the text is drawn: the editing rectangle while the field edits, else the
    /// text rectangle.
    var currentTextRect: CGRect { isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds) }

    /// The caret at UTF-16 offset `offset`: 2 points wide, the font's line high,
    /// centered down `rect`, on the pixel grid.
    func caretRect(at offset: Int, in rect: CGRect) -> CGRect? {
        guard rect.width > 0 else { return nil }
        let scale = contentScaleFactor
        let lineHeight = fittedAttributes(in: rect).font.lineHeight
        let x = (min(caretX(at: offset, in: rect), rect.maxX - Self.caretWidth) * scale).rounded() / scale
        let y = ((rect.midY - lineHeight / 2) * scale).rounded() / scale
        return CGRect(x: x, y: y, width: Self.caretWidth, height: (lineHeight * scale).rounded() / scale)
    }

    /// The band behind the characters between two UTF-16 offsets (the selection's).
    func textBand(from startOffset: Int, to endOffset: Int, in rect: CGRect) -> CGRect? {
        guard let caret = caretRect(at: startOffset, in: rect) else { return nil }
        let start = caretX(at: startOffset, in: rect)
        let end = caretX(at: endOffset, in: rect)
        return CGRect(x: start, y: caret.minY, width: end - start, height: caret.height).intersection(rect)
    }
}
