import EaselGraphics
import Foundation

/// The chevron of an outline disclosure accessory, as iOS draws it: a bold chevron in
/// the tint colour in a 14-point square, pointing toward the trailing edge while its
/// item is collapsed and down while it is expanded.
final class CollectionOutlineDisclosureView: DrawnAccessoryView {
    static let size = CGSize(width: 14, height: 14)

    /// Whether the item is expanded (the chevron points down).
    var isExpanded = false {
        didSet { if oldValue != isExpanded { setNeedsDisplay() } }
    }
    /// Whether the collapsed chevron points left (in a right-to-left layout).
    var isMirrored = false {
        didSet { if oldValue != isMirrored { setNeedsDisplay() } }
    }
    /// The chevron's colour (`nil`: the tint colour).
    var chevronColor: Color? {
        didSet { if oldValue != chevronColor { setNeedsDisplay() } }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(context: GraphicsContext, rect: CGRect) {
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.setLineWidth(2.5)
        context.setStrokeColor(chevronColor ?? tintColor ?? .systemBlue)
        let points: [CGPoint]
        if isExpanded {
            points = [CGPoint(x: 2, y: 4.5), CGPoint(x: 7, y: 9.5), CGPoint(x: 12, y: 4.5)]
        } else if isMirrored {
            points = [CGPoint(x: 9.5, y: 2), CGPoint(x: 4.5, y: 7), CGPoint(x: 9.5, y: 12)]
        } else {
            points = [CGPoint(x: 4.5, y: 2), CGPoint(x: 9.5, y: 7), CGPoint(x: 4.5, y: 12)]
        }
        context.addLines(between: points)
        context.strokePath()
    }
}
