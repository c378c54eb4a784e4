import EaselGraphics
import Foundation

/// A button, like `UIButton`: a title, a subtitle and an image over a background,
/// drawn from a `Configuration` (iOS 15's API) or from per-state titles, colours and
/// images (the legacy API of `Button(type:)`, `setTitle(_:for:)` …).
///
/// A tap sends `touchDown`, `touchUpInside` and `primaryActionTriggered`; the button
/// is highlighted while the finger is down inside the tracking area (see `Control`).
/// Whenever its state changes the button asks for a configuration update: before the
/// next layout it calls `updateConfiguration()`, which calls the
/// `configurationUpdateHandler`, and then shows the configuration in the new state.
///
/// Sizes follow UIKit's: a configuration's content plus its `contentInsets` (a
/// medium button with a 17-point title is 34.33 points high); a legacy button's title
/// with 6 points above and below (a 15-point title gives 30 points) plus its
/// `contentEdgeInsets`.
@preconcurrency @MainActor
open class Button: Control {
    /// The kinds of legacy button, like `UIButton.ButtonType` (UIKit's raw values).
    public enum ButtonType: Int, Sendable {
        case custom = 0, system = 1, detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5, plain = 6, close = 7
    }

    /// The kind of button, like `UIButton.buttonType`.
    public private(set) var buttonType = ButtonType.custom

    /// What the button shows, like `UIButton.configuration`; `nil` for a legacy button.
    open var configuration: Configuration? {
        didSet {
            if !isUpdatingConfiguration { setNeedsUpdateConfiguration() }
            contentDidChange()
        }
    }

    /// Called to update the configuration for the button's state, like
    /// `UIButton.configurationUpdateHandler`.
    open var configurationUpdateHandler: (@MainActor (Button) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether a tap toggles `isSelected`, like
    /// `UIButton.changesSelectionAsPrimaryAction`; with a `menu` shown as the primary
    /// action it makes a pop-up button, which shows the title of the action chosen last.
    open var changesSelectionAsPrimaryAction = false {
        didSet { if oldValue != changesSelectionAsPrimaryAction { menuDidChange() } }
    }

    /// The menu the button shows, like `UIButton.menu`.
    open var menu: Menu? { didSet { menuDidChange() } }

    /// Whether a tap opens the menu instead of triggering the primary action, like
    /// `UIButton.showsMenuAsPrimaryAction`: the button sends `menuActionTriggered` and
    /// opens the menu under it when the finger lifts inside.
    open var showsMenuAsPrimaryAction = false

    /// The space around a legacy button's content, like `UIButton.contentEdgeInsets`.
    open var contentEdgeInsets = EdgeInsets.zero { didSet { contentDidChange() } }

    /// How far a legacy button's title moves, like `UIButton.titleEdgeInsets`: its box
    /// in the content rectangle is inset by these, so a centred title moves by half of
    /// each inset. The button's size does not change.
    open var titleEdgeInsets = EdgeInsets.zero { didSet { setNeedsLayout() } }

    /// How far a legacy button's image moves, like `UIButton.imageEdgeInsets`, as
    /// `titleEdgeInsets` moves the title.
    open var imageEdgeInsets = EdgeInsets.zero { didSet { setNeedsLayout() } }

    /// Whether the image is drawn darker while the button is highlighted, like
    /// `UIButton.adjustsImageWhenHighlighted` (true; deprecated in iOS 15 and ignored
    /// with a `configuration`): kept; Easel draws the image set for the highlighted
    /// state (else the normal one) as it is.
    open var adjustsImageWhenHighlighted = true

    /// Whether the image is drawn lighter while the button is disabled, like
    /// `UIButton.adjustsImageWhenDisabled` (true; deprecated in iOS 15 and ignored with a
    /// `configuration`): kept; Easel draws the image set for the disabled state (else
    /// the normal one, a system button's tinted `tertiaryLabel`).
    open var adjustsImageWhenDisabled = true

    /// The legacy per-state content, keyed by `State.rawValue`.
    var titles: [UInt: String] = [:]
    var attributedTitles: [UInt: NSAttributedString] = [:]
    var titleColors: [UInt: Color] = [:]
    var images: [UInt: Image] = [:]
    var backgroundImages: [UInt: Image] = [:]
    /// The symbol configurations set with `setPreferredSymbolConfiguration(_:forImageIn:)`.
    var symbolConfigurations: [UInt: Image.SymbolConfiguration] = [:]

    package let backgroundView = ImageView(frame: .zero)
    var storedTitleLabel: Label?
    var storedImageView: ImageView?
    /// The configuration's activity indicator, made when first shown.
    var storedActivityIndicator: ActivityIndicatorView?
    let subtitleLabel = Label(frame: .zero)
    private var needsConfigurationUpdate = false
    private var isUpdatingConfiguration = false

    /// The label of the title, like `UIButton.titleLabel`, made when first asked for.
    open var titleLabel: Label? {
        if let storedTitleLabel { return storedTitleLabel }
        let label = Label(frame: .zero)
        label.font = Self.legacyFont
        storedTitleLabel = label
        addSubview(label)
        return label
    }

    /// The view of the image, like `UIButton.imageView`, made when first asked for.
    open var imageView: ImageView? {
        if let storedImageView { return storedImageView }
        let view = ImageView(frame: .zero)
        view.contentMode = .center
        storedImageView = view
        insertSubview(view, aboveSubview: backgroundView)
        return view
    }

    /// A custom button, like `UIButton(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.contentMode = .scaleToFill
        addSubview(backgroundView)
    }

    /// A legacy button of a kind, like `UIButton(type:)`: `.system` draws its title in
    /// the tint colour; `.close`, `.contactAdd` and `.detailDisclosure` show their
    /// symbols (`xmark.circle.fill`, `plus.circle`, `info.circle`).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        let symbol: String? = switch buttonType {
        case .close: "xmark.circle.fill"
        case .contactAdd: "plus.circle"
        case .detailDisclosure, .infoLight, .infoDark: "info.circle"
        case .custom, .system, .plain: nil
        }
        if let symbol { setImage(Image(systemName: symbol, withConfiguration: .init(pointSize: 17)), for: .normal) }
        if buttonType == .close { tintColor = .tertiaryLabel }
        contentDidChange()
    }

    /// A legacy button of a kind that calls `primaryAction` when tapped, like
    /// `UIButton(type:primaryAction:)`.
    public convenience init(type buttonType: ButtonType, primaryAction: ControlAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// A button drawn from `configuration` that calls `primaryAction` when tapped, like
    /// `UIButton(configuration:primaryAction:)`.
    public convenience init(configuration: Configuration, primaryAction: ControlAction? = nil) {
        self.init(frame: .zero)
        buttonType = .plain
        self.configuration = configuration
        contentDidChange()  // observers do not run for a property set in its own class's init
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// A button is a button element that reads its title.
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: configuration?.title ?? currentTitle,
                              traits: isEnabled ? .button : [.button, .notEnabled])
    }

    // MARK: Configuration updates

    /// Asks for `updateConfiguration()` before the next layout, like
    /// `UIButton.setNeedsUpdateConfiguration()`.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configuration for the current state, like
    /// `UIButton.updateConfiguration()`: calls `configurationUpdateHandler`.
    open func updateConfiguration() {
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        configurationUpdateHandler?(self)
        isUpdatingConfiguration = false
    }

    override func stateDidChange() {
        super.stateDidChange()
        setNeedsUpdateConfiguration()
        showContent()
    }

    /// A tap on a button that `changesSelectionAsPrimaryAction` toggles its selection
    /// before the actions are sent, as UIKit's does (a pop-up button selects in its
    /// menu instead).
    open override func endTracking(_ touch: Touch?, with event: Easel.Event?) {
        super.endTracking(touch, with: event)
        if changesSelectionAsPrimaryAction, menu == nil, isTouchInside { isSelected.toggle() }
    }

    override func primaryActionDidTrigger(with event: Easel.Event?) {
        if showsMenuAsPrimaryAction, menu != nil { showMenu(with: event) } else { super.primaryActionDidTrigger(with: event) }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        showContent()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        contentDidChange()
    }

    /// The content changed: show it, and size and place it again.
    func contentDidChange() {
        showContent()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Layout

    /// Places the background, image and title. A configured button places its content
    /// by its configuration; a legacy button asks its overridable rectangles, as UIKit's
    /// does: the background goes in `backgroundRect(forBounds:)`, the image and title
    /// in `imageRect(forContentRect:)` and `titleRect(forContentRect:)` of
    /// `contentRect(forBounds:)`.
    open override func layoutSubviews() {
        if needsConfigurationUpdate { updateConfiguration() }
        super.layoutSubviews()
        guard configuration != nil else {
            backgroundView.frame = backgroundRect(forBounds: bounds)
            backgroundView.layer.cornerRadius = 0
            let content = contentRect(forBounds: bounds)
            storedImageView?.frame = imageRect(forContentRect: content)
            storedTitleLabel?.frame = titleRect(forContentRect: content)
            subtitleLabel.frame = .zero
            return
        }
        let layout = contentLayout()
        let origin = contentOrigin(of: layout, in: bounds.inset(by: layout.insets))
        backgroundView.frame = bounds
        backgroundView.layer.cornerRadius = configuration?.cornerRadius(height: bounds.height) ?? 0
        storedImageView?.frame = layout.image.offsetBy(dx: origin.x, dy: origin.y)
        storedActivityIndicator?.frame = layout.image.offsetBy(dx: origin.x, dy: origin.y)
        storedTitleLabel?.frame = layout.title.offsetBy(dx: origin.x, dy: origin.y)
        subtitleLabel.frame = layout.subtitle.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// Where a legacy button draws its background, like
    /// `UIButton.backgroundRect(forBounds:)`: the bounds. Override it to draw the
    /// background image in part of the button.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where a legacy button places its image and title, like
    /// `UIButton.contentRect(forBounds:)`: the bounds inset by `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// Where a legacy button shows its title within the content rectangle, like
    /// `UIButton.titleRect(forContentRect:)`: after the image, the pair placed by the
    /// content alignments, moved by `titleEdgeInsets`. Override it to place the title
    /// elsewhere; layout puts the title label there.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        legacyFrame(of: \.title, in: contentRect, movedBy: titleEdgeInsets)
    }

    /// Where a legacy button shows its image within the content rectangle, like
    /// `UIButton.imageRect(forContentRect:)`: before the title, the pair placed by the
    /// content alignments, moved by `imageEdgeInsets`. Override it to place the image
    /// elsewhere; layout puts the image view there.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        legacyFrame(of: \.image, in: contentRect, movedBy: imageEdgeInsets)
    }

    /// The content's size plus the insets, like `UIButton.intrinsicContentSize`.
    open override var intrinsicContentSize: CGSize {
        let layout = contentLayout()
        return CGSize(width: layout.size.width + layout.insets.left + layout.insets.right,
                      height: layout.size.height + layout.insets.top + layout.insets.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Where content of a layout's size starts in a box, by the control's alignments.
    private func contentOrigin(of layout: ContentLayout, in box: CGRect) -> CGPoint {
        CGPoint(x: aligned(layout.size.width, in: box.minX, box.width, horizontal: true),
                y: aligned(layout.size.height, in: box.minY, box.height, horizontal: false))
    }

    /// A part of a legacy button's content placed in a content rectangle: the content,
    /// with the title's padding above and below, placed by the alignments, then the part
    /// moved as if its box were inset by `insets` (half of each inset when centred).
    private func legacyFrame(of part: KeyPath<ContentLayout, CGRect>, in contentRect: CGRect, movedBy insets: EdgeInsets) -> CGRect {
        let layout = contentLayout()
        let padding = layout.title.size == .zero ? 0 : Self.legacyTitlePadding
        let box = contentRect.inset(by: EdgeInsets(top: padding, left: 0, bottom: padding, right: 0))
        let origin = contentOrigin(of: layout, in: box.inset(by: insets))
        return layout[keyPath: part].offsetBy(dx: origin.x, dy: origin.y)
    }

    /// Where the content starts along one axis of the box, by the control's alignment.
    private func aligned(_ length: CGFloat, in start: CGFloat, _ available: CGFloat, horizontal: Bool) -> CGFloat {
        let leading: Bool, trailing: Bool
        if horizontal {
            let alignment = effectiveContentHorizontalAlignment
            (leading, trailing) = (alignment == .left, alignment == .right)
        } else {
            (leading, trailing) = (contentVerticalAlignment == .top, contentVerticalAlignment == .bottom)
        }
        let offset = leading ? 0 : trailing ? available - length : (available - length) / 2
        return pixelRounded(start + offset)
    }

    private func pixelRounded(_ value: CGFloat) -> CGFloat {
        let scale = window?.scale ?? 1
        return (value * scale).rounded() / scale
    }

    // MARK: Overridable, as in UIKit: per-state content (the mechanism lives in Button+LegacyContent)

    /// Sets the title for a state, like `UIButton.setTitle(_:for:)`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentDidChange()
    }

    /// Sets the styled title for a state, like `UIButton.setAttributedTitle(_:for:)`:
    /// shown instead of the plain title, its characters without a font or color in the
    /// button's title font and the state's title colour.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        contentDidChange()
    }

    /// Sets the title colour for a state, like `UIButton.setTitleColor(_:for:)`.
    open func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state.rawValue] = color
        showContent()
    }

    /// Sets the image for a state, like `UIButton.setImage(_:for:)`.
    open func setImage(_ image: Image?, for state: State) {
        images[state.rawValue] = image
        contentDidChange()
    }

    /// Sets the background image for a state, like `UIButton.setBackgroundImage(_:for:)`;
    /// it is stretched to the bounds.
    open func setBackgroundImage(_ image: Image?, for state: State) {
        backgroundImages[state.rawValue] = image
        showContent()
    }

    /// The title for a state, like `UIButton.title(for:)`.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// The styled title for a state, like `UIButton.attributedTitle(for:)`.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    /// The title colour for a state, like `UIButton.titleColor(for:)`: the set colour,
    /// else the kind's (a system button's tint, `tertiaryLabel` when disabled; a custom
    /// button's white).
    open func titleColor(for state: State) -> Color? {
        if let color = titleColors[state.rawValue] { return color }
        if state.contains(.disabled), buttonType == .system { return .tertiaryLabel }
        return titleColors[State.normal.rawValue] ?? (buttonType == .custom ? .white : tintColor)
    }

    /// The image for a state, like `UIButton.image(for:)`.
    open func image(for state: State) -> Image? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// The background image for a state, like `UIButton.backgroundImage(for:)`.
    open func backgroundImage(for state: State) -> Image? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }
}

extension Button {
    /// The system font at 15 points: a legacy button's title font, as UIKit's.
    static let legacyFont = Font.systemFont(ofSize: 15)
    /// The space above and below a legacy button's title.
    static let legacyTitlePadding: CGFloat = 6
    /// How opaque a highlighted system button's content is.
    static let systemHighlightedAlpha: CGFloat = 0.2
}
