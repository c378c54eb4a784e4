import Easel
import EaselGraphics
import Foundation
import Testing

/// A text field's rectangles and intrinsic size for each border style and overlay.
@MainActor
@Suite struct TextFieldGeometryTests {
    private let bounds = CGRect(x: 0, y: 0, width: 200, height: 34)

    private func field(_ style: TextField.BorderStyle, text: String? = nil) -> TextField {
        let field = TextField(frame: bounds)
        field.borderStyle = style
        field.text = text
        return field
    }

    @Test func theDefaultsAreUIKits() {
        let field = TextField(frame: .zero)
        #expect(field.font == Font.preferredFont(forTextStyle: .body) && field.font?.pointSize == 17)
        #expect(field.textColor == .label && field.textAlignment == .natural && field.borderStyle == .none)
        #expect(field.text == "" && field.placeholder == nil && field.clearButtonMode == .never)
        #expect(!field.isSecureTextEntry && !field.adjustsFontSizeToFitWidth && field.minimumFontSize == 0)
    }

    @Test func aRoundedRectFieldIs34PointsTallAtTheBodySize() {
        let field = field(.roundedRect)
        field.placeholder = "Email"
        #expect(field.intrinsicContentSize.height == 34)
        field.font = .systemFont(ofSize: 14)
        #expect(field.intrinsicContentSize.height == 30)
    }

    @Test(arguments: [
        (TextField.BorderStyle.none, CGRect(x: 0, y: 0, width: 200, height: 34)),
        (.line, CGRect(x: 2, y: 1, width: 196, height: 32)),
        (.bezel, CGRect(x: 2, y: 1, width: 196, height: 32)),
        (.roundedRect, CGRect(x: 7, y: 0, width: 186, height: 34)),
    ])
    func theTextRectIsTheBoundsLessTheBordersInset(style: TextField.BorderStyle, expected: CGRect) {
        let field = field(style, text: "abc")
        #expect(field.textRect(forBounds: bounds) == expected)
        #expect(field.editingRect(forBounds: bounds) == expected)
        #expect(field.placeholderRect(forBounds: bounds) == expected)
        #expect(field.borderRect(forBounds: bounds) == bounds)
    }

    @Test func theClearButtonShowsByItsModeAndOnlyOverText() {
        let field = field(.roundedRect, text: "abc")
        field.clearButtonMode = .whileEditing
        #expect(field.clearButtonRect(forBounds: bounds) == CGRect(x: 176, y: 7.5, width: 19, height: 19))
        #expect(field.textRect(forBounds: bounds).maxX == 193, "not editing: no clear button")
        #expect(field.editingRect(forBounds: bounds).maxX == 176, "editing: the text stops at the button")
        field.clearButtonMode = .unlessEditing
        #expect(field.textRect(forBounds: bounds).maxX == 176 && field.editingRect(forBounds: bounds).maxX == 193)
        field.text = ""
        #expect(field.textRect(forBounds: bounds).maxX == 193, "no text: no clear button")
    }

    @Test func overlayViewsTakeTheirSpaceFromTheText() {
        let field = field(.roundedRect, text: "abc")
        let left = View(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let right = View(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        field.leftView = left
        field.leftViewMode = .always
        field.rightView = right
        field.rightViewMode = .whileEditing
        field.clearButtonMode = .always
        #expect(field.leftViewRect(forBounds: bounds) == CGRect(x: 0, y: 7, width: 30, height: 20))
        #expect(field.rightViewRect(forBounds: bounds) == CGRect(x: 176, y: 5, width: 24, height: 24))
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 30, y: 0, width: 146, height: 34))
        #expect(field.editingRect(forBounds: bounds) == CGRect(x: 30, y: 0, width: 127, height: 34),
                "editing: the clear button sits before the right view")
        field.layoutIfNeeded()
        #expect(left.superview === field && left.frame == CGRect(x: 0, y: 7, width: 30, height: 20) && !left.isHidden)
        #expect(right.superview === field && right.isHidden)
    }

    @Test func aSubclassesRectanglesAreWhereItsTextGoes() {
        final class Inset: TextField {
            override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 20, dy: 0) }
        }
        let field = Inset(frame: bounds)
        #expect(field.placeholderRect(forBounds: bounds) == CGRect(x: 20, y: 0, width: 160, height: 34))
    }

    @Test func theIntrinsicWidthIsTheWiderOfTextAndPlaceholderPlusInsets() {
        let field = field(.roundedRect, text: "Hi")
        field.placeholder = "A much longer placeholder"
        let placeholderWidth = TextLayout("A much longer placeholder", attributes: TextAttributes(font: field.font!)).size.width
        #expect(field.intrinsicContentSize.width == (placeholderWidth + 14).rounded(.up))
        field.clearButtonMode = .always
        #expect(field.intrinsicContentSize.width == (placeholderWidth + 14).rounded(.up) + 24)
    }
}
