import Foundation

extension TextLayout.Composer {
    /// The ellipsis UIKit truncates with.
    static let ellipsis = "\u{2026}"

    /// `line` showing `text` on one line in `mode`: clipped at the container's edge, or
    /// with as many characters as fit beside an ellipsis, at the head, middle or tail.
    /// `marksHiddenText` puts the ellipsis at the tail (in `.byTruncatingTail`) even when
    /// the text fits, because text after it is hidden.
    func shortened(_ line: SetLine, to text: String, mode: LineBreakMode, marksHiddenText: Bool) -> SetLine {
        let limit = width ?? .infinity
        let whole = oneLine(text)
        let needsEllipsis = marksHiddenText && mode == .byTruncatingTail
        if mode == .byClipping || (!needsEllipsis && whole.line.usedWidth <= limit) {
            let passesEdge = whole.line.usedWidth > limit
            return replacing(line, with: whole, text: text, isTruncated: passesEdge, isClipped: passesEdge)
        }
        // The most characters whose shortened text fits; with none, the ellipsis alone.
        let characters = Array(text)
        var kept = 0
        var best = oneLine(Self.shorten(characters, keeping: 0, mode: mode))
        var high = needsEllipsis ? characters.count : characters.count - 1
        while kept < high {
            let middle = (kept + high + 1) / 2
            let candidate = oneLine(Self.shorten(characters, keeping: middle, mode: mode))
            if candidate.line.usedWidth <= limit {
                kept = middle
                best = candidate
            } else {
                high = middle - 1
            }
        }
        return replacing(line, with: best, text: best.layout.text(best.line.byteRange), isTruncated: true, isClipped: false)
    }

    /// `characters` with all but `count` of them replaced by an ellipsis where `mode`
    /// says; whitespace next to the ellipsis goes too.
    static func shorten(_ characters: [Character], keeping count: Int, mode: LineBreakMode) -> String {
        func head(_ n: Int) -> String { String(characters.prefix(n).reversed().drop { $0.isWhitespace }.reversed()) }
        func tail(_ n: Int) -> String { String(characters.suffix(n).drop { $0.isWhitespace }) }
        switch mode {
        case .byTruncatingHead: return ellipsis + tail(count)
        case .byTruncatingMiddle: return head((count + 1) / 2) + ellipsis + tail(count / 2)
        default: return head(count) + ellipsis
        }
    }

    /// A one-line layout of `text` in the attributes.
    private func oneLine(_ text: String) -> (layout: PangoTextLayout, line: PangoTextLayout.Line) {
        let layout = PangoTextLayout(context: context, text: text, attributes: attributes)
        layout.keepOnOneLine()
        return (layout, layout.lines()[0])
    }

    private func replacing(_ line: SetLine, with shortened: (layout: PangoTextLayout, line: PangoTextLayout.Line),
                           text: String, isTruncated: Bool, isClipped: Bool) -> SetLine {
        var result = line
        result.layout = shortened.layout
        result.laidOut = shortened.line.placed(like: line.laidOut)
        result.text = text
        result.isTruncated = isTruncated
        result.isClipped = isClipped
        return result
    }
}
