import Foundation

/// The screens that `render-cards` and `png` share, written as scene files (and, for
/// the card screen, the equivalent HTML page a browser draws).
enum BenchmarkScreens {
    static let width = 390
    static let height = 844
    static let scale = 3

    /// 1,000 rounded 60×24-pt cards in a 20 × 50 grid, overlapping (each 16.5 pt from
    /// the one before, across and down), each a distinct colour with a short white
    /// 11-pt label centred on it: `#1` … `#1000`.
    static let cardCount = 1000
    static let cardColumns = 20
    static let cardPitch = 16.5
    static let cardWidth = 60
    static let cardHeight = 24
    static let cardCornerRadius = 6

    struct Card {
        let label: String
        let x: Double
        let y: Double
        /// "#RRGGBB"
        let color: String
    }

    static var cards: [Card] {
        (0..<cardCount).map { index in
            Card(label: "#\(index + 1)", x: Double(index % cardColumns) * cardPitch,
                 y: Double(index / cardColumns) * cardPitch, color: distinctColor(index))
        }
    }

    /// Hues a golden angle apart, at a saturation and lightness white text reads on.
    private static func distinctColor(_ index: Int) -> String {
        let hue = (Double(index) * 137.508).truncatingRemainder(dividingBy: 360) / 60
        let (saturation, lightness) = (0.65, 0.42)
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let secondary = chroma * (1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) = switch Int(hue) {
        case 0: (chroma, secondary, 0)
        case 1: (secondary, chroma, 0)
        case 2: (0, chroma, secondary)
        case 3: (0, secondary, chroma)
        case 4: (secondary, 0, chroma)
        default: (chroma, 0, secondary)
        }
        let m = lightness - chroma / 2
        let bytes = [r, g, b].map { Int((($0 + m) * 255).rounded()) }
        return "#" + bytes.map { String(format: "%02X", $0) }.joined()
    }

    /// A scene file's window (the screen, white) and its root view, up to the list
    /// of subviews.
    private static func sceneHeader(_ comment: String) -> String {
        """
        # \(comment)
        size: [\(width), \(height)]
        scale: \(scale)
        background: white
        root:
          class: View
          subviews:

        """
    }

    /// The card screen as a scene file.
    static var cardsScene: String {
        var yaml = sceneHeader("easel-bench render-cards: 1,000 rounded cards with white labels.")
        for card in cards {
            yaml += """
                - {class: Label, frame: [\(card.x), \(card.y), \(cardWidth), \(cardHeight)], text: "\(card.label)", \
            font: 11, textColor: white, textAlignment: center, backgroundColor: "\(card.color)", \
            cornerRadius: \(cardCornerRadius)}

            """
        }
        return yaml
    }

    /// The card screen as an HTML page: the same boxes, colours and text, in Inter
    /// (the family Easel's system font draws with).
    static var cardsPage: String {
        var html = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><style>
        html, body { margin: 0; width: \(width)px; height: \(height)px; background: white; overflow: hidden; }
        div { position: absolute; width: \(cardWidth)px; height: \(cardHeight)px; border-radius: \(cardCornerRadius)px;
              color: white; font: 11px Inter, sans-serif; line-height: \(cardHeight)px; text-align: center; }
        </style></head><body>

        """
        for card in cards {
            html += "<div style=\"left:\(card.x)px;top:\(card.y)px;background:\(card.color)\">\(card.label)</div>\n"
        }
        return html + "</body></html>\n"
    }

    /// A screen of body text: a title and paragraphs of 17-pt text wrapped in the
    /// screen's width, as a reading view shows them.
    static var bodyTextScene: String {
        let sentences = [
            "Views draw into backing stores, and the compositor merges the damaged rectangles into the window's framebuffer.",
            "A commit lays out what was marked, displays what needs it, and composites only the bands the damage touches.",
            "Labels wrap their text at word boundaries and truncate the last line with an ellipsis when it does not fit.",
            "Every frame is written as a PNG file, byte for byte the same on every run and on every machine.",
            "Snapshot tests compare a rendered view with its reference and report the pixels that changed.",
        ]
        var yaml = sceneHeader("easel-bench png: a screen of body text.") + """
            - {class: Label, frame: [20, 60, 350, 40], text: "Reading", font: {size: 34, weight: bold}}

        """
        var y = 112
        for paragraph in 0..<6 {
            let text = (0..<2).map { sentences[(paragraph + $0 * 2) % sentences.count] }.joined(separator: " ")
            yaml += """
                - {class: Label, frame: [20, \(y), 350, 110], text: "\(text)", font: 17, numberOfLines: 0, \
            textColor: "#1C1C1E"}

            """
            y += 116
        }
        return yaml
    }
}
