import Testing
import UIKit

/// Measuring and drawing strings with options and an `NSStringDrawingContext`, and
/// loading images from PNG data.
@Suite struct StringDrawingContextTests {
    private let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14)]

    @Test func boundingRectWrapsAtTheWidthWithLineFragmentOrigin() {
        let text = "A sentence long enough to wrap onto more than one line"
        let context = NSStringDrawingContext()
        let width: CGFloat = 100
        let wrapped = text.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude),
                                        options: .usesLineFragmentOrigin, attributes: attributes, context: context)
        let oneLine = text.size(withAttributes: attributes)
        #expect(wrapped.origin == .zero)
        #expect(wrapped.width <= 100)
        #expect(wrapped.height > oneLine.height * 2)
        #expect(context.totalBounds == wrapped)
        #expect(context.actualScaleFactor == 1)
    }

    @Test func withoutLineFragmentOriginTheRectStartsAtTheBaseline() {
        let font = UIFont.systemFont(ofSize: 14)
        let rect = "Line".boundingRect(with: CGSize(width: 300, height: 100), attributes: [.font: font], context: nil)
        #expect(rect.minY < 0)
        #expect(rect.height == "Line".size(withAttributes: [.font: font]).height)
    }

    @Test func nsStringDrawsAsStringDoes() {
        let size = CGSize(width: 80, height: 20)
        let fromString = UIGraphicsImageRenderer(size: size).image { _ in
            "Hello".draw(at: CGPoint(x: 2, y: 2), withAttributes: attributes)
        }
        let fromNSString = UIGraphicsImageRenderer(size: size).image { _ in
            ("Hello" as NSString).draw(at: CGPoint(x: 2, y: 2), withAttributes: attributes)
        }
        let empty = UIGraphicsImageRenderer(size: size).image { _ in }
        #expect(fromNSString == fromString)
        #expect(fromNSString != empty)
        #expect(("Hello" as NSString).size(withAttributes: attributes) == "Hello".size(withAttributes: attributes))
    }

    @Test func imagesLoadFromPNGDataAndNotFromOtherBytes() throws {
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }
        let data = try #require(drawn.pngData())
        let image = try #require(UIImage(data: data, scale: 2))
        #expect(image.size == CGSize(width: 1.5, height: 1))
        #expect(pixel(image, 2, 1) == rgb(255, 0, 0))
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/image@2x.png") == nil)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-\(UUID().uuidString)@2x.png")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(UIImage(contentsOfFile: file.path)?.scale == 2)
    }
}
