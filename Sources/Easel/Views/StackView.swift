import Foundation

/// Lays out a row or a column of views with constraints, like `UIStackView`.
///
/// The stack view positions its `arrangedSubviews` along its `axis` by `distribution`
/// and across it by `alignment`, with `spacing` between them, by making the same
/// constraints UIKit's stack view makes (`UISV-spacing`, `UISV-canvas-connection`,
/// `UISV-alignment`, … , visible in logs under those identifiers). They are rebuilt in
/// its `updateConstraints()` whenever the arrangement changes, including when an
/// arranged view is hidden or shown (a hidden one collapses to zero length, with no
/// spacing of its own).
@preconcurrency @MainActor
open class StackView: View {
    /// How arranged views share the length along the axis, like
    /// `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        /// Views fill the axis; extra or missing length goes to the view with the lowest
        /// hugging or compression resistance (the first such on a tie).
        case fill
        /// Views fill the axis with equal lengths.
        case fillEqually
        /// Views fill the axis in proportion to their intrinsic lengths.
        case fillProportionally
        /// Views keep their intrinsic lengths; the gaps between them are equal and at
        /// least `spacing`.
        case equalSpacing
        /// Views keep their intrinsic lengths; their centers are equally spaced, keeping
        /// at least `spacing` between edges.
        case equalCentering
    }

    /// How arranged views are placed across the axis, like `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        /// Views fill the stack across the axis.
        case fill
        /// Views align to the leading edge (the top in a horizontal stack).
        case leading
        /// Views align on their first baselines (horizontal stacks).
        case firstBaseline
        /// Views are centered across the axis.
        case center
        /// Views align to the trailing edge (the bottom in a horizontal stack).
        case trailing
        /// Views align on their last baselines (horizontal stacks).
        case lastBaseline

        /// The top edge, in a horizontal stack: `leading`.
        public static let top = Alignment.leading
        /// The bottom edge, in a horizontal stack: `trailing`.
        public static let bottom = Alignment.trailing
    }

    /// The custom spacing value that means "use `spacing`", like
    /// `UIStackView.spacingUseDefault`.
    nonisolated public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// The spacing value that means "the system spacing between these two views" (8
    /// points, as the system-spacing anchors), for `spacing` or a custom spacing, like
    /// `UIStackView.spacingUseSystem`.
    nonisolated public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The direction views are stacked in, like `UIStackView.axis` (horizontal by default).
    open var axis = LayoutConstraint.Axis.horizontal { didSet { arrangementDidChange(oldValue != axis) } }
    /// Like `UIStackView.distribution` (`.fill` by default).
    open var distribution = Distribution.fill { didSet { arrangementDidChange(oldValue != distribution) } }
    /// Like `UIStackView.alignment` (`.fill` by default).
    open var alignment = Alignment.fill { didSet { arrangementDidChange(oldValue != alignment) } }
    /// The space between adjacent arranged views (the least space for `equalSpacing` and
    /// `equalCentering`), like `UIStackView.spacing` (0 by default).
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange(oldValue != spacing) } }
    /// Whether views are arranged within the layout margins rather than the bounds, like
    /// `UIStackView.isLayoutMarginsRelativeArrangement` (false by default).
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { arrangementDidChange(oldValue != isLayoutMarginsRelativeArrangement) }
    }

    /// The views the stack arranges, in order, like `UIStackView.arrangedSubviews`.
    public private(set) var arrangedSubviews: [View] = []

    /// Spacings set with `setCustomSpacing(_:after:)`, by arranged view.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and guides of the current arrangement.
    var arrangementConstraints: [LayoutConstraint] = []
    var arrangementGuides: [LayoutGuide] = []

    /// An empty stack view with a frame, like `UIStackView(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack view arranging `views`, like `UIStackView(arrangedSubviews:)`.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// A stack view builds its constraints in `updateConstraints()`.
    open override class var requiresConstraintBasedLayout: Bool { true }

    /// Adds a view at the end of the arrangement (and as a subview), like
    /// `UIStackView.addArrangedSubview(_:)`; its `translatesAutoresizingMaskIntoConstraints`
    /// becomes false.
    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arrangement at `index` (clamped), adding it as a subview if
    /// it is not one, like `UIStackView.insertArrangedSubview(_:at:)`.
    open func insertArrangedSubview(_ view: View, at index: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        view.layoutState.arrangingStackView = self
        if view.superview !== self { addSubview(view) }
        arrangementDidChange(true)
    }

    /// Takes a view out of the arrangement; it stays a subview, like
    /// `UIStackView.removeArrangedSubview(_:)`.
    open func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        if view.layoutStorage?.arrangingStackView === self { view.layoutStorage?.arrangingStackView = nil }
        arrangementDidChange(true)
    }

    /// Sets the space after one arranged view, like `UIStackView.setCustomSpacing(_:after:)`;
    /// `spacingUseDefault` goes back to `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange(true)
    }

    /// The space set after an arranged view, or `spacingUseDefault`, like
    /// `UIStackView.customSpacing(after:)`.
    open func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The space after an arranged view: its custom spacing or `spacing`.
    func spacing(after view: View) -> CGFloat {
        let space = customSpacings[ObjectIdentifier(view)] ?? spacing
        return space == Self.spacingUseSystem ? LayoutConstraint.systemSpacing : space
    }

    /// Rebuilds the arrangement's constraints, then the base update.
    open override func updateConstraints() {
        rebuildArrangement()
        super.updateConstraints()
    }

    /// An arranged view that leaves the stack view leaves the arrangement, as in UIKit.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    private func arrangementDidChange(_ changed: Bool) {
        if changed { setNeedsUpdateConstraints() }
    }
}
