import Testing
import UIKit

/// TextKit 1 as tappable-link labels use it: a `UILabel` subclass that keeps an
/// `NSTextStorage`, an `NSLayoutManager` and an `NSTextContainer`, draws through
/// `drawGlyphs(forGlyphRange:at:)` and finds the tapped character with
/// `glyphIndex(for:in:)`.
@MainActor
@Suite struct LayoutManagerTests {
    /// A label that draws its text through TextKit, as ActiveLabel-style labels do.
    private final class TextKitLabel: UILabel {
        let textStorage = NSTextStorage()
        let layoutManager = NSLayoutManager()
        let textContainer = NSTextContainer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            textStorage.addLayoutManager(layoutManager)
            layoutManager.addTextContainer(textContainer)
            textContainer.lineFragmentPadding = 0
        }

        required init?(coder: NSCoder) { nil }

        /// Shows `string`, wrapped by word in the text storage; the container ends the
        /// last line as the label's line break mode says.
        func show(_ string: String) {
            text = string
            let paragraph = NSMutableParagraphStyle()
            paragraph.lineBreakMode = .byWordWrapping
            textStorage.setAttributedString(NSAttributedString(string: string, attributes: [
                .font: font!, .foregroundColor: textColor!, .paragraphStyle: paragraph,
            ]))
            textContainer.lineBreakMode = lineBreakMode
            textContainer.maximumNumberOfLines = numberOfLines
            setNeedsDisplay()
        }

        override func drawText(in rect: CGRect) {
            textContainer.size = rect.size
            let used = layoutManager.usedRect(for: textContainer)
            let origin = CGPoint(x: rect.minX, y: rect.minY + max(0, (rect.height - used.height) / 2))
            let range = NSRange(location: 0, length: textStorage.length)
            layoutManager.drawBackground(forGlyphRange: range, at: origin)
            layoutManager.drawGlyphs(forGlyphRange: range, at: origin)
        }
    }

    /// The text, a layout manager and a container of `size` without padding.
    private func textKit(_ string: String, size: CGSize = CGSize(width: 200, height: 100),
                         font: UIFont = .systemFont(ofSize: 17)) -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
        let storage = NSTextStorage(string: string, attributes: [.font: font])
        let layoutManager = NSLayoutManager()
        let container = NSTextContainer(size: size)
        container.lineFragmentPadding = 0
        storage.addLayoutManager(layoutManager)
        layoutManager.addTextContainer(container)
        return (storage, layoutManager, container)
    }

    private func rendered(_ label: UILabel, width: CGFloat, height: CGFloat) throws -> UIImage {
        let window = makeWindow(width: width, height: height)
        label.frame = CGRect(x: 0, y: 0, width: width, height: height)
        window.addSubview(label)
        commit(window)
        return try frameImage(of: window)
    }

    private func differingPixels(_ a: UIImage, _ b: UIImage, width: Int, height: Int) -> (differing: Int, ink: Int) {
        var differing = 0, ink = 0
        for y in 0..<height {
            for x in 0..<width {
                if pixel(a, x, y) != pixel(b, x, y) { differing += 1 }
                if pixel(a, x, y) != .white { ink += 1 }
            }
        }
        return (differing, ink)
    }

    @Test(arguments: [(1, "Follow @easel for #news"), (0, "Follow @easel and @uikit for the #news of the week, every week")])
    func drawGlyphsDrawsThePixelsOfAPlainLabel(numberOfLines: Int, string: String) throws {
        let plain = UILabel(), textKit = TextKitLabel()
        plain.numberOfLines = numberOfLines
        textKit.numberOfLines = numberOfLines
        plain.text = string
        textKit.show(string)
        let a = try rendered(plain, width: 160, height: 90), b = try rendered(textKit, width: 160, height: 90)
        let (differing, ink) = differingPixels(a, b, width: 160, height: 90)
        #expect(ink > 100, "the text is drawn")
        #expect(differing == 0, "the layout manager's glyphs are the label's")
    }

    @Test func theGlyphAtAPointIsTheCharacterUnderIt() {
        let (storage, layoutManager, container) = textKit("Tap @here")
        let length = storage.length
        for index in 0..<length {
            let rect = layoutManager.boundingRect(forGlyphRange: NSRange(location: index, length: 1), in: container)
            #expect(rect.width > 0 || storage.string.utf16[storage.string.utf16.index(storage.string.utf16.startIndex, offsetBy: index)] == 32)
            let center = CGPoint(x: rect.midX, y: rect.midY)
            #expect(layoutManager.glyphIndex(for: center, in: container) == index, "the glyph at the middle of glyph \(index)")
            var fraction: CGFloat = -1
            _ = layoutManager.glyphIndex(for: CGPoint(x: rect.minX + rect.width / 4, y: rect.midY), in: container,
                                         fractionOfDistanceThroughGlyph: &fraction)
            #expect(rect.width == 0 || abs(fraction - 0.25) < 0.001)
        }
        // Pinned: where the glyphs are.
        #expect(layoutManager.boundingRect(forGlyphRange: NSRange(location: 0, length: 1), in: container)
                    == CGRect(x: 0, y: 0, width: 9.4375, height: 20.287109375))
        #expect(layoutManager.boundingRect(forGlyphRange: NSRange(location: 4, length: 5), in: container)
                    == CGRect(x: 32.837890625, y: 0, width: 49.806640625, height: 20.287109375))
        #expect(layoutManager.glyphIndex(for: CGPoint(x: 40, y: 10), in: container) == 4, "the @")
        #expect(layoutManager.glyphIndex(for: CGPoint(x: 60, y: 10), in: container) == 6)
        #expect(layoutManager.characterIndex(for: CGPoint(x: 60, y: 10), in: container,
                                             fractionOfDistanceBetweenInsertionPoints: nil) == 6)
    }

    @Test func aPointOutsideTheTextIsItsNearestGlyph() {
        let (storage, layoutManager, container) = textKit("Tap @here")
        defer { withExtendedLifetime(storage) {} }
        #expect(layoutManager.glyphIndex(for: CGPoint(x: -20, y: -20), in: container) == 0)
        #expect(layoutManager.glyphIndex(for: CGPoint(x: 500, y: 5), in: container) == 8)
        #expect(layoutManager.glyphIndex(for: CGPoint(x: 500, y: 500), in: container) == 8)
    }

    @Test(arguments: ["One line", "A sentence long enough to wrap onto several lines in a label"])
    func theUsedRectIsTheLabelsFittingSize(string: String) {
        let font = UIFont.systemFont(ofSize: 15)
        let label = UILabel()
        label.font = font
        label.numberOfLines = 0
        label.text = string
        let fitting = label.sizeThatFits(CGSize(width: 120, height: 0))
        let (storage, layoutManager, container) = textKit(string, size: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), font: font)
        defer { withExtendedLifetime(storage) {} }
        let used = layoutManager.usedRect(for: container)
        let scale = label.contentScaleFactor
        #expect(used.origin == .zero)
        #expect(CGSize(width: (used.width * scale).rounded(.up) / scale, height: (used.height * scale).rounded(.up) / scale) == fitting)
    }

    @Test func eachLineHasAFragmentAsWideAsTheContainer() {
        let font = UIFont.systemFont(ofSize: 17)
        let (storage, layoutManager, container) = textKit("one two three four five", size: CGSize(width: 80, height: 1000), font: font)
        container.lineFragmentPadding = 5
        var fragments: [(CGRect, NSRange)] = []
        var index = 0
        while index < storage.length {
            var range = NSRange(location: 0, length: 0)
            let rect = layoutManager.lineFragmentRect(forGlyphAt: index, effectiveRange: &range)
            fragments.append((rect, range))
            index = range.upperBound
        }
        let lineHeight = font.lineHeight
        #expect(fragments.map(\.1) == [NSRange(location: 0, length: 8), NSRange(location: 8, length: 6), NSRange(location: 14, length: 9)])
        #expect(fragments.map(\.0) == (0..<3).map { CGRect(x: 0, y: CGFloat($0) * lineHeight, width: 80, height: lineHeight) })
        let used = layoutManager.lineFragmentUsedRect(forGlyphAt: 0, effectiveRange: nil)
        #expect(used.minX == 0 && used.height == lineHeight)
        #expect(layoutManager.location(forGlyphAt: 0).x == 5, "the first glyph starts after the padding")
        var enumerated: [NSRange] = []
        layoutManager.enumerateLineFragments(forGlyphRange: NSRange(location: 5, length: 10)) { _, _, _, range, _ in
            enumerated.append(range)
        }
        #expect(enumerated == [NSRange(location: 0, length: 8), NSRange(location: 8, length: 6), NSRange(location: 14, length: 9)])
        var rects: [CGRect] = []
        layoutManager.enumerateEnclosingRects(forGlyphRange: NSRange(location: 4, length: 6),
                                              withinSelectedGlyphRange: NSRange(location: NSNotFound, length: 0),
                                              in: container) { rect, _ in rects.append(rect) }
        #expect(rects.count == 2 && rects[0].minY == 0 && rects[1].minY == lineHeight)
    }

    @Test func maximumNumberOfLinesTruncatesTheLastLine() {
        let string = "one two three four five six seven"
        let (storage, layoutManager, container) = textKit(string, size: CGSize(width: 80, height: 1000))
        defer { withExtendedLifetime(storage) {} }
        container.maximumNumberOfLines = 2
        container.lineBreakMode = .byTruncatingTail
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        #expect(layoutManager.usedRect(for: container).height == 2 * lineHeight)
        #expect(layoutManager.glyphRange(for: container) == NSRange(location: 0, length: 33), "the last line holds the rest")
        #expect(layoutManager.lineFragmentRect(forGlyphAt: 32, effectiveRange: nil).minY == lineHeight)
        container.lineBreakMode = .byWordWrapping
        #expect(layoutManager.glyphRange(for: container) == NSRange(location: 0, length: 19), "two wrapped lines")
        #expect(layoutManager.lineFragmentRect(forGlyphAt: 25, effectiveRange: nil) == .zero, "not laid out")
    }

    /// Records what the text storage and the layout manager hear.
    private final class Recorder: NSObject, NSTextStorageDelegate, NSLayoutManagerDelegate {
        var events: [String] = []

        func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                         range editedRange: NSRange, changeInLength delta: Int) {
            events.append("edited \(editedMask.rawValue) \(editedRange.location),\(editedRange.length) \(delta)")
        }

        func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) {
            events.append("invalidated")
        }
    }

    @Test func textStorageEditsInvalidateTheLayout() {
        let (storage, layoutManager, container) = textKit("Hello", size: CGSize(width: 300, height: 100))
        let recorder = Recorder()
        storage.delegate = recorder
        layoutManager.delegate = recorder
        let before = layoutManager.usedRect(for: container)
        storage.replaceCharacters(in: NSRange(location: 5, length: 0), with: ", world")
        #expect(layoutManager.usedRect(for: container).width > before.width)
        #expect(layoutManager.numberOfGlyphs == 12)
        storage.beginEditing()
        storage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 5))
        storage.deleteCharacters(in: NSRange(location: 5, length: 7))
        storage.endEditing()
        #expect(recorder.events == ["edited 2 5,7 7", "invalidated", "edited 3 0,5 -7", "invalidated"])
        #expect(layoutManager.usedRect(for: container).width == before.width)
        #expect(storage.editedMask.rawValue == 0)
    }

    @Test func aTextViewsLayoutManagerLaysOutWhatItShows() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.font = .systemFont(ofSize: 17)
        textView.text = "A text view's text, long enough to wrap onto more than one line"
        textView.layoutIfNeeded()
        let used = textView.layoutManager.usedRect(for: textView.textContainer)
        let inset = textView.textContainerInset
        #expect(textView.textStorage.string == textView.text)
        #expect(textView.textContainer.layoutManager === textView.layoutManager)
        let scale = textView.contentScaleFactor
        #expect(textView.contentSize.height == ((used.height + inset.top + inset.bottom) * scale).rounded(.up) / scale)
        #expect(used.height > 2 * textView.font!.lineHeight)
        textView.textStorage.replaceCharacters(in: NSRange(location: 0, length: textView.textStorage.length), with: "Short")
        textView.layoutIfNeeded()
        #expect(textView.text == "Short")
        #expect(textView.contentSize.height == ((textView.font!.lineHeight + inset.top + inset.bottom) * scale).rounded(.up) / scale)
    }
}

/// A text storage subclass, as syntax highlighters write them: its own initializer,
/// `processEditing` overridden to restyle what changed before the layout managers hear.
@MainActor
@Suite struct TextStorageSubclassTests {
    private final class HighlightingStorage: NSTextStorage {
        var processed: [NSRange] = []

        override init() { super.init() }
        required init?(coder: NSCoder) { nil }

        override func processEditing() {
            processed.append(editedRange)
            if editedMask.contains(.editedCharacters) {
                let text = string as NSString
                var search = NSRange(location: 0, length: text.length)
                while case let found = text.range(of: "#", options: [], range: search), found.location != NSNotFound {
                    super.addAttribute(.foregroundColor, value: UIColor.blue, range: found)
                    search = NSRange(location: found.upperBound, length: text.length - found.upperBound)
                }
            }
            super.processEditing()
        }
    }

    @Test func processEditingRunsOncePerEditBeforeTheLayoutManager() {
        let storage = HighlightingStorage()
        let layoutManager = NSLayoutManager()
        layoutManager.addTextContainer(NSTextContainer(size: CGSize(width: 200, height: 100)))
        storage.addLayoutManager(layoutManager)
        storage.append(NSAttributedString(string: "tag #one"))
        storage.replaceCharacters(in: NSRange(location: 0, length: 3), with: "a")
        #expect(storage.processed == [NSRange(location: 0, length: 8), NSRange(location: 0, length: 1)])
        #expect(storage.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor == .blue)
        #expect(layoutManager.numberOfGlyphs == 6)
        #expect(storage.editedRange.location == NSNotFound)
    }
}
