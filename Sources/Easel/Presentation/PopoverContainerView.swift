import EaselGraphics
import Foundation

/// The view a popover puts over the window (UIKit's transition view): a clear view
/// that catches taps outside the popover, then the popover. Nothing is dimmed.
@MainActor
final class PopoverContainerView: View {
    /// Clear, over the whole container: a tap on it asks to dismiss the popover, except
    /// where a passthrough view lies, whose touches go through to it.
    let outsideView: PopoverOutsideView
    /// The bubble with its arrow, holding the presented view.
    let popoverView = PopoverView()
    weak var popover: PopoverPresentationController?

    init(popover: PopoverPresentationController) {
        self.popover = popover
        outsideView = PopoverOutsideView(popover: popover)
        super.init(frame: .zero)
        addSubview(outsideView)
        addSubview(popoverView)
        outsideView.addGestureRecognizer(TapGestureRecognizer(target: self, action: PopoverContainerView.outsideWasTapped))
    }

    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        outsideView.frame = bounds
        popover?.layoutPopover()
    }

    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    private func outsideWasTapped(_ tap: TapGestureRecognizer) {
        guard tap.state == .ended else { return }
        popover?.outsideWasTapped()
    }
}

/// The clear view around a popover: it takes the touches that would dismiss it.
@MainActor
final class PopoverOutsideView: View {
    weak var popover: PopoverPresentationController?

    init(popover: PopoverPresentationController) {
        self.popover = popover
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// Touches over a passthrough view fall through to it, as UIKit lets them.
    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        let passes = popover?.passthroughViews?.contains { view in
            view.window === window && !view.isHidden && view.point(inside: convert(point, to: view), with: event)
        } ?? false
        return passes ? nil : hit
    }
}

/// A popover's bubble, as UIKit's standard chrome draws it: a rounded rectangle with
/// the arrow on one edge, filled with the popover's `backgroundColor` (the elevated
/// system background without one); the presented view fills the bubble, clipped to
/// its corners.
@MainActor
final class PopoverView: View {
    /// Clips the presented view to the bubble's corners.
    private let clipView = View()
    /// Where the bubble and arrow lie in this view, from the last placement.
    private var shape: (content: CGRect, tip: CGPoint, direction: PopoverArrowDirection)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        clipView.clipsToBounds = true
        clipView.layer.cornerRadius = PopoverGeometry.cornerRadius
        addSubview(clipView)
    }

    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// The presented controller's view, filling the bubble.
    var contentView: View? {
        didSet {
            guard contentView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let contentView { clipView.addSubview(contentView) }
        }
    }

    /// Takes the place `geometry` gives (in the container).
    func place(_ geometry: PopoverGeometry) {
        frame = geometry.frame
        let origin = geometry.frame.origin
        let content = geometry.contentFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        let newShape = (content: content, tip: CGPoint(x: geometry.arrowTip.x - origin.x, y: geometry.arrowTip.y - origin.y),
                        direction: geometry.arrowDirection)
        if shape?.content != newShape.content || shape?.tip != newShape.tip || shape?.direction != newShape.direction {
            shape = newShape
            setNeedsDisplay()
        }
        clipView.frame = content
        contentView?.frame = clipView.bounds
    }

    override func draw(context: GraphicsContext, rect: CGRect) {
        guard let shape else { return }
        let color = (superview as? PopoverContainerView)?.popover?.backgroundColor ?? .systemBackground
        context.setFillColor(color)
        context.addPath(BezierPath(roundedRect: shape.content, cornerRadius: PopoverGeometry.cornerRadius))
        context.fillPath()
        let half = PopoverGeometry.arrowBase / 2
        let tip = shape.tip
        let base: [CGPoint] = switch shape.direction {
        case .up: [CGPoint(x: tip.x - half, y: shape.content.minY), CGPoint(x: tip.x + half, y: shape.content.minY)]
        case .down: [CGPoint(x: tip.x - half, y: shape.content.maxY), CGPoint(x: tip.x + half, y: shape.content.maxY)]
        case .left: [CGPoint(x: shape.content.minX, y: tip.y - half), CGPoint(x: shape.content.minX, y: tip.y + half)]
        default: [CGPoint(x: shape.content.maxX, y: tip.y - half), CGPoint(x: shape.content.maxX, y: tip.y + half)]
        }
        context.addLines(between: [base[0], tip, base[1]])
        context.closePath()
        context.fillPath()
    }
}
