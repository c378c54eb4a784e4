import EaselGraphics
import Foundation

/// A control that shows a date and a time, like `UIDatePicker` in its compact style
/// (`preferredDatePickerStyle` `.compact`, which `.automatic` is on an iPhone): each
/// component, the date ("Jan 9, 2026") and the time ("9:41 AM"), is a `label`-coloured
/// body-font title on a `tertiarySystemFill` rounded rectangle, 34 points tall with 11
/// points of padding a side (UIKit's measures since iOS 14), the two 6 points apart,
/// placed along the bounds by `contentHorizontalAlignment`. The titles follow Dynamic
/// Type.
///
/// Rendering is deterministic: dates are written in US English with the Gregorian
/// calendar, and `timeZone` `nil` is GMT (not the machine's zone). Easel draws no
/// calendar or wheels: a tap on the picker highlights nothing and opens nothing.
@preconcurrency @MainActor
open class DatePicker: Control {
    /// What the picker shows, like `UIDatePicker.Mode`.
    public enum Mode: Sendable {
        /// The time only ("9:41 AM").
        case time
        /// The date only ("Jan 9, 2026").
        case date
        /// The date, then the time (the default).
        case dateAndTime
    }

    /// A component's height (UIKit's compact picker).
    public static let componentHeight: CGFloat = 34
    /// The space between a component's title and its edges.
    static let componentPadding: CGFloat = 11
    /// The space between the date and the time.
    static let componentSpacing: CGFloat = 6
    static let cornerRadius: CGFloat = 6
    /// The date a picker shows until one is set: a fixed moment, 9:41 AM GMT on
    /// January 9, 2026, where UIKit takes the current date (Easel renders no wall clock).
    public static let defaultDate = Date(timeIntervalSince1970: 1_767_951_660)

    /// The date shown, like `UIDatePicker.date`: clamped to `minimumDate…maximumDate`
    /// when set, as UIKit clamps it. Setting it sends no event.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }

    /// The earliest date the picker shows, like `UIDatePicker.minimumDate` (`nil`: none).
    open var minimumDate: Date? { didSet { setDate(storedDate, animated: false) } }

    /// The latest date the picker shows, like `UIDatePicker.maximumDate` (`nil`: none).
    open var maximumDate: Date? { didSet { setDate(storedDate, animated: false) } }

    /// The components shown, like `UIDatePicker.datePickerMode` (`.dateAndTime`).
    open var datePickerMode = Mode.dateAndTime { didSet { contentDidChange() } }

    /// The zone the date is shown in, like `UIDatePicker.timeZone`; `nil` is GMT.
    open var timeZone: TimeZone? { didSet { contentDidChange() } }

    /// The style asked for, like `UIDatePicker.preferredDatePickerStyle` (`.automatic`).
    open var preferredDatePickerStyle = DatePickerStyle.automatic

    /// The style shown, like `UIDatePicker.datePickerStyle`: `.compact`, the style
    /// `.automatic` resolves to on an iPhone.
    public var datePickerStyle: DatePickerStyle { .compact }

    private var storedDate = DatePicker.defaultDate

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        hugsItsIntrinsicSize()
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// Shows `date`, clamped to the picker's range, like `setDate(_:animated:)` (the
    /// compact style has nothing to animate).
    open func setDate(_ date: Date, animated: Bool) {
        var clamped = date
        if let minimumDate, clamped < minimumDate { clamped = minimumDate }
        if let maximumDate, clamped > maximumDate { clamped = maximumDate }
        guard clamped != storedDate else { return }
        storedDate = clamped
        contentDidChange()
    }

    // MARK: Layout

    /// The components' titles, in order.
    var componentTitles: [String] {
        let text = DateText(date: storedDate, timeZone: timeZone ?? TimeZone(identifier: "GMT")!)
        return switch datePickerMode {
        case .time: [text.time]
        case .date: [text.date]
        case .dateAndTime: [text.date, text.time]
        }
    }

    private var titleFont: Font { Font.preferredFont(forTextStyle: .body, compatibleWith: traitCollection) }

    private func titleLayouts() -> [TextLayout] {
        componentTitles.map { TextLayout($0, attributes: TextAttributes(font: titleFont, foregroundColor: .label)) }
    }

    /// The components' rectangles for `layouts`, in the bounds.
    private func componentFrames(for layouts: [TextLayout]) -> [CGRect] {
        let widths = layouts.map { ceil($0.size.width) + 2 * Self.componentPadding }
        let total = widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(0, widths.count - 1))
        var x: CGFloat = switch effectiveContentHorizontalAlignment {
        case .left, .fill: 0
        case .right: bounds.width - total
        default: ((bounds.width - total) / 2).rounded(.down)
        }
        let y = ((bounds.height - Self.componentHeight) / 2).rounded(.down)
        return widths.map { width in
            defer { x += width + Self.componentSpacing }
            return CGRect(x: x, y: y, width: width, height: Self.componentHeight)
        }
    }

    open override var intrinsicContentSize: CGSize {
        let frames = componentFrames(for: titleLayouts())
        let width = (frames.last?.maxX ?? 0) - (frames.first?.minX ?? 0)
        return CGSize(width: width, height: Self.componentHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            contentDidChange()
        }
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: Drawing

    open override func draw(context: GraphicsContext, rect: CGRect) {
        let layouts = titleLayouts()
        context.drawGroup(alpha: isEnabled ? 1 : 0.5) {
            for (layout, frame) in zip(layouts, componentFrames(for: layouts)) {
                context.setFillColor(.tertiarySystemFill)
                context.addPath(BezierPath(roundedRect: frame, cornerRadius: Self.cornerRadius))
                context.fillPath()
                let origin = CGPoint(x: frame.minX + Self.componentPadding, y: frame.midY - layout.size.height / 2)
                context.draw(layout, at: snappedToPixels(origin))
            }
        }
    }
}
