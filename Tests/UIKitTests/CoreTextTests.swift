import CoreText
import Testing
import UIKit

/// A view that draws a Core Text frame the iOS way: the context flipped to Core
/// Graphics' y-up coordinates, the frame made in its bounds.
private final class FramedTextView: UIView {
    var text = NSAttributedString(string: "")

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.textMatrix = .identity
        context.translateBy(x: 0, y: bounds.height)
        context.scaleBy(x: 1, y: -1)
        let framesetter = CTFramesetterCreateWithAttributedString(text)
        let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), CGPath(rect: bounds, transform: nil), nil)
        CTFrameDraw(frame, context)
    }
}

/// Core Text's fonts, lines, runs and frames, measured and drawn as UIKit draws the
/// same attributed strings.
@MainActor
@Suite struct CoreTextTests {
    private let font = UIFont.systemFont(ofSize: 20)

    private func string(_ characters: String, _ font: UIFont? = nil) -> NSAttributedString {
        NSAttributedString(string: characters, attributes: [NSAttributedString.Key(kCTFontAttributeName as String): font ?? self.font])
    }

    /// A range's location and length (`CFRange` is not `Equatable` on iOS).
    private func span(_ range: CFRange) -> [Int] { [range.location, range.length] }

    @Test func aCTFontIsTheUIFontWithItsMetrics() throws {
        let ctFont = font as CTFont
        #expect(CTFontGetSize(ctFont) == 20)
        #expect(CTFontGetAscent(ctFont) == font.ascender)
        #expect(CTFontGetDescent(ctFont) == -font.descender)
        #expect(CTFontGetLeading(ctFont) == font.leading)
        #expect(CTFontGetCapHeight(ctFont) == font.capHeight)
        #expect(CTFontGetXHeight(ctFont) == font.xHeight)
        #expect(CTFontCopyPostScriptName(ctFont) as String == font.fontName)
        #expect(CTFontCopyFamilyName(ctFont) as String == font.familyName)
        let named = CTFontCreateWithName(font.fontName as CFString, 0, nil)
        #expect(CTFontGetSize(named) == 12)
        #expect((named as UIFont).fontName == font.fontName)
        let bold = try #require(CTFontCreateCopyWithSymbolicTraits(ctFont, 0, nil, .traitBold, .traitBold))
        #expect(CTFontGetSymbolicTraits(bold).contains(.traitBold))
        #expect(!CTFontGetSymbolicTraits(ctFont).contains(.traitBold))
        #expect(CTFontGetSize(bold) == 20)
    }

    @Test func aLineMeasuresAsTheAttributedStringItDraws() {
        let text = string("Core Text")
        let line = CTLineCreateWithAttributedString(text)
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
        let width = CTLineGetTypographicBounds(line, &ascent, &descent, &leading)
        #expect(CGFloat(width) == text.size().width)
        #expect(ascent == font.ascender)
        #expect(descent == -font.descender)
        #expect(leading == font.leading)
        #expect(span(CTLineGetStringRange(line)) == [0, 9])
        #expect(CTLineGetGlyphCount(line) == 9)
    }

    @Test func runsFollowTheAttributesAndTileTheLine() throws {
        let text = NSMutableAttributedString(attributedString: string("Red"))
        text.append(NSAttributedString(string: "Blue", attributes: [
            NSAttributedString.Key(kCTFontAttributeName as String): font,
            NSAttributedString.Key(kCTForegroundColorAttributeName as String): UIColor.blue.cgColor,
        ]))
        let line = CTLineCreateWithAttributedString(text)
        let runs = CTLineGetGlyphRuns(line) as! [CTRun]
        #expect(runs.count == 2)
        #expect(runs.map { span(CTRunGetStringRange($0)) } == [[0, 3], [3, 4]])
        #expect(runs.map(CTRunGetGlyphCount) == [3, 4])
        let attributes = CTRunGetAttributes(runs[1]) as! [NSAttributedString.Key: Any]
        #expect(attributes[NSAttributedString.Key(kCTForegroundColorAttributeName as String)] != nil)
        var positions = [CGPoint](repeating: .zero, count: 4)
        CTRunGetPositions(runs[1], CFRangeMake(0, 0), &positions)
        let redWidth = CTRunGetTypographicBounds(runs[0], CFRangeMake(0, 0), nil, nil, nil)
        #expect(positions[0] == CGPoint(x: redWidth, y: 0))
        #expect(positions[0].x == CTLineGetOffsetForStringIndex(line, 3, nil))
        let blueWidth = CTRunGetTypographicBounds(runs[1], CFRangeMake(0, 0), nil, nil, nil)
        #expect(abs(redWidth + blueWidth - CTLineGetTypographicBounds(line, nil, nil, nil)) < 0.0001)
    }

    @Test func stringIndicesAndOffsetsRoundTrip() {
        let line = CTLineCreateWithAttributedString(string("Caret"))
        let offsets = (0...5).map { CTLineGetOffsetForStringIndex(line, $0, nil) }
        #expect(offsets.first == 0)
        #expect(offsets.last == CGFloat(CTLineGetTypographicBounds(line, nil, nil, nil)))
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
        #expect(offsets.map { CTLineGetStringIndexForPosition(line, CGPoint(x: $0, y: 0)) } == Array(0...5))
        // A point just past the middle of a character is nearer the caret after it.
        let pastMiddle = (offsets[1] + offsets[2]) / 2 + 0.5
        #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: pastMiddle, y: 7)) == 2)
        #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: -40, y: 0)) == 0)
        #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: 900, y: 0)) == 5)
    }

    @Test func aThreeLineFrameHasItsOriginsFromTheBottomLeftYUp() {
        let framesetter = CTFramesetterCreateWithAttributedString(string("One\nTwo\nThree"))
        let path = CGPath(rect: CGRect(x: 10, y: 20, width: 200, height: 100), transform: nil)
        let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), path, nil)
        let lines = CTFrameGetLines(frame) as! [CTLine]
        #expect(lines.map { span(CTLineGetStringRange($0)) } == [[0, 4], [4, 4], [8, 5]])
        var origins = [CGPoint](repeating: .zero, count: 3)
        CTFrameGetLineOrigins(frame, CFRangeMake(0, 0), &origins)
        #expect(origins == [CGPoint(x: 0, y: 80.95703125), CGPoint(x: 0, y: 57.08984375), CGPoint(x: 0, y: 33.22265625)])
        #expect(origins[0].y == 100 - font.ascender)
        #expect(origins[0].y - origins[1].y == font.lineHeight)
        #expect(span(CTFrameGetVisibleStringRange(frame)) == [0, 13])
        #expect(CTFrameGetPath(frame) === path)
        var fit = CFRange()
        let size = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRangeMake(0, 0), nil,
                                                                CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude), &fit)
        #expect(size == string("One\nTwo\nThree").size())
        #expect(span(fit) == [0, 13])
    }

    @Test func aShortFrameShowsTheLinesThatFit() {
        let framesetter = CTFramesetterCreateWithAttributedString(string("One\nTwo\nThree"))
        let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 50), transform: nil), nil)
        #expect(CFArrayGetCount(CTFrameGetLines(frame)) == 2)
        #expect(span(CTFrameGetVisibleStringRange(frame)) == [0, 8])
    }

    @Test func aCenteredParagraphStyleCentersTheFramesLines() {
        var alignment = CTTextAlignment.center
        let style = withUnsafePointer(to: &alignment) { pointer in
            let settings = [CTParagraphStyleSetting(spec: .alignment, valueSize: MemoryLayout<CTTextAlignment>.size, value: pointer)]
            return CTParagraphStyleCreate(settings, settings.count)
        }
        let text = NSAttributedString(string: "Middle", attributes: [
            NSAttributedString.Key(kCTFontAttributeName as String): font,
            NSAttributedString.Key(kCTParagraphStyleAttributeName as String): style,
        ])
        let frame = CTFramesetterCreateFrame(CTFramesetterCreateWithAttributedString(text), CFRangeMake(0, 0),
                                             CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 40), transform: nil), nil)
        var origin = CGPoint.zero
        CTFrameGetLineOrigins(frame, CFRangeMake(0, 1), &origin)
        let width = CTLineGetTypographicBounds((CTFrameGetLines(frame) as! [CTLine])[0], nil, nil, nil)
        #expect(abs(origin.x - (200 - width) / 2) < 0.01)
    }

    @Test func theFlippedFrameIdiomDrawsUprightTextAtTheTop() throws {
        let window = makeWindow(width: 120, height: 60)
        let view = FramedTextView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        view.backgroundColor = .white
        view.text = NSAttributedString(string: "TL", attributes: [
            NSAttributedString.Key(kCTFontAttributeName as String): UIFont.boldSystemFont(ofSize: 40),
            NSAttributedString.Key(kCTForegroundColorAttributeName as String): UIColor.black.cgColor,
        ])
        window.addSubview(view)
        commit(window)
        let image = try frameImage(of: window)
        // Upright: the T's bar is at the top of its ink, the L's foot at the bottom.
        #expect(pixel(image, 3, 11) == .black)
        #expect(pixel(image, 20, 11) == .black)
        #expect(pixel(image, 3, 35) == .white)
        #expect(pixel(image, 14, 35) == .black)
        #expect(pixel(image, 30, 20) == .black)
        #expect(pixel(image, 40, 35) == .black)
        #expect(pixel(image, 40, 15) == .white)
        #expect(pixel(image, 40, 45) == .white)
        // Where `NSAttributedString.draw(at:)` puts the same string at the top-left.
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 60), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 120, height: 60))
            NSAttributedString(string: "TL", attributes: [.font: UIFont.boldSystemFont(ofSize: 40)]).draw(at: .zero)
        }
        #expect(image.pngData() == drawn.pngData())
    }

    @Test func aLineIsDrawnWithItsBaselineAtTheTextPosition() {
        let line = CTLineCreateWithAttributedString(string("TT", UIFont.boldSystemFont(ofSize: 40)))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 80), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 80))
            let cgContext = context.cgContext
            cgContext.translateBy(x: 0, y: 80)
            cgContext.scaleBy(x: 1, y: -1)
            cgContext.textMatrix = .identity
            cgContext.textPosition = CGPoint(x: 10, y: 20)
            CTLineDraw(line, cgContext)
        }
        // The baseline is 20 points above the bottom: the stems end on row 59.
        #expect(pixel(image, 24, 59) == .black)
        #expect(pixel(image, 24, 60) == .white)
        // The image bounds sit on the baseline at the text position, cap height tall.
        let bounds = CTLineGetImageBounds(line, nil)
        #expect(bounds.minY == 0)
        #expect(abs(bounds.height - UIFont.boldSystemFont(ofSize: 40).capHeight) < 1)
    }

    @Test func aLineTooWideIsTruncatedWithItsToken() throws {
        let line = CTLineCreateWithAttributedString(string("Hello, world"))
        let token = CTLineCreateWithAttributedString(string("\u{2026}"))
        let limit = Double(string("Hello\u{2026}").size().width)
        let end = try #require(CTLineCreateTruncatedLine(line, limit + 1, .end, token))
        #expect(CTLineGetGlyphCount(end) == 6)
        #expect(CTLineGetTypographicBounds(end, nil, nil, nil) == limit)
        let start = try #require(CTLineCreateTruncatedLine(line, limit + 1, .start, token))
        #expect(CTLineGetTypographicBounds(start, nil, nil, nil) <= limit + 1)
        let cut = try #require(CTLineCreateTruncatedLine(line, Double(string("Hello").size().width), .end, nil))
        #expect(CTLineGetGlyphCount(cut) == 5)
        let whole = try #require(CTLineCreateTruncatedLine(line, 1000, .end, token))
        #expect(CTLineGetTypographicBounds(whole, nil, nil, nil) == CTLineGetTypographicBounds(line, nil, nil, nil))
        #expect(CTLineCreateTruncatedLine(line, 2, .end, token) == nil)
    }

    @Test func badInputGetsCoreTextsOutcomeAndADiagnostic() {
        let empty = CTLineCreateWithAttributedString(NSAttributedString(string: ""))
        #expect(CTLineGetTypographicBounds(empty, nil, nil, nil) == 0)
        #expect(CTLineGetGlyphCount(empty) == 0)
        #expect(CTLineGetImageBounds(empty, nil).isNull)
        let (frame, messages) = Diagnostics.collect {
            CTFramesetterCreateFrame(CTFramesetterCreateWithAttributedString(string("Text")), CFRangeMake(0, 0),
                                     CGPath(rect: .zero, transform: nil), nil)
        }
        #expect(CFArrayGetCount(CTFrameGetLines(frame)) == 0)
        #expect(span(CTFrameGetVisibleStringRange(frame)) == [0, 0])
        #expect(messages.count == 1)
        let (unnamed, fontMessages) = Diagnostics.collect { CTFontCreateWithName("" as CFString, 15, nil) }
        #expect(CTFontGetSize(unnamed) == 15)
        #expect(fontMessages.count == 1)
    }
}
