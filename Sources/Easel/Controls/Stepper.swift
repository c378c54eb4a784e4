import EaselGraphics
import Foundation

/// A pair of minus and plus buttons that step a value, like `UIStepper`: 94 × 32
/// points, a rounded `tertiarySystemFill` background split by a 1-point divider, a
/// minus glyph in the leading half and a plus in the trailing half (in
/// `tertiaryLabel` where that step is not possible).
///
/// A finger touching down on a half steps the value at once (wrapping past the end
/// with `wraps`, else only when there is room) and sends `valueChanged` then
/// `primaryActionTriggered`; the half is drawn darker while the finger is on it.
@preconcurrency @MainActor
open class Stepper: Control {
    /// The stepper's size (UIKit's measure before iOS 26).
    public static let size = CGSize(width: 94, height: 32)
    static let cornerRadius: CGFloat = 8
    static let glyphLength: CGFloat = 14
    static let glyphWeight: CGFloat = 2

    /// The value, like `UIStepper.value`: clamped to `minimumValue…maximumValue`.
    open var value: Double = 0 {
        didSet {
            value = value.isNaN ? minimumValue : min(maximumValue, max(minimumValue, value))
            if oldValue != value { setNeedsDisplay() }
        }
    }

    /// The lowest value, like `UIStepper.minimumValue` (0); one above the maximum sets
    /// both to it, as UIKit does.
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = max(value, minimumValue)
            setNeedsDisplay()
        }
    }

    /// The highest value, like `UIStepper.maximumValue` (100); one below the minimum
    /// sets both to it.
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = min(value, maximumValue)
            setNeedsDisplay()
        }
    }

    /// How much a press changes the value, like `UIStepper.stepValue` (1); values that
    /// are not above 0 are ignored.
    open var stepValue: Double = 1 {
        didSet { if !(stepValue > 0) { stepValue = oldValue } }
    }

    /// Whether stepping past one end goes round to the other, like `UIStepper.wraps`.
    open var wraps = false { didSet { setNeedsDisplay() } }

    /// The half the finger is on: -1 minus, +1 plus, 0 none.
    private var pressedHalf = 0
    /// The images set for the plus and minus halves, by state (see `Stepper+Images`).
    var incrementImages: [UInt: Image] = [:] { didSet { setNeedsDisplay() } }
    var decrementImages: [UInt: Image] = [:] { didSet { setNeedsDisplay() } }

    override var primaryActionTrigger: Event { .valueChanged }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        contentMode = .redraw
        hugsItsIntrinsicSize()
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    open override var intrinsicContentSize: CGSize { Self.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// Whether a press of the half of `direction` (-1, +1) changes the value.
    func canStep(_ direction: Int) -> Bool {
        wraps || (direction < 0 ? value > minimumValue : value < maximumValue)
    }

    open override func beginTracking(_ touch: Touch, with event: Easel.Event?) -> Bool {
        let direction = touch.location(in: self).x < bounds.midX ? -1 : 1
        guard canStep(direction) else { return false }
        pressedHalf = direction
        let next = value + Double(direction) * stepValue
        if next > maximumValue { value = wraps ? minimumValue : maximumValue }
        else if next < minimumValue { value = wraps ? maximumValue : minimumValue }
        else { value = next }
        setNeedsDisplay()
        send(.valueChanged, with: event)
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: Easel.Event?) {
        super.endTracking(touch, with: event)
        pressedHalf = 0
        setNeedsDisplay()
    }

    open override func cancelTracking(with event: Easel.Event?) {
        super.cancelTracking(with: event)
        pressedHalf = 0
        setNeedsDisplay()
    }

    open override func draw(context: GraphicsContext, rect: CGRect) {
        let box = CGRect(origin: .zero, size: Self.size)
        context.drawGroup(alpha: isEnabled ? 1 : 0.5) {
            context.setFillColor(.tertiarySystemFill)
            context.addPath(BezierPath(roundedRect: box, cornerRadius: Self.cornerRadius))
            context.fillPath()
            if pressedHalf != 0 && isHighlighted {
                let half = CGRect(x: pressedHalf < 0 ? 0 : box.midX, y: 0, width: box.width / 2, height: box.height)
                context.saveGState()
                context.addPath(BezierPath(roundedRect: box, cornerRadius: Self.cornerRadius))
                context.clip(using: .winding)
                context.setFillColor(.tertiarySystemFill)
                context.fill(half)
                context.restoreGState()
            }
            context.setFillColor(.separator)
            context.fill(CGRect(x: box.midX - 0.5, y: 8, width: 1, height: box.height - 16))
            drawGlyph(in: context, center: CGPoint(x: box.width / 4, y: box.midY), plus: false)
            drawGlyph(in: context, center: CGPoint(x: box.width * 3 / 4, y: box.midY), plus: true)
        }
    }

    private func drawGlyph(in context: GraphicsContext, center: CGPoint, plus: Bool) {
        let color: Color = canStep(plus ? 1 : -1) ? .label : .tertiaryLabel
        if let image = image(plus: plus) {
            return drawImage(image, in: context, center: center, color: color)
        }
        context.setFillColor(color)
        let half = Self.glyphLength / 2, weight = Self.glyphWeight
        // One path, so the plus's crossing is painted once with a translucent color.
        context.addRect(CGRect(x: center.x - half, y: center.y - weight / 2, width: Self.glyphLength, height: weight))
        if plus { context.addRect(CGRect(x: center.x - weight / 2, y: center.y - half, width: weight, height: Self.glyphLength)) }
        context.fillPath()
    }
}
