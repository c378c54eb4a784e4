import EaselGraphics
import Foundation
import Testing

@Suite struct ColorHexTests {
    @Test func sixDigitsAreRedGreenBlue() throws {
        let color = try #require(Color(hex: "#FF8000"))
        #expect(color == Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        #expect(Color(hex: "ff8000") == color)
    }

    @Test func eightDigitsEndWithAlpha() {
        #expect(Color(hex: "#11223380") == Color(red: 0x11 / 255.0, green: 0x22 / 255.0, blue: 0x33 / 255.0,
                                                 alpha: 0x80 / 255.0))
    }

    @Test func shortFormsRepeatEachDigit() {
        // #F80 is #FF8800; each digit is a sixteenth step of 0…1.
        #expect(Color(hex: "#F80") == Color(red: 1, green: 0x88 / 255.0, blue: 0))
        #expect(Color(hex: "#F808") == Color(red: 1, green: 0x88 / 255.0, blue: 0, alpha: 0x88 / 255.0))
        #expect(Color(hex: "#F80")?.pixel == Pixel(red: 255, green: 136, blue: 0))
    }

    @Test func anythingElseIsNil() {
        for text in ["", "#", "#12", "#12345", "#1234567", "#123456789", "#GG0000", "12 345", "#+12345",
                     "0x123456", "#１２３", "#ＦＦＦ", "##FFF", "#\u{301}FFF", "FF\u{301}F", "#FF\r\n", "-FFF", "#-FFF"] {
            #expect(Color(hex: text) == nil, "\(text)")
        }
    }

    @Test func integerFormReadsTheLow24Bits() {
        #expect(Color(hex: 0x007AFF) == Color(red: 0, green: 122 / 255.0, blue: 1))
        #expect(Color(hex: 0x007AFF, alpha: 0.5).alpha == 0.5)
        #expect(Color(hex: 0xAB007AFF) == Color(hex: 0x007AFF))
    }
}
