import EaselGraphics
import Foundation
import Testing

@Suite struct TextAttributesTests {
    @Test func defaultsAreNSStringDrawings() {
        let attributes = TextAttributes()
        #expect(attributes.font == .systemFont(ofSize: 12))
        #expect(attributes.foregroundColor == .black)
        #expect(attributes.paragraphStyle == ParagraphStyle(alignment: .natural, lineBreakMode: .byWordWrapping, lineSpacing: 0))
    }

    @Test func dictionaryLiteralSetsTheTypedProperties() {
        let style = ParagraphStyle(alignment: .center, lineBreakMode: .byTruncatingMiddle, lineSpacing: 2)
        let attributes: TextAttributes = [.font: Font.boldSystemFont(ofSize: 20), .foregroundColor: Color.white,
                                          .paragraphStyle: style]
        #expect(attributes == TextAttributes(font: .boldSystemFont(ofSize: 20), foregroundColor: .white, paragraphStyle: style))
    }

    @Test func valueOfTheWrongTypeIsIgnoredWithADiagnostic() {
        let (attributes, messages) = Diagnostics.collect { () -> TextAttributes in
            [.font: 17, .foregroundColor: Color.white]
        }
        #expect(attributes.font == .systemFont(ofSize: 12))
        #expect(attributes.foregroundColor == .white)
        #expect(messages == ["text attribute .font does not take a value of type Int; ignored"])
    }
}
