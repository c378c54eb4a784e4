import Foundation

extension TextLayout {
    /// The steps from a string to placed lines: break it into lines, count the lines
    /// that show, shorten lines that do not fit, align them. Runs inside
    /// `FontLibrary.withContext(_:)`.
    struct Composer {
        let context: OpaquePointer
        let attributes: TextAttributes
        /// The width lines break at, or `nil` for none.
        let width: CGFloat?
        /// The height lines must fit in, or `nil` for none.
        let height: CGFloat?
        let numberOfLines: Int
        let semantics: Semantics

        struct Composition {
            var lines: [Line] = []
            var drawnLines: [DrawnLine] = []
            var size = CGSize.zero
            var isTruncated = false
            var hidesLines = false
            var clipRect: CGRect?
        }

        /// A line on its way to its place.
        struct SetLine {
            var layout: PangoTextLayout
            var laidOut: PangoTextLayout.Line
            var text: String
            var isTruncated = false
            /// Whether the line passes the container's edge and is drawn clipped.
            var isClipped = false
            /// The bytes of the laid-out text the line shows (shortened or not).
            var sourceByteRange: Range<Int>

            init(_ laidOut: PangoTextLayout.Line, of layout: PangoTextLayout) {
                self.layout = layout
                self.laidOut = laidOut
                text = layout.string(laidOut.byteRange)
                sourceByteRange = laidOut.byteRange
            }
        }

        private var mode: LineBreakMode { attributes.paragraphStyle.lineBreakMode }

        /// Where lines end, from the container's leading edge, after the tail indent.
        private var lineEnd: CGFloat? { attributes.paragraphStyle.lineEnd(inWidth: width) }

        /// The width a line has between its head indent and the line end; `nil` when
        /// unbounded.
        func availableWidth(for line: SetLine) -> CGFloat? {
            let start = attributes.paragraphStyle.lineStart(isParagraphStart: line.laidOut.isParagraphStart)
            return lineEnd.map { max(0, $0 - start) }
        }

        /// Whether every line wraps at the width, or (NSString drawing in a truncating
        /// or clipping mode) every paragraph stays on one line.
        private var wrapsEveryLine: Bool { semantics == .label || mode.wraps }

        /// How the last visible line is shortened when text after it is hidden.
        private var lastLineMode: LineBreakMode? {
            switch semantics {
            case .label: mode.wraps ? nil : mode
            case .stringDrawing(let truncatesLastVisibleLine): truncatesLastVisibleLine ? .byTruncatingTail : nil
            }
        }

        func compose(_ text: AttributedText) -> Composition {
            guard !text.string.isEmpty else { return Composition() }
            let layout = breakIntoLines(text)
            let allLines = layout.lines()
            let shown = visibleLineCount(of: allLines)
            var lines = allLines.prefix(shown).map { SetLine($0, of: layout) }
            fitOverlongParagraphs(&lines)
            let hidesLines = shown < allLines.count
            if hidesLines, let lastLineMode, !lines.isEmpty {
                let last = lines.count - 1
                let start = lines[last].laidOut.byteRange.lowerBound
                let (rest, endsText) = layout.paragraphRemainder(from: start)
                lines[last] = shortened(lines[last], to: rest, mode: lastLineMode, marksHiddenText: !endsText)
                lines[last].sourceByteRange = start..<(start + rest.byteCount)
            }
            return place(lines, of: layout, hidesLines: hidesLines)
        }

        /// Shapes the text and breaks it where the mode says.
        private func breakIntoLines(_ text: AttributedText) -> PangoTextLayout {
            let layout = PangoTextLayout(context: context, text: text)
            let style = attributes.paragraphStyle
            if wrapsEveryLine, let lineEnd {
                // Pango wraps from the nearer indent; its indent narrows the first line
                // (a negative one, the others).
                let first = style.lineStart(isParagraphStart: true), other = style.lineStart(isParagraphStart: false)
                layout.wrap(at: max(0, lineEnd - min(first, other)), firstLineIndent: first - other,
                            betweenCharacters: mode == .byCharWrapping, justified: style.alignment == .justified)
            }
            return layout
        }

        /// The lines within the line limit whose bottoms are within the height; a label
        /// shows its first line whatever the height.
        private func visibleLineCount(of lines: [PangoTextLayout.Line]) -> Int {
            var count = lines.count
            if numberOfLines > 0 { count = min(count, numberOfLines) }
            if let height { count = min(count, lines.prefix { $0.top + $0.height <= height }.count) }
            return semantics == .label ? max(count, 1) : count
        }

        /// In NSString drawing's truncating and clipping modes, shortens or clips each
        /// one-line paragraph wider than the container.
        private func fitOverlongParagraphs(_ lines: inout [SetLine]) {
            guard !wrapsEveryLine else { return }
            for index in lines.indices {
                guard let available = availableWidth(for: lines[index]), lines[index].laidOut.usedWidth > available
                else { continue }
                let line = lines[index]
                lines[index] = shortened(line, to: line.layout.text.slice(line.laidOut.byteRange), mode: mode,
                                         marksHiddenText: false)
            }
        }

        /// Places each line by the alignment between its indents and measures the whole:
        /// the size's width reaches the end of the widest line from its head indent. The
        /// indents are leading and trailing: a right-to-left paragraph's head indent is
        /// measured from the container's right edge (from the right end of the widest
        /// line when the width is unbounded), its tail indent from the left. `source` is
        /// the layout the text was broken in; a shortened or clipped line has its own.
        private func place(_ lines: [SetLine], of source: PangoTextLayout, hidesLines: Bool) -> Composition {
            let containerWidth = lineEnd ?? lines.map(\.laidOut.usedWidth).max() ?? 0
            let style = attributes.paragraphStyle
            let rightEdge = width ?? lines.map { style.lineStart(isParagraphStart: $0.laidOut.isParagraphStart)
                + (availableWidth(for: $0) ?? $0.laidOut.usedWidth) }.max() ?? 0
            var composition = Composition()
            var usedWidth: CGFloat = 0
            for line in lines {
                let laidOut = line.laidOut
                let start = style.lineStart(isParagraphStart: laidOut.isParagraphStart)
                let available = availableWidth(for: line) ?? laidOut.usedWidth
                let boxX = laidOut.isRightToLeft ? rightEdge - start - available : start
                let x = boxX + alignedX(width: laidOut.usedWidth, isRightToLeft: laidOut.isRightToLeft, in: available)
                var frame = CGRect(x: x, y: laidOut.top, width: laidOut.usedWidth, height: laidOut.height)
                if line.isClipped {
                    frame = frame.intersection(CGRect(x: boxX, y: laidOut.top, width: available, height: laidOut.height))
                }
                usedWidth = max(usedWidth, start + frame.width)
                composition.lines.append(Line(text: line.text, frame: frame, baseline: laidOut.baseline,
                                              isTruncated: line.isTruncated))
                composition.drawnLines.append(DrawnLine(layout: line.layout, pangoLine: laidOut.pangoLine,
                                                        origin: CGPoint(x: x - laidOut.usedStart, y: laidOut.baseline),
                                                        sourceByteRange: line.sourceByteRange,
                                                        shortening: line.layout === source ? nil
                                                            : Shortening(of: source.utf8[line.sourceByteRange],
                                                                         to: line.layout.utf8[...])))
            }
            let bottom = lines.last.map { $0.laidOut.top + $0.laidOut.height } ?? 0
            composition.size = CGSize(width: usedWidth, height: bottom)
            composition.isTruncated = hidesLines || lines.contains { $0.isTruncated }
            composition.hidesLines = hidesLines
            if lines.contains(where: \.isClipped) {
                // Only the container's edges clip; glyphs may reach above and below their lines.
                composition.clipRect = CGRect(x: 0, y: -bottom, width: containerWidth, height: 3 * bottom)
            }
            return composition
        }

        /// The x of a line of `width` in a container: a line wider than the container
        /// starts at its leading edge whatever the alignment. Natural alignment (and a
        /// justified paragraph's last line) is right in a right-to-left layout, as UIKit
        /// aligns natural text by the interface's direction, not the text's: the
        /// `layoutDirection` of `TraitCollection.current` (a view's while it draws), or
        /// the line's own direction outside any environment; a paragraph style's
        /// explicit `baseWritingDirection` decides over both.
        private func alignedX(width: CGFloat, isRightToLeft: Bool, in containerWidth: CGFloat) -> CGFloat {
            let slack = containerWidth - width
            guard slack >= 0 else { return isRightToLeft ? slack : 0 }
            switch attributes.paragraphStyle.alignment {
            case .left: return 0
            case .right: return slack
            case .center: return slack / 2
            case .natural, .justified:
                let interface = TraitCollection.current.layoutDirection
                let isNaturallyRight = switch attributes.paragraphStyle.baseWritingDirection {
                case .leftToRight: false
                case .rightToLeft: true
                case .natural: interface == .unspecified ? isRightToLeft : interface == .rightToLeft
                }
                return isNaturallyRight ? slack : 0
            }
        }
    }
}
