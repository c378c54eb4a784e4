import EaselGraphics
import Foundation

/// A row of segments of which one is selected, like `UISegmentedControl`: 32 points
/// high, a `tertiarySystemFill` track with 8-point corners, the selected segment a
/// raised `selectedSegmentTintColor` thumb (white in light mode), titles in 13-point
/// `label` (semibold when selected), images drawn as templates.
///
/// A finger lifted on an enabled segment selects it and sends `valueChanged` (then
/// `primaryActionTriggered`); a `isMomentary` control shows the segment only while the
/// finger is down. A selected index out of range is reported and leaves no segment
/// selected (`noSegment`).
@preconcurrency @MainActor
open class SegmentedControl: Control {
    /// The index of no segment, like `UISegmentedControl.noSegment`.
    public static let noSegment = -1
    /// The control's height.
    public static let height: CGFloat = 32
    static let cornerRadius: CGFloat = 8
    static let inset: CGFloat = 2
    static let font = Font.systemFont(ofSize: 13)
    static let selectedFont = Font.systemFont(ofSize: 13, weight: .semibold)
    /// The thumb: white in light mode, iOS's dark grey (#636366) in dark.
    static let thumbColor = Color(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? Color(red: 0x63 / 255, green: 0x63 / 255, blue: 0x66 / 255) : .white
    })

    /// A segment's content and settings.
    struct Segment {
        var title: String?
        var image: Image?
        var isEnabled = true
        var width: CGFloat = 0
        /// The action the segment performs when selected, whose image (else title) it shows.
        var action: ControlAction?

        init(title: String? = nil, image: Image? = nil) {
            self.title = title
            self.image = image
        }

        /// A segment showing the action's image, else its title.
        init(action: ControlAction) {
            self.init(title: action.image == nil ? action.title : nil, image: action.image)
            self.action = action
        }
    }
    var segments: [Segment] = []

    /// The title attributes set for each state with `setTitleTextAttributes(_:for:)`.
    var titleTextAttributesByState: [State: [NSAttributedString.Key: Any]] = [:]

    /// The selected segment, like `UISegmentedControl.selectedSegmentIndex`.
    open var selectedSegmentIndex = SegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex < Self.noSegment || selectedSegmentIndex >= segments.count {
                Diagnostics.report("SegmentedControl: no segment \(selectedSegmentIndex) in \(segments.count); none selected")
                selectedSegmentIndex = Self.noSegment
            }
            if oldValue != selectedSegmentIndex { setNeedsDisplay() }
        }
    }

    /// Whether a segment is selected only while touched, like `UISegmentedControl.isMomentary`.
    open var isMomentary = false

    /// Whether segments are as wide as their content rather than equal, like
    /// `UISegmentedControl.apportionsSegmentWidthsByContent`.
    open var apportionsSegmentWidthsByContent = false { didSet { segmentsDidChange() } }

    /// The selected segment's thumb colour, like `UISegmentedControl.selectedSegmentTintColor`.
    open var selectedSegmentTintColor: Color? { didSet { setNeedsDisplay() } }

    /// The segment under the finger while a momentary control is touched.
    private var touchedSegment: Int?

    override var primaryActionTrigger: Event { .valueChanged }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    /// A control with a segment for each title, image or action, like
    /// `UISegmentedControl(items:)`.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segments = (items ?? []).map { item in
            (item as? ControlAction).map(Segment.init(action:)) ?? Segment(title: item as? String, image: item as? Image)
        }
        frame.size = intrinsicContentSize
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// The number of segments, like `UISegmentedControl.numberOfSegments`.
    public var numberOfSegments: Int { segments.count }

    /// Inserts a titled segment, like `UISegmentedControl.insertSegment(withTitle:at:animated:)`.
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert(Segment(title: title), at: min(max(0, segment), segments.count))
        segmentsDidChange()
    }

    /// Inserts an image segment, like `UISegmentedControl.insertSegment(with:at:animated:)`.
    public func insertSegment(with image: Image?, at segment: Int, animated: Bool) {
        segments.insert(Segment(image: image), at: min(max(0, segment), segments.count))
        segmentsDidChange()
    }

    /// Removes every segment, like `UISegmentedControl.removeAllSegments()`.
    public func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
        segmentsDidChange()
    }

    /// Removes the segment at `segment`, like `UISegmentedControl.removeSegment(at:animated:)`;
    /// removing the selected segment leaves none selected, and a later one selected stays
    /// selected.
    public func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        segmentsDidChange()
    }

    /// Sets a segment's title, like `UISegmentedControl.setTitle(_:forSegmentAt:)`.
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        segmentsDidChange()
    }

    /// A segment's title, like `UISegmentedControl.titleForSegment(at:)`.
    public func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image, like `UISegmentedControl.setImage(_:forSegmentAt:)`.
    public func setImage(_ image: Image?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        segmentsDidChange()
    }

    /// A segment's image, like `UISegmentedControl.imageForSegment(at:)`.
    public func imageForSegment(at segment: Int) -> Image? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables a segment, like `UISegmentedControl.setEnabled(_:forSegmentAt:)`.
    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }

    /// Whether a segment is enabled, like `UISegmentedControl.isEnabledForSegment(at:)`.
    public func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Sets a segment's width (0: automatic), like `UISegmentedControl.setWidth(_:forSegmentAt:)`.
    public func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment), width >= 0, width.isFinite else { return }
        segments[segment].width = width
        segmentsDidChange()
    }

    /// A segment's set width, like `UISegmentedControl.widthForSegment(at:)`.
    public func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    func segmentsDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The natural width of a segment's content, with 12 points either side.
    private func contentWidth(_ segment: Segment) -> CGFloat {
        if segment.width > 0 { return segment.width }
        let content = segment.image?.size.width
            ?? (segment.title ?? "").size(withAttributes: titleAttributes(for: .selected)).width.rounded(.up)
        return content + 24
    }

    /// The widest segment's width times the count (or the sum, apportioned by content),
    /// by 32 points.
    open override var intrinsicContentSize: CGSize {
        let widths = segments.map(contentWidth)
        let width = apportionsSegmentWidthsByContent ? widths.reduce(0, +) : (widths.max() ?? 0) * CGFloat(widths.count)
        return CGSize(width: width, height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segments' rectangles across the bounds: fixed widths first, the rest shared
    /// equally (or by content).
    package func segmentFrames() -> [CGRect] {
        let fixed = segments.reduce(0) { $0 + $1.width }
        let flexible = segments.filter { $0.width == 0 }
        let natural = flexible.map(contentWidth).reduce(0, +)
        let remaining = max(0, bounds.width - fixed)
        var x: CGFloat = 0
        return segments.map { segment in
            let width = segment.width > 0 ? segment.width
                : apportionsSegmentWidthsByContent && natural > 0 ? remaining * contentWidth(segment) / natural
                : remaining / CGFloat(max(1, flexible.count))
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    private func segment(at point: CGPoint) -> Int? {
        segmentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    open override func beginTracking(_ touch: Touch, with event: Easel.Event?) -> Bool {
        touchedSegment = segment(at: touch.location(in: self))
        if isMomentary { setNeedsDisplay() }
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: Easel.Event?) {
        super.endTracking(touch, with: event)
        defer { touchedSegment = nil; setNeedsDisplay() }
        guard isTouchInside, let touch, let index = segment(at: touch.location(in: self)),
              segments[index].isEnabled else { return }
        if isMomentary || index != selectedSegmentIndex {
            if !isMomentary { selectedSegmentIndex = index }
            if let action = segments[index].action { sendAction(action) }
            send(.valueChanged, with: event)
        }
    }

    open override func cancelTracking(with event: Easel.Event?) {
        super.cancelTracking(with: event)
        touchedSegment = nil
        setNeedsDisplay()
    }

    open override func draw(context: GraphicsContext, rect: CGRect) {
        context.drawGroup(alpha: isEnabled ? 1 : 0.5) {
            context.setFillColor(.tertiarySystemFill)
            context.addPath(BezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius))
            context.fillPath()
            let frames = segmentFrames()
            let shown = isMomentary ? touchedSegment : (selectedSegmentIndex >= 0 ? selectedSegmentIndex : nil)
            if let shown, frames.indices.contains(shown) {
                let thumb = frames[shown].insetBy(dx: Self.inset, dy: Self.inset)
                context.setFillColor(selectedSegmentTintColor ?? Self.thumbColor)
                context.addPath(BezierPath(roundedRect: thumb, cornerRadius: Self.cornerRadius - Self.inset))
                context.fillPath()
            }
            for (index, segment) in segments.enumerated() {
                let frame = frames[index]
                let state: State = !segment.isEnabled ? .disabled : index == shown ? .selected
                    : !isEnabled ? .disabled : index == touchedSegment ? .highlighted : .normal
                let attributes = titleAttributes(for: state, dimmed: !segment.isEnabled)
                let color = attributes.foregroundColor
                if let image = segment.image {
                    let shownImage = image.rendered(scale: contentScaleFactor, tint: color, traits: traitCollection)
                    let size = image.size
                    context.draw(shownImage, in: CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2,
                                                        width: size.width, height: size.height))
                } else if let title = segment.title {
                    let size = title.size(withAttributes: attributes)
                    title.draw(at: CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2), withAttributes: attributes)
                }
            }
        }
    }
}
