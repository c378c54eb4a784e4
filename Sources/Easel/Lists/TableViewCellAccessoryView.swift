import EaselGraphics
import Foundation

/// The drawn accessory of a cell (chevron, checkmark, info button), as vector paths
/// in the sizes of iOS's SF Symbols at the body size: a chevron 8 × 14 points in
/// `tertiaryLabel`, a checkmark 14 × 12 and an info circle of 22 points in the tint
/// colour (`systemBlue`). The detail-disclosure accessory is the info circle, 12
/// points of space, then the chevron. In a right-to-left layout the chevron points
/// left and comes before the info circle, as UIKit mirrors its forward chevron; the
/// checkmark is not mirrored.
final class TableViewCellAccessoryView: View {
    static let chevronSize = CGSize(width: 8, height: 14)
    static let checkmarkSize = CGSize(width: 14, height: 12)
    static let infoDiameter: CGFloat = 22
    static let detailDisclosureSpacing: CGFloat = 12

    var type: TableViewCell.AccessoryType {
        didSet { if oldValue != type { setNeedsDisplay() } }
    }

    init(type: TableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: .zero)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// The accessory's size.
    static func size(of type: TableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: .zero
        case .disclosureIndicator: chevronSize
        case .checkmark: checkmarkSize
        case .detailButton: CGSize(width: infoDiameter, height: infoDiameter)
        case .detailDisclosureButton:
            CGSize(width: infoDiameter + detailDisclosureSpacing + chevronSize.width, height: infoDiameter)
        }
    }

    /// Where the info button is drawn, in the view's coordinates; `nil` for the
    /// accessories without one. In a right-to-left layout it follows the chevron.
    var infoButtonFrame: CGRect? {
        switch type {
        case .detailButton: return bounds
        case .detailDisclosureButton:
            let x = isRightToLeft ? bounds.width - Self.infoDiameter : 0
            return CGRect(x: x, y: 0, width: Self.infoDiameter, height: Self.infoDiameter)
        case .none, .disclosureIndicator, .checkmark: return nil
        }
    }

    override func draw(context: GraphicsContext, rect: CGRect) {
        context.setLineCap(.round)
        context.setLineJoin(.round)
        if isRightToLeft, type != .checkmark {
            context.translateBy(x: bounds.width, y: 0)
            context.scaleBy(x: -1, y: 1)
        }
        switch type {
        case .none: break
        case .disclosureIndicator: drawChevron(in: context, x: 0)
        case .checkmark:
            context.setStrokeColor(.systemBlue)
            context.setLineWidth(2)
            context.addLines(between: [CGPoint(x: 1, y: 6.5), CGPoint(x: 5, y: 10.5), CGPoint(x: 13, y: 1.5)])
            context.strokePath()
        case .detailButton: drawInfo(in: context)
        case .detailDisclosureButton:
            drawInfo(in: context)
            drawChevron(in: context, x: Self.infoDiameter + Self.detailDisclosureSpacing)
        }
    }

    override func effectiveLayoutDirectionDidChange() {
        super.effectiveLayoutDirectionDidChange()
        setNeedsDisplay()
    }

    private func drawChevron(in context: GraphicsContext, x: CGFloat) {
        let top = (bounds.height - Self.chevronSize.height) / 2
        context.setStrokeColor(.tertiaryLabel)
        context.setLineWidth(2)
        context.addLines(between: [CGPoint(x: x + 1.5, y: top + 1.5), CGPoint(x: x + 6.5, y: top + 7),
                                   CGPoint(x: x + 1.5, y: top + 12.5)])
        context.strokePath()
    }

    private func drawInfo(in context: GraphicsContext) {
        let diameter = Self.infoDiameter
        context.setStrokeColor(.systemBlue)
        context.setFillColor(.systemBlue)
        context.setLineWidth(1.5)
        context.addEllipse(in: CGRect(x: 0.75, y: 0.75, width: diameter - 1.5, height: diameter - 1.5))
        context.strokePath()
        context.addEllipse(in: CGRect(x: diameter / 2 - 1.25, y: 5, width: 2.5, height: 2.5))
        context.fillPath()
        context.setLineWidth(2)
        context.addLines(between: [CGPoint(x: diameter / 2, y: 9.5), CGPoint(x: diameter / 2, y: 16)])
        context.strokePath()
    }
}
