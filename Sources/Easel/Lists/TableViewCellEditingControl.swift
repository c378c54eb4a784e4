import EaselGraphics
import Foundation

/// A control a cell shows while its table edits, drawn as iOS draws it: the delete
/// control (a white minus on a `systemRed` circle) and the insert control (a white
/// plus on a `systemGreen` circle) at the leading side, 22 points across as the
/// `minus.circle.fill` and `plus.circle.fill` symbols at the body size; the reorder
/// grip (three 18-point lines in `tertiaryLabel`, the `line.3.horizontal` symbol) at
/// the trailing side.
final class TableViewCellEditingControl: View {
    enum Kind: Sendable {
        case delete, insert, reorder
    }

    static let circleDiameter: CGFloat = 22
    static let gripSize = CGSize(width: 18, height: 13)

    var kind: Kind {
        didSet { if oldValue != kind { setNeedsDisplay() } }
    }
    /// The circle's colour instead of `systemRed` or `systemGreen` (a list accessory's
    /// `backgroundColor`).
    var fillColor: Color? {
        didSet { if oldValue != fillColor { setNeedsDisplay() } }
    }
    /// The mark's colour instead of white, or the grip's instead of `tertiaryLabel` (a
    /// list accessory's `tintColor`).
    var markColor: Color? {
        didSet { if oldValue != markColor { setNeedsDisplay() } }
    }

    init(kind: Kind) {
        self.kind = kind
        super.init(frame: .zero)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// The drawing's size.
    static func size(of kind: Kind) -> CGSize {
        kind == .reorder ? gripSize : CGSize(width: circleDiameter, height: circleDiameter)
    }

    override func draw(context: GraphicsContext, rect: CGRect) {
        context.setLineCap(.round)
        switch kind {
        case .delete, .insert: drawCircle(in: context)
        case .reorder: drawGrip(in: context)
        }
    }

    private func drawCircle(in context: GraphicsContext) {
        let diameter = Self.circleDiameter, center = diameter / 2, arm: CGFloat = 5.5
        context.setFillColor(fillColor ?? (kind == .delete ? .systemRed : .systemGreen))
        context.addEllipse(in: CGRect(x: 0, y: 0, width: diameter, height: diameter))
        context.fillPath()
        context.setStrokeColor(markColor ?? .white)
        context.setLineWidth(2)
        context.addLines(between: [CGPoint(x: center - arm, y: center), CGPoint(x: center + arm, y: center)])
        if kind == .insert {
            context.addLines(between: [CGPoint(x: center, y: center - arm), CGPoint(x: center, y: center + arm)])
        }
        context.strokePath()
    }

    private func drawGrip(in context: GraphicsContext) {
        context.setStrokeColor(markColor ?? .tertiaryLabel)
        context.setLineWidth(1.5)
        let size = Self.gripSize
        for line in 0..<3 {
            let y = 0.75 + CGFloat(line) * (size.height - 1.5) / 2
            context.addLines(between: [CGPoint(x: 0.75, y: y), CGPoint(x: size.width - 0.75, y: y)])
        }
        context.strokePath()
    }
}
