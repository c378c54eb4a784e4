import Easel
import EaselGraphics
import Foundation
import Testing

/// What a text field draws: borders, placeholder, text, bullets, caret, selection and
/// the clear button, in exact pixels.
@MainActor
@Suite struct TextFieldDrawingTests {
    /// A white window with one field at (10, 10), 200 × 34, committed.
    private func render(scale: CGFloat = 2, _ configure: (TextField) -> Void) -> (Window, TextField) {
        let window = shownWindow(width: 220, height: 54, scale: scale)
        window.backgroundColor = .white
        let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        window.addSubview(field)
        configure(field)
        window.eventLoop.runOnce()
        return (window, field)
    }

    private func pixel(_ window: Window, _ x: CGFloat, _ y: CGFloat) -> Pixel {
        window.lastFrame!.image[Int(x * window.scale), Int(y * window.scale)]
    }

    @Test func aRoundedRectIsFilledAndEdgedWithAHairline() {
        let (window, _) = render { $0.borderStyle = .roundedRect }
        #expect(pixel(window, 100, 27) == Color.white.pixel, "tertiarySystemBackground is white in light mode")
        #expect(pixel(window, 100, 10) == Pixel(red: 198, green: 198, blue: 200), "the top edge: opaqueSeparator")
        #expect(pixel(window, 10, 10) == Color.white.pixel, "the corner is round")
    }

    @Test func aLineBorderIsOnePointOfLabelColor() {
        let (window, _) = render { $0.borderStyle = .line }
        #expect(pixel(window, 100, 10) == Color.black.pixel)
        #expect(pixel(window, 100, 10.5) == Color.black.pixel)
        #expect(pixel(window, 100, 11) == Color.white.pixel)
    }

    @Test func theCaretIsTwoPointsOfTintAtTheInsertionPoint() {
        let (window, field) = render {
            $0.borderStyle = .roundedRect
            $0.text = "Hi"
        }
        field.becomeFirstResponder()
        window.eventLoop.runOnce()
        let width = TextLayout("Hi", attributes: TextAttributes(font: field.font!)).size.width
        let caretX = ((17 + width) * 2).rounded() / 2
        #expect(pixel(window, caretX + 0.5, 27) == Color.systemBlue.pixel)
        #expect(pixel(window, caretX + 1.5, 27) == Color.systemBlue.pixel)
        #expect(pixel(window, caretX + 2.5, 27) == Color.white.pixel)
        field.resignFirstResponder()
        window.eventLoop.runOnce()
        #expect(pixel(window, caretX + 0.5, 27) == Color.white.pixel, "no caret once editing ends")
    }

    @Test func secureTextIsDrawnAsBullets() {
        let (secure, _) = render {
            $0.text = "abc"
            $0.isSecureTextEntry = true
        }
        let (bullets, _) = render { $0.text = "\u{2022}\u{2022}\u{2022}" }
        let (plain, _) = render { $0.text = "abc" }
        #expect(secure.lastFrame!.image == bullets.lastFrame!.image)
        #expect(secure.lastFrame!.image != plain.lastFrame!.image)
    }

    @Test func thePlaceholderIsDrawnInPlaceholderTextUntilThereIsText() {
        let (placeholder, field) = render { $0.placeholder = "Email" }
        let (sameColor, _) = render {
            $0.text = "Email"
            $0.textColor = .placeholderText
        }
        #expect(placeholder.lastFrame!.image == sameColor.lastFrame!.image)
        field.text = "x"
        placeholder.eventLoop.runOnce()
        #expect(placeholder.lastFrame!.image != sameColor.lastFrame!.image)
    }

    @Test func theClearButtonIsADiscWithACrossCutOut() {
        let (window, field) = render {
            $0.text = "abc"
            $0.clearButtonMode = .always
        }
        let button = field.clearButtonRect(forBounds: field.bounds).offsetBy(dx: 10, dy: 10)
        #expect(pixel(window, button.midX, button.midY) == Color.white.pixel, "the cross's center is cut out")
        let disc = pixel(window, button.midX, button.midY - 5)
        // tertiaryLabel (60, 60, 67 at 30 %) over white, as cairo rounds it.
        #expect(disc == Pixel(red: 197, green: 197, blue: 199), "between the cross's arms: the disc")
        #expect(pixel(window, button.minX + 1, button.minY + 1) == Color.white.pixel, "outside the disc")
    }

    @Test func theSelectionIsATintedBandBehindTheText() {
        let (window, field) = render { $0.text = "Selected" }
        field.becomeFirstResponder()
        field.selectAll(nil)
        window.eventLoop.runOnce()
        #expect(pixel(window, 10.25, 18) == Color.systemBlue.withAlphaComponent(0.2).pixel(over: .white))
    }

    @Test func aLongTextShrinksToFitWhenAsked() {
        let long = "A rather long line of text that will not fit"
        /// The rightmost column and the top row (in points) with ink in the field.
        func ink(_ window: Window) -> (end: CGFloat, top: CGFloat) {
            let image = window.lastFrame!.image
            let rows = Int(10 * window.scale)..<Int(44 * window.scale)
            let columns = (0..<image.pixelWidth).filter { x in rows.contains { image[x, $0] != Color.white.pixel } }
            let top = rows.first { y in (0..<image.pixelWidth).contains { image[$0, y] != Color.white.pixel } }
            return (CGFloat(columns.max() ?? 0) / window.scale, CGFloat(top ?? 0) / window.scale)
        }
        let (truncated, _) = render { $0.text = long }
        let (fitted, _) = render {
            $0.text = long
            $0.adjustsFontSizeToFitWidth = true
            $0.minimumFontSize = 10
        }
        #expect(ink(truncated).end == 204.5, "not editing, too long: truncated with an ellipsis")
        #expect(ink(fitted).top > ink(truncated).top, "shrunk: the capitals are shorter")
        #expect(ink(fitted).end > 200 && ink(fitted).end < 210, "and the whole text fits")
    }

    /// The login form of the gallery, written for a look: /tmp/easel-textfields.png.
    @Test func aFormOfFieldsInEveryStyle() throws {
        let window = shownWindow(width: 320, height: 260, scale: 2)
        window.backgroundColor = .systemGroupedBackground
        let styles: [TextField.BorderStyle] = [.none, .line, .bezel, .roundedRect, .roundedRect, .roundedRect]
        var fields: [TextField] = []
        for (index, style) in styles.enumerated() {
            let field = TextField(frame: CGRect(x: 20, y: 20 + CGFloat(index) * 40, width: 280, height: 34))
            field.borderStyle = style
            field.placeholder = "Placeholder \(index)"
            window.addSubview(field)
            fields.append(field)
        }
        fields[1].text = "Line"
        fields[2].text = "Bezel"
        fields[3].text = "secret"
        fields[3].isSecureTextEntry = true
        fields[4].text = "Editing"
        fields[4].clearButtonMode = .whileEditing
        fields[4].becomeFirstResponder()
        fields[5].textAlignment = .center
        window.eventLoop.runOnce()
        try window.lastFrame!.image.pngData()!.write(to: URL(fileURLWithPath: "/tmp/easel-textfields.png"))
    }
}

extension Color {
    /// The opaque pixel this color makes over `background` (light mode).
    func pixel(over background: Color) -> Pixel {
        let alpha = self.alpha
        func mix(_ top: CGFloat, _ bottom: CGFloat) -> UInt8 { UInt8(((top * alpha + bottom * (1 - alpha)) * 255).rounded()) }
        return Pixel(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }
}
