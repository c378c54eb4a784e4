import Testing
import UIKit

/// `CATextLayer.font` is a `CFTypeRef`, as on iOS: a `UIFont` (`font as CFTypeRef`) or
/// a font's name; `fontSize` sets the size either way.
@MainActor
@Suite struct TextLayerFontTests {
    private func frame(_ font: CFTypeRef?) throws -> Data? {
        let window = makeWindow(width: 80, height: 30, scale: 2)
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        text.contentsScale = 2
        text.string = "Ag 12"
        text.fontSize = 16
        text.foregroundColor = UIColor.black.cgColor
        text.font = font
        window.layer.addSublayer(text)
        commit(window)
        return try frameImage(of: window).pngData()
    }

    @Test func aFontGivenAsCFTypeRefDrawsAtTheLayersSize() throws {
        let bold = try frame(UIFont.boldSystemFont(ofSize: 40) as CFTypeRef)
        #expect(bold == (try frame(UIFont.boldSystemFont(ofSize: 9))))
        #expect(bold != (try frame(nil)))
    }

    @Test func aFontNameNamesTheFont() throws {
        let courier = try #require(UIFont(name: "Courier", size: 16))
        #expect(try frame("Courier" as CFTypeRef) == frame(courier))
        #expect(try frame("Courier" as CFTypeRef) != frame(UIFont.systemFont(ofSize: 16)))
    }

    @Test func noFontIsTheSystemFont() throws {
        #expect(try frame(nil) == frame(UIFont.systemFont(ofSize: 36)))
    }
}
