import EaselGraphics
import Foundation

/// A control for picking a value from a range by dragging a thumb along a track, like
/// `UISlider`.
///
/// The track is 6 points tall, centered down the bounds, filled with
/// `minimumTrackTintColor` up to the thumb and `maximumTrackTintColor` after it; the
/// thumb is a white 38 × 24 point capsule whose center travels between the track's
/// ends inset by half its width; `minimumValueImage` and `maximumValueImage` sit at the
/// ends, 8 points from the track. The intrinsic height is 28 points.
///
/// A drag that starts on the thumb (or within 10 points of it) moves it, keeping the
/// finger where it grabbed the thumb; the value follows the thumb's center. With
/// `isContinuous` every change sends `valueChanged` (then `primaryActionTriggered`);
/// without, one is sent when the finger lifts. A touch on the track away from the thumb
/// does nothing, as in UIKit.
@preconcurrency @MainActor
open class Slider: Control {
    static let trackHeight: CGFloat = 6
    static let thumbSize = CGSize(width: 38, height: 24)
    static let intrinsicHeight: CGFloat = 28
    static let imageSpacing: CGFloat = 8
    /// How far outside the thumb a touch still grabs it.
    static let thumbGrabMargin: CGFloat = 10

    /// The value, like `UISlider.value`: clamped to `minimumValue…maximumValue`.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0

    /// The value at the leading end, like `UISlider.minimumValue` (0); a minimum above
    /// the maximum raises the maximum to it.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(storedValue, animated: false)
        }
    }

    /// The value at the trailing end, like `UISlider.maximumValue` (1); a maximum below
    /// the minimum lowers the minimum to it.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(storedValue, animated: false)
        }
    }

    /// Whether every change while dragging sends `valueChanged`, like
    /// `UISlider.isContinuous` (`true`); when `false`, only the lift does.
    open var isContinuous = true

    /// The track's color before the thumb, like `UISlider.minimumTrackTintColor`; `nil`
    /// is `systemBlue` (the tint color).
    open var minimumTrackTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The track's color after the thumb, like `UISlider.maximumTrackTintColor`; `nil`
    /// is `systemFill`.
    open var maximumTrackTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The thumb's color, like `UISlider.thumbTintColor`; `nil` is white.
    open var thumbTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The image at the leading end, like `UISlider.minimumValueImage`.
    open var minimumValueImage: Image? { didSet { setNeedsDisplay() } }
    /// The image at the trailing end, like `UISlider.maximumValueImage`.
    open var maximumValueImage: Image? { didSet { setNeedsDisplay() } }

    /// Where the finger grabbed the thumb, from its center.
    private var grabOffset: CGFloat = 0
    /// The images set for the thumb and the two parts of the track, by state (see
    /// `Slider+Images`).
    var thumbImages: [UInt: Image] = [:] { didSet { setNeedsDisplay() } }
    var minimumTrackImages: [UInt: Image] = [:] { didSet { setNeedsDisplay() } }
    var maximumTrackImages: [UInt: Image] = [:] { didSet { setNeedsDisplay() } }

    override var primaryActionTrigger: Event { .valueChanged }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// Sets the value, clamped to the range, like `UISlider.setValue(_:animated:)`
    /// (drawn at once either way); sends no event.
    open func setValue(_ value: Float, animated: Bool) {
        let clamped = value.isNaN ? minimumValue : min(maximumValue, max(minimumValue, value))
        guard clamped != storedValue else { return }
        storedValue = clamped
        setNeedsDisplay()
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: Self.intrinsicHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: bounds.width, height: Self.intrinsicHeight) }

    // MARK: Geometry (UIKit's override points)

    /// Where the leading image goes, like `UISlider.minimumValueImageRect(forBounds:)`:
    /// its size, at the leading edge, centered down the bounds; empty without one.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let image = minimumValueImage else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.minX, y: bounds.midY - image.size.height / 2, width: image.size.width, height: image.size.height)
    }

    /// Where the trailing image goes, like `UISlider.maximumValueImageRect(forBounds:)`.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let image = maximumValueImage else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.maxX - image.size.width, y: bounds.midY - image.size.height / 2,
                      width: image.size.width, height: image.size.height)
    }

    /// The track, like `UISlider.trackRect(forBounds:)`: between the images (8 points
    /// from each), 6 points tall, centered down the bounds.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let leading = minimumValueImage == nil ? bounds.minX : minimumValueImageRect(forBounds: bounds).maxX + Self.imageSpacing
        let trailing = maximumValueImage == nil ? bounds.maxX : maximumValueImageRect(forBounds: bounds).minX - Self.imageSpacing
        return CGRect(x: leading, y: bounds.midY - Self.trackHeight / 2, width: max(0, trailing - leading), height: Self.trackHeight)
    }

    /// The thumb for `value`, like `UISlider.thumbRect(forBounds:trackRect:value:)`:
    /// the size of the current thumb image when one is set.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? Self.thumbSize
        let travel = max(0, rect.width - size.width)
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? CGFloat((value - minimumValue) / range) : 0
        return CGRect(x: rect.minX + travel * fraction, y: rect.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: Touch, with event: Easel.Event?) -> Bool {
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
        let point = touch.location(in: self)
        guard thumb.insetBy(dx: -Self.thumbGrabMargin, dy: -Self.thumbGrabMargin).contains(point) else { return false }
        grabOffset = point.x - thumb.midX
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: Easel.Event?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - Self.thumbSize.width
        guard travel > 0 else { return true }
        let center = touch.location(in: self).x - grabOffset
        let fraction = Float((center - track.minX - Self.thumbSize.width / 2) / travel)
        let previous = value
        value = minimumValue + (maximumValue - minimumValue) * min(1, max(0, fraction))
        if isContinuous, value != previous { send(.valueChanged, with: event) }
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: Easel.Event?) {
        super.endTracking(touch, with: event)
        if !isContinuous { send(.valueChanged, with: event) }
    }

    // MARK: Drawing

    open override func draw(context: GraphicsContext, rect: CGRect) {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
        context.drawGroup(alpha: isEnabled ? 1 : 0.5) {
            if let image = minimumValueImage { context.draw(image, in: minimumValueImageRect(forBounds: bounds)) }
            if let image = maximumValueImage { context.draw(image, in: maximumValueImageRect(forBounds: bounds)) }
            drawTrack(track, split: thumb.midX, in: context)
            if let image = currentThumbImage { return context.draw(image, in: thumb) }
            context.setFillColor(thumbTintColor ?? .white)
            context.setShadow(offset: CGSize(width: 0, height: 1), blur: 3, color: Color(white: 0, alpha: 0.2))
            context.addPath(BezierPath(roundedRect: thumb, cornerRadius: thumb.height / 2))
            context.fillPath()
        }
    }
}
