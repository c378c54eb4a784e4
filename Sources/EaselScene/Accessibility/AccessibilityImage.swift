import Easel
import EaselGraphics
import Foundation

/// A picture of what VoiceOver finds in a view, as AccessibilitySnapshot draws it: the
/// view's image with each element tinted, outlined and numbered in VoiceOver's order,
/// and beside it a legend that gives each number what VoiceOver says (label, value and
/// traits) and, under it in grey, the hint. Snapshot tests use it
/// (`.accessibilityImage`), and so does `easel render --accessibility`.
public enum AccessibilityImage {
    /// The legend's width in points.
    static let legendWidth: CGFloat = 280
    /// The space around the legend and between its entries.
    static let margin: CGFloat = 16
    static let badgeDiameter: CGFloat = 18
    /// The colors of elements 1, 2, 3…, again from the first after the last.
    static let palette: [Color] = [
        Color(hex: 0x007AFF), Color(hex: 0xFF3B30), Color(hex: 0x34C759), Color(hex: 0xFF9500),
        Color(hex: 0xAF52DE), Color(hex: 0x00C7BE), Color(hex: 0xFF2D55), Color(hex: 0xA2845E),
    ]
    static let descriptionAttributes = TextAttributes(font: .systemFont(ofSize: 13), foregroundColor: .black)
    static let hintAttributes = TextAttributes(font: .systemFont(ofSize: 12), foregroundColor: Color(white: 0.4))
    static let numberAttributes = TextAttributes(font: .boldSystemFont(ofSize: 11), foregroundColor: .white)

    /// `image` (a view's render, on white) with `elements` marked on it, and the legend
    /// to its right; `origin` is where the image's top-left corner is in the elements'
    /// coordinates (the window's, for a view's snapshot: zero).
    public static func render(_ image: Image, elements: [VoiceOverElement], origin: CGPoint = .zero) -> Image {
        let textWidth = legendWidth - 2 * margin - badgeDiameter - 8
        let entries = elements.map { element in
            (description: TextLayout(element.spokenDescription, attributes: descriptionAttributes,
                                     containerSize: CGSize(width: textWidth, height: TextLayout.unboundedSize.height)),
             hint: element.hint.flatMap { $0.isEmpty ? nil : $0 }.map {
                 TextLayout($0, attributes: hintAttributes,
                            containerSize: CGSize(width: textWidth, height: TextLayout.unboundedSize.height))
             })
        }
        let entryHeights = entries.map { entry in
            max(badgeDiameter, entry.description.size.height + (entry.hint.map { 2 + $0.size.height } ?? 0))
        }
        let legendHeight = entryHeights.reduce(margin) { $0 + $1 + margin }
        let size = CGSize(width: image.size.width + legendWidth, height: max(image.size.height, legendHeight))
        return GraphicsImageRenderer(size: size, scale: image.scale).image { context in
            context.setFillColor(.white)
            context.fill(CGRect(origin: .zero, size: size))
            context.draw(image, in: CGRect(origin: .zero, size: image.size))
            for (index, element) in elements.enumerated() {
                let frame = element.frame.offsetBy(dx: -origin.x, dy: -origin.y)
                let color = palette[index % palette.count]
                context.setFillColor(color.withAlphaComponent(0.2))
                context.fill(frame)
                context.setStrokeColor(color)
                context.stroke(frame.insetBy(dx: 1, dy: 1), width: 2)
                drawBadge(index + 1, color: color, at: CGPoint(x: frame.minX, y: frame.minY), in: context)
            }
            var y = margin
            let x = image.size.width + margin
            for (index, entry) in entries.enumerated() {
                drawBadge(index + 1, color: palette[index % palette.count], at: CGPoint(x: x, y: y), in: context)
                let textX = x + badgeDiameter + 8
                // The first line of text sits level with the badge.
                let textY = y + max(0, (badgeDiameter - entry.description.size.height) / 2).rounded(.down)
                context.draw(entry.description, at: CGPoint(x: textX, y: textY))
                if let hint = entry.hint {
                    context.draw(hint, at: CGPoint(x: textX, y: textY + entry.description.size.height + 2))
                }
                y += entryHeights[index] + margin
            }
        }
    }

    /// A filled circle with the number in it, its top-left corner at `corner`.
    private static func drawBadge(_ number: Int, color: Color, at corner: CGPoint, in context: GraphicsContext) {
        let circle = CGRect(origin: corner, size: CGSize(width: badgeDiameter, height: badgeDiameter))
        context.setFillColor(color)
        context.fillEllipse(in: circle)
        let text = TextLayout(String(number), attributes: numberAttributes)
        context.draw(text, at: CGPoint(x: (circle.midX - text.size.width / 2).rounded(),
                                       y: (circle.midY - text.size.height / 2).rounded()))
    }
}
