import EaselGraphics
import Foundation

/// The selection circle of a multiselect accessory, as iOS draws its `circle` and
/// `checkmark.circle.fill` symbols at the body size: 22 points across, an empty ring in
/// `tertiaryLabel` while the cell is not selected, a circle in the tint colour with a
/// white checkmark while it is.
final class ListMultiselectView: DrawnAccessoryView {
    static let size = CGSize(width: TableViewCellEditingControl.circleDiameter, height: TableViewCellEditingControl.circleDiameter)

    /// How the circle looks: checked while the cell is selected, filled in
    /// `fillColor` (`nil`: the tint colour) with a checkmark in `markColor` (`nil`: white).
    struct Look: Equatable {
        var isChecked = false
        var fillColor: Color?
        var markColor: Color?
    }

    var look = Look() {
        didSet { if oldValue != look { setNeedsDisplay() } }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        if look.isChecked, look.fillColor == nil { setNeedsDisplay() }
    }

    override func draw(context: GraphicsContext, rect: CGRect) {
        let diameter = Self.size.width
        guard look.isChecked else {
            context.setStrokeColor(.tertiaryLabel)
            context.setLineWidth(1.5)
            context.addEllipse(in: CGRect(x: 0.75, y: 0.75, width: diameter - 1.5, height: diameter - 1.5))
            return context.strokePath()
        }
        context.setFillColor(look.fillColor ?? tintColor)
        context.addEllipse(in: CGRect(x: 0, y: 0, width: diameter, height: diameter))
        context.fillPath()
        context.setStrokeColor(look.markColor ?? .white)
        context.setLineWidth(2)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.addLines(between: [CGPoint(x: 6.5, y: 11.5), CGPoint(x: 9.5, y: 14.5), CGPoint(x: 15.5, y: 8)])
        context.strokePath()
    }
}
