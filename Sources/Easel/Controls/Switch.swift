import EaselGraphics
import Foundation

/// An on/off control, like `UISwitch`, with iOS 26's geometry: a 63 × 28 point capsule
/// track (`onTintColor` when on, `systemFill` when off) and a white capsule thumb of
/// 37 × 24 points with a soft shadow, 2 points inside the track, at the trailing end
/// when on.
///
/// A tap flips it, animated, and sends `valueChanged` then `primaryActionTriggered`
/// as the finger lifts, before `touchUpInside`. Like UISwitch it keeps its own size: the frame's size is
/// replaced by 63 × 28 when it is made. Setting `isOn` sends nothing. A disabled switch
/// is drawn at half opacity.
@preconcurrency @MainActor
open class Switch: Control {
    /// The switch's size on iOS 26 (51 × 31 before iOS 26).
    public static let size = CGSize(width: 63, height: 28)
    static let thumbSize = CGSize(width: 37, height: 24)
    static let thumbInset: CGFloat = 2
    /// How long the thumb takes to move when the switch flips, animated.
    static let flipDuration: TimeInterval = 0.25

    /// Whether the switch is on, like `UISwitch.isOn`; setting it does not animate and
    /// sends no event.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }
    private var storedIsOn = false

    /// The track's color when on, like `UISwitch.onTintColor`; `nil` is `systemGreen`.
    open var onTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The thumb's color, like `UISwitch.thumbTintColor`; `nil` is white.
    open var thumbTintColor: Color? { didSet { setNeedsDisplay() } }

    /// Where the thumb is: 0 at the off end, 1 at the on end.
    private lazy var thumbPosition = DrawnAnimation(0) { [unowned self] in setNeedsDisplay() }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        contentMode = .redraw
        hugsItsIntrinsicSize()
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// Turns the switch on or off, like `UISwitch.setOn(_:animated:)`, moving the thumb
    /// over 0.25 seconds when `animated` and in a window; sends no event.
    open func setOn(_ on: Bool, animated: Bool) {
        storedIsOn = on
        thumbPosition.move(to: on ? 1 : 0, duration: animated ? Self.flipDuration : 0, on: window?.eventLoop)
    }

    open override var intrinsicContentSize: CGSize { Self.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    override var primaryActionTrigger: Event { .valueChanged }

    /// A tap (a lift inside the tracking area) flips the switch.
    open override func endTracking(_ touch: Touch?, with event: Easel.Event?) {
        super.endTracking(touch, with: event)
        guard isTouchInside else { return }
        setOn(!isOn, animated: true)
        send(.valueChanged, with: event)
    }

    open override func draw(context: GraphicsContext, rect: CGRect) {
        let track = CGRect(origin: .zero, size: Self.size)
        let position = thumbPosition.value
        let thumb = CGRect(x: Self.thumbInset + (track.width - 2 * Self.thumbInset - Self.thumbSize.width) * position,
                           y: (track.height - Self.thumbSize.height) / 2,
                           width: Self.thumbSize.width, height: Self.thumbSize.height)
        context.drawGroup(alpha: isEnabled ? 1 : 0.5) {
            context.addPath(BezierPath(roundedRect: track, cornerRadius: track.height / 2))
            context.setFillColor(Self.blend(Color.systemFill, onTintColor ?? .systemGreen, position))
            context.fillPath()
            context.setFillColor(thumbTintColor ?? .white)
            context.setShadow(offset: CGSize(width: 0, height: 1), blur: 3, color: Color(white: 0, alpha: 0.2))
            context.addPath(BezierPath(roundedRect: thumb, cornerRadius: thumb.height / 2))
            context.fillPath()
        }
    }

    /// The color `fraction` of the way from `from` to `to`, as the track crossfades.
    static func blend(_ from: Color, _ to: Color, _ fraction: CGFloat) -> Color {
        if fraction <= 0 { return from }
        if fraction >= 1 { return to }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
        return Color(red: mix(from.red, to.red), green: mix(from.green, to.green),
                     blue: mix(from.blue, to.blue), alpha: mix(from.alpha, to.alpha))
    }
}
