import Foundation

extension TextLayout.Composer {
    /// The ellipsis UIKit truncates with.
    static let ellipsis = "\u{2026}"

    /// `line` showing `text` on one line in `mode`: clipped at the container's edge, or
    /// with as many characters as fit beside an ellipsis, at the head, middle or tail.
    /// `marksHiddenText` puts the ellipsis at the tail (in `.byTruncatingTail`) even when
    /// the text fits, because text after it is hidden.
    func shortened(_ line: SetLine, to text: AttributedText, mode: LineBreakMode, marksHiddenText: Bool) -> SetLine {
        let limit = availableWidth(for: line) ?? .infinity
        let whole = oneLine(text)
        let needsEllipsis = marksHiddenText && mode == .byTruncatingTail
        if mode == .byClipping || (!needsEllipsis && whole.line.usedWidth <= limit) {
            let passesEdge = whole.line.usedWidth > limit
            return replacing(line, with: whole, text: text.string, isTruncated: passesEdge, isClipped: passesEdge)
        }
        // The whole line's caret positions estimate each candidate's width; shaping
        // across the cut (kerning, ligatures) can differ, so the estimated best is laid
        // out and corrected until it is the most characters that fit (with none, the
        // ellipsis alone).
        let cut = Cut(whole: whole, mode: mode)
        let mostKept = needsEllipsis ? cut.characters.count : cut.characters.count - 1
        var kept = (0...max(0, mostKept)).last { cut.estimatedWidth(keeping: $0) <= limit } ?? 0
        var best = oneLine(cut.text(keeping: kept))
        while best.line.usedWidth > limit, kept > 0 {
            kept -= 1
            best = oneLine(cut.text(keeping: kept))
        }
        while kept < mostKept {
            let next = oneLine(cut.text(keeping: kept + 1))
            guard next.line.usedWidth <= limit else { break }
            kept += 1
            best = next
        }
        return replacing(line, with: best, text: cut.text(keeping: kept).string, isTruncated: true, isClipped: false)
    }

    /// A one-line layout of `text`.
    private func oneLine(_ text: AttributedText) -> OneLine {
        let layout = PangoTextLayout(context: context, text: text)
        layout.keepOnOneLine()
        return OneLine(layout: layout, line: layout.lines()[0])
    }

    private struct OneLine {
        let layout: PangoTextLayout
        let line: PangoTextLayout.Line
    }

    /// The characters of a line being shortened, and where each starts on the line.
    private struct Cut {
        /// The line's text.
        let text: AttributedText
        let characters: [Character]
        /// Where each character starts in the text's UTF-8, then its end.
        let byteOffsets: [Int]
        let mode: LineBreakMode
        /// The distance from the line's start to each character's start, then the
        /// line's width.
        let offsets: [CGFloat]

        init(whole: OneLine, mode: LineBreakMode) {
            text = whole.layout.text
            (characters, offsets) = whole.layout.caretOffsets(on: whole.line)
            byteOffsets = characters.reduce(into: [0]) { $0.append($0.last! + $1.utf8.count) }
            self.mode = mode
        }

        /// The characters kept before and after the ellipsis when `count` are kept,
        /// without the whitespace next to the ellipsis.
        func kept(_ count: Int) -> (head: Range<Int>, tail: Range<Int>) {
            let headCount: Int
            switch mode {
            case .byTruncatingHead: headCount = 0
            case .byTruncatingMiddle: headCount = (count + 1) / 2
            default: headCount = count
            }
            var headEnd = headCount, tailStart = characters.count - (count - headCount)
            while headEnd > 0, characters[headEnd - 1].isWhitespace { headEnd -= 1 }
            while tailStart < characters.count, characters[tailStart].isWhitespace { tailStart += 1 }
            return (0..<headEnd, tailStart..<characters.count)
        }

        /// The kept characters around an ellipsis in the attributes of the character it
        /// replaces, as UIKit truncates attributed text.
        func text(keeping count: Int) -> AttributedText {
            let (head, tail) = kept(count)
            var shortened = text.slice(byteOffsets[head.lowerBound]..<byteOffsets[head.upperBound])
            shortened.append(TextLayout.Composer.ellipsis, attributes: ellipsisAttributes(after: head))
            shortened.append(text.slice(byteOffsets[tail.lowerBound]..<byteOffsets[tail.upperBound]))
            return shortened
        }

        /// The attributes of the first character cut.
        private func ellipsisAttributes(after head: Range<Int>) -> TextAttributes {
            text.attributes(at: byteOffsets[min(head.upperBound, max(0, characters.count - 1))])
        }

        func estimatedWidth(keeping count: Int) -> CGFloat {
            let (head, tail) = kept(count)
            let font = ellipsisAttributes(after: head).font
            let ellipsisWidth = FontLibrary.shared.metrics(of: font.face, pointSize: font.pointSize).ellipsisWidth
            return offsets[head.upperBound] + ellipsisWidth + offsets[characters.count] - offsets[tail.lowerBound]
        }
    }

    private func replacing(_ line: SetLine, with shortened: OneLine, text: String, isTruncated: Bool,
                           isClipped: Bool) -> SetLine {
        var result = line
        result.layout = shortened.layout
        result.laidOut = shortened.line.placed(like: line.laidOut)
        result.text = text
        result.isTruncated = isTruncated
        result.isClipped = isClipped
        return result
    }
}
