import Foundation

/// The status bar iOS draws over the top of the screen, as simulator screenshots show
/// it: the time, 9:41, in the leading half; cellular signal, Wi-Fi and a full battery
/// as static glyphs in the trailing half. Shown over a window that opts in
/// (`Window.showsSystemOverlays`); its content is dark or light as the shown
/// controller's `preferredStatusBarStyle` says, and it hides with
/// `prefersStatusBarHidden`.
@MainActor
final class StatusBarView: View {
    /// Light content (for dark backgrounds) or dark.
    var showsLightContent = false {
        didSet { if oldValue != showsLightContent { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
        accessibilityIdentifier = "StatusBar"
    }

    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// The height of the bar's content: the glyphs are centred on it. On a device with a
    /// sensor housing the bar is as tall as the top safe area, but the content sits on
    /// the housing's centre line (UIKit's 54-point content area); elsewhere it fills the
    /// bar.
    private var contentHeight: CGFloat { min(bounds.height, 54) }

    override func draw(context: GraphicsContext, rect: CGRect) {
        let color: Color = showsLightContent ? .white : .black
        let middle = contentHeight / 2
        let time = "9:41"
        let attributes = TextAttributes(font: .systemFont(ofSize: 17, weight: .semibold), foregroundColor: color)
        let size = time.size(withAttributes: attributes)
        // The time is centred in the leading quarter of the width (the ear left of the
        // housing on a phone; at the leading edge of a wide bar).
        let timeCentre = min(bounds.width * 0.2, 80)
        time.draw(at: CGPoint(x: (timeCentre - size.width / 2).rounded(), y: (middle - size.height / 2).rounded()),
                  withAttributes: attributes)
        context.setFillColor(color)
        context.setStrokeColor(color)
        let trailing = bounds.width - max(bounds.width * 0.2, 0) + 40
        drawBattery(in: context, right: min(bounds.width - 16, trailing), middle: middle, color: color)
        drawWiFi(in: context, right: min(bounds.width - 16, trailing) - 27 - 6, middle: middle)
        drawSignal(in: context, right: min(bounds.width - 16, trailing) - 27 - 6 - 17 - 6, middle: middle)
    }

    /// A full battery: a 25 × 12 rounded outline, its charge, and the terminal nub.
    private func drawBattery(in context: GraphicsContext, right: CGFloat, middle: CGFloat, color: Color) {
        let body = CGRect(x: right - 27, y: middle - 6, width: 25, height: 12)
        context.setStrokeColor(color.withAlphaComponent(0.4))
        context.setLineWidth(1)
        context.addPath(BezierPath(roundedRect: body.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 3.5))
        context.strokePath()
        context.setFillColor(color)
        context.addPath(BezierPath(roundedRect: body.insetBy(dx: 2, dy: 2), cornerRadius: 1.5))
        context.fillPath()
        context.setFillColor(color.withAlphaComponent(0.4))
        context.fill(CGRect(x: body.maxX + 1, y: middle - 2, width: 1.5, height: 4))
    }

    /// Wi-Fi: a dot and two arcs above it, a 17-point-wide fan.
    private func drawWiFi(in context: GraphicsContext, right: CGFloat, middle: CGFloat) {
        let centre = CGPoint(x: right - 8.5, y: middle + 5)
        for (index, radius) in [CGFloat(3), 7.5, 12].enumerated() {
            let path = BezierPath()
            if index == 0 {
                path.move(to: centre)
            } else {
                let inner = radius - 2.5
                path.addArc(withCenter: centre, radius: inner, startAngle: -.pi * 3 / 4, endAngle: -.pi / 4, clockwise: true)
            }
            path.addArc(withCenter: centre, radius: radius, startAngle: -.pi / 4, endAngle: -.pi * 3 / 4, clockwise: false)
            path.close()
            context.addPath(path)
            context.fillPath()
        }
    }

    /// Cellular signal: four bars of rising height, 17 points wide.
    private func drawSignal(in context: GraphicsContext, right: CGFloat, middle: CGFloat) {
        for bar in 0..<4 {
            let height = 4 + CGFloat(bar) * 2.33
            let rect = CGRect(x: right - 17 + CGFloat(bar) * 4.67, y: middle + 5.5 - height, width: 3, height: height)
            context.addPath(BezierPath(roundedRect: rect, cornerRadius: 1))
            context.fillPath()
        }
    }
}
