import EaselGraphics
import Foundation

/// An alert controller's view: the dimming over the whole window, the alert's boxes in
/// `systemBackground` (the closest flat rendering of UIKit's blurred material), its
/// texts, text fields (subviews on a box outlined by a hairline) and buttons, laid out
/// by `AlertLayout`.
final class AlertView: View {
    /// UIKit's dimming for alerts and sheets: black at 20 %.
    static let dimmingColor = Color(white: 0, alpha: 0.2)
    private unowned let alert: AlertController

    init(alert: AlertController) {
        self.alert = alert
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    var alertLayout: AlertLayout {
        AlertLayout(alert: alert, in: bounds, safeArea: safeAreaInsets, scale: contentScaleFactor)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (field, frame) in zip(alert.textFields ?? [], alertLayout.textFields) { field.frame = frame }
    }

    override func draw(context: GraphicsContext, rect: CGRect) {
        let layout = alertLayout
        context.setFillColor(Self.dimmingColor)
        context.fill(bounds)
        context.setFillColor(.systemBackground)
        for box in layout.boxes {
            context.addPath(BezierPath(roundedRect: box, cornerRadius: AlertLayout.cornerRadius))
            context.fillPath()
        }
        if let box = layout.textFieldBox {
            let hairline = 1 / contentScaleFactor
            context.setStrokeColor(.separator)
            context.setLineWidth(hairline)
            context.addPath(BezierPath(roundedRect: box.insetBy(dx: hairline / 2, dy: hairline / 2), cornerRadius: 6))
            context.strokePath()
        }
        context.setFillColor(.separator)
        context.fill(layout.separators)
        if let title = layout.title { context.draw(title.layout, at: title.origin) }
        if let message = layout.message { context.draw(message.layout, at: message.origin) }
        let scale = contentScaleFactor
        for button in layout.buttons {
            let text = TextLayout(button.action.title ?? "", attributes: TextAttributes(
                font: button.font, foregroundColor: button.color,
                paragraphStyle: ParagraphStyle(alignment: .left, lineBreakMode: .byTruncatingMiddle)),
                containerSize: CGSize(width: max(1, button.frame.width - 24), height: TextLayout.unboundedSize.height),
                numberOfLines: 1)
            let origin = CGPoint(x: ((button.frame.midX - text.size.width / 2) * scale).rounded() / scale,
                                 y: ((button.frame.midY - text.size.height / 2) * scale).rounded() / scale)
            context.draw(text, at: origin)
        }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}

    /// A touch lifted inside a button taps its action; elsewhere nothing happens (an
    /// iPhone's alerts and sheets are not dismissed by a tap outside).
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let location = touches.first?.location(in: self),
              let button = alertLayout.buttons.first(where: { $0.frame.contains(location) }) else { return }
        alert.actionWasTapped(button.action)
    }
}
