import Foundation
import Testing
import UIKit

/// `AttributedString` with UIKit's attribute scope: attributes set as properties
/// (`string.font`), carried to `NSAttributedString` and back, drawn by labels, and a
/// button's `attributedTitle` drawn through `titleTextAttributesTransformer`.
@MainActor
@Suite struct AttributedStringUIKitAttributesTests {
    /// "Bold red" in bold 17-point red, then " link" underlined, kerned, linked and centred.
    private func sample() -> AttributedString {
        var head = AttributedString("Bold red")
        head.font = .boldSystemFont(ofSize: 17)
        head.foregroundColor = .red
        var tail = AttributedString(" link")
        tail.underlineStyle = .single
        tail.kern = 2
        tail.link = URL(string: "https://example.com")
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        tail.paragraphStyle = centred
        return head + tail
    }

    @Test func propertiesSetOnTheStringAreTheNSAttributedStringsAttributes() throws {
        let string = NSAttributedString(sample())
        #expect(string.string == "Bold red link")
        var range = NSRange(location: 0, length: 0)
        let head = string.attributes(at: 0, effectiveRange: &range)
        #expect(range == NSRange(location: 0, length: 8))
        #expect(head.count == 2)
        #expect(head[.font] as? UIFont == .boldSystemFont(ofSize: 17))
        #expect(head[.foregroundColor] as? UIColor == .red)
        let tail = string.attributes(at: 9, effectiveRange: &range)
        #expect(range == NSRange(location: 8, length: 5))
        #expect(tail.count == 4)
        #expect(tail[.underlineStyle] as? Int == NSUnderlineStyle.single.rawValue)
        #expect(tail[.kern] as? CGFloat == 2)
        #expect(tail[.link] as? URL == URL(string: "https://example.com"))
        #expect((tail[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
    }

    @Test func anAttributedStringSurvivesTheRoundTrip() throws {
        let original = sample()
        let back = try AttributedString(NSAttributedString(original), including: \.uiKit)
        #expect(back == original)
        #expect(back.runs.count == 2)
        #expect(back.runs.first?.font == .boldSystemFont(ofSize: 17))
        #expect(back.runs.last?.underlineStyle == .single)
        #expect(back.runs.last?.kern == 2)
    }

    @Test func aLabelDrawsTheStringsRunsInTheirColours() throws {
        var red = AttributedString("Red ")
        red.foregroundColor = .red
        var blue = AttributedString("blue")
        blue.foregroundColor = .blue
        let converted = try label(showing: NSAttributedString(red + blue))
        let byKeys = NSMutableAttributedString(string: "Red ", attributes: [.foregroundColor: UIColor.red])
        byKeys.append(NSAttributedString(string: "blue", attributes: [.foregroundColor: UIColor.blue]))
        #expect(converted == (try label(showing: byKeys)))
        // "Red " takes the first 33 points (66 pixels) of 17-point text.
        #expect(count(converted, columns: 0..<60) { $0.red > 150 && $0.green < 100 && $0.blue < 100 } > 0)
        #expect(count(converted, columns: 0..<60) { $0.blue > 150 && $0.red < 100 } == 0)
        #expect(count(converted, columns: 70..<160) { $0.red > 150 && $0.green < 100 && $0.blue < 100 } == 0)
        #expect(count(converted, columns: 70..<160) { $0.blue > 150 && $0.red < 100 } > 0)
    }

    @Test func aTitleTransformerDrawsTheTitleAsTheAttributesSetDirectly() throws {
        var transformed = UIButton.Configuration.plain()
        transformed.title = "Go on"
        transformed.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = .boldSystemFont(ofSize: 17)
            outgoing.foregroundColor = .systemRed
            return outgoing
        }
        var direct = UIButton.Configuration.plain()
        var title = AttributedString("Go on")
        title.font = .boldSystemFont(ofSize: 17)
        title.foregroundColor = .systemRed
        direct.attributedTitle = title
        let plain = UIButton(configuration: { var configuration = UIButton.Configuration.plain(); configuration.title = "Go on"; return configuration }())

        let transformedButton = UIButton(configuration: transformed), directButton = UIButton(configuration: direct)
        #expect(transformedButton.intrinsicContentSize == directButton.intrinsicContentSize)
        #expect(transformedButton.intrinsicContentSize.width > plain.intrinsicContentSize.width, "bold is wider")
        let image = try frame(of: transformedButton)
        #expect(image == (try frame(of: directButton)))
        #expect(count(image, columns: 0..<image.pixelWidth) { $0 == UIColor.systemRed.pixel } > 0)
        #expect(count(image, columns: 0..<image.pixelWidth) { $0 == UIColor.systemBlue.pixel } == 0, "no tint left")
    }

    @Test func theAttributedTitleReplacesTheTitle() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Plain"
        configuration.attributedTitle = AttributedString("Rich")
        #expect(configuration.title == "Rich")
        let button = UIButton(configuration: configuration)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Rich")
        let transformer = UIConfigurationTextAttributesTransformer { $0 }
        configuration.subtitleTextAttributesTransformer = transformer
        #expect(configuration.subtitleTextAttributesTransformer == transformer)
        #expect(transformer(AttributeContainer()) == AttributeContainer())
    }

    /// A 160 × 40 label at scale 2 in a white window, committed, and the frame.
    private func label(showing text: NSAttributedString) throws -> UIImage {
        let window = makeWindow(width: 160, height: 40, scale: 2)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 40))
        label.attributedText = text
        window.addSubview(label)
        commit(window)
        return try frameImage(of: window)
    }

    /// `button` sized to fit in a 200 × 60 window at scale 2, committed, and the frame.
    private func frame(of button: UIButton) throws -> UIImage {
        let window = makeWindow(width: 200, height: 60, scale: 2)
        button.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: button.intrinsicContentSize)
        window.addSubview(button)
        commit(window)
        return try frameImage(of: window)
    }

    private func count(_ image: UIImage, columns: Range<Int>, where test: (Pixel) -> Bool) -> Int {
        var count = 0
        for y in 0..<image.pixelHeight {
            for x in columns where test(pixel(image, x, y)) { count += 1 }
        }
        return count
    }
}
