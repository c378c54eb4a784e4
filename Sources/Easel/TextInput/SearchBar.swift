import EaselGraphics
import Foundation

/// A search field in a bar, like `UISearchBar`, with the geometry of iOS 13 to 18 (not
/// measured on iOS 26 here): 56 points tall; a search text field 36 points tall,
/// 8 points from the bar's edges, a `tertiarySystemFill` rounded rectangle of radius 10
/// with a magnifying glass at its leading end and a clear button while editing; with
/// `showsCancelButton`, a "Cancel" title in the tint color after the field. The
/// `.prominent` (default) style fills the bar with `systemBackground`; `.minimal` draws
/// no bar background.
///
/// The field is a `TextField` (`searchTextField`): taps, typing and the return key work
/// as in a text field, and the bar tells its delegate (see `SearchBarDelegate`).
@preconcurrency @MainActor
open class SearchBar: View {
    /// The look of the bar, like `UISearchBar.Style`.
    public enum Style: Int, Sendable, CaseIterable {
        /// The prominent look.
        case `default`
        /// A filled bar behind the field.
        case prominent
        /// No bar background.
        case minimal
    }

    /// The bar's height.
    public static let height: CGFloat = 56
    static let fieldHeight: CGFloat = 36
    static let margin: CGFloat = 8
    static let cancelTitle = "Cancel"

    /// The search field, like `UISearchBar.searchTextField`.
    public let searchTextField: TextField = SearchTextField(frame: .zero)

    /// The delegate, like `UISearchBar.delegate`; not retained.
    open weak var delegate: SearchBarDelegate?

    /// The text, like `UISearchBar.text`.
    open var text: String? {
        get { searchTextField.text }
        set {
            searchTextField.text = newValue
            accessoryButtonDidChange()
        }
    }

    /// The placeholder, like `UISearchBar.placeholder`.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// The look, like `UISearchBar.searchBarStyle` (`.default`).
    open var searchBarStyle: Style = .default { didSet { setNeedsDisplay() } }

    /// The bar's style, like `UISearchBar.barStyle` (`.default`): a black bar is drawn
    /// dark, its background black and its field's text light (see `BarStyle`).
    open var barStyle = BarStyle.default {
        didSet { barStyleDidChange(from: oldValue, to: barStyle) }
    }

    /// Whether the cancel button shows, like `UISearchBar.showsCancelButton` (`false`).
    open var showsCancelButton = false {
        didSet { if oldValue != showsCancelButton { setNeedsLayout(); setNeedsDisplay() } }
    }

    /// Shows or hides the cancel button, like `UISearchBar.setShowsCancelButton(_:animated:)`
    /// (without animation here).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    // MARK: Scope bar (see SearchBar+ScopeBar)

    /// The titles of the scope bar's buttons, like `UISearchBar.scopeButtonTitles`; the
    /// scope bar shows with at least two.
    open var scopeButtonTitles: [String]? { didSet { scopeBarDidChange() } }

    /// The selected scope button, like `UISearchBar.selectedScopeButtonIndex` (0).
    /// Setting it tells the delegate nothing, as in UIKit.
    open var selectedScopeButtonIndex = 0 {
        didSet { if oldValue != selectedScopeButtonIndex { scopeBarDidChange() } }
    }

    /// Whether the scope bar shows, like `UISearchBar.showsScopeBar` (`false`).
    open var showsScopeBar = false { didSet { if oldValue != showsScopeBar { scopeBarDidChange() } } }

    /// The scope bar's segmented control while the scope bar shows.
    var scopeControl: SegmentedControl?

    /// The title attributes set for the scope buttons, by control state.
    var scopeTitleAttributes: [Control.State: [NSAttributedString.Key: Any]] = [:]

    // MARK: Appearance (see SearchBar+Background and SearchBar+Icons)

    /// The bar's background colour, like `UISearchBar.barTintColor`; `nil` draws the
    /// system background. The minimal style draws no background.
    open var barTintColor: Color? { didSet { setNeedsDisplay() } }

    /// Whether the bar is translucent, like `UISearchBar.isTranslucent` (`true`). Easel
    /// draws bars without blur, so it changes nothing drawn.
    open var isTranslucent = true

    /// The bar's background images by position and metrics.
    var legacyImages = LegacyBarImages() { didSet { setNeedsDisplay() } }

    /// The scope bar's background image, like `UISearchBar.scopeBarBackgroundImage`.
    open var scopeBarBackgroundImage: Image? { didSet { setNeedsDisplay() } }

    /// The images set for the field's icons, by icon and control state.
    var iconImages: [Icon: [Control.State: Image]] = [:] { didSet { accessoryButtonDidChange() } }

    /// The offsets set for the field's icons.
    var iconAdjustments: [Icon: Offset] = [:] { didSet { searchTextField.setNeedsLayout() } }

    /// The field's background images, by control state.
    var fieldBackgroundImages: [Control.State: Image] = [:] { didSet { searchTextField.setNeedsDisplay() } }

    /// How far the field is moved from its place, like
    /// `UISearchBar.searchFieldBackgroundPositionAdjustment`.
    open var searchFieldBackgroundPositionAdjustment = Offset.zero { didSet { setNeedsLayout() } }

    /// How far the text is moved inside the field, like
    /// `UISearchBar.searchTextPositionAdjustment`.
    open var searchTextPositionAdjustment = Offset.zero {
        didSet { searchTextField.setNeedsLayout(); searchTextField.setNeedsDisplay() }
    }

    /// Whether the bookmark button shows at the field's trailing end while the field is
    /// empty, like `UISearchBar.showsBookmarkButton` (`false`).
    open var showsBookmarkButton = false { didSet { accessoryButtonDidChange() } }

    /// Whether the results list button shows at the field's trailing end while the field
    /// is empty, like `UISearchBar.showsSearchResultsButton` (`false`); it takes the
    /// bookmark button's place.
    open var showsSearchResultsButton = false { didSet { accessoryButtonDidChange() } }

    /// Whether the results list button is selected, like
    /// `UISearchBar.isSearchResultsButtonSelected` (`false`): it then shows its
    /// `.selected` image, if one is set.
    open var isSearchResultsButtonSelected = false { didSet { accessoryButtonDidChange() } }

    /// Whether the bar takes input, like `UISearchBar.isEnabled` (`true`): the field and
    /// the scope bar follow it.
    open var isEnabled = true {
        didSet {
            searchTextField.isEnabled = isEnabled
            scopeControl?.isEnabled = isEnabled
        }
    }

    /// The search controller whose bar this is: a tap on the cancel button ends its search.
    weak var searchController: SearchController?

    /// Whether the bar draws its background: not while a navigation bar shows it
    /// (UIKit's search bar in a navigation bar shows the bar's own background).
    var drawsBackground = true { didSet { if oldValue != drawsBackground { setNeedsDisplay() } } }

    /// Relays the field's delegate calls to the bar's delegate.
    private lazy var relay = FieldRelay(bar: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        searchTextField.delegate = relay
        searchTextField.addAction(ControlAction { [unowned self] _ in
            accessoryButtonDidChange()
            delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        }, for: .editingChanged)
        addSubview(searchTextField)
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// 56 points tall, and the scope bar's row under it while it shows.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: Self.height + scopeBarExtent)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height + scopeBarExtent)
    }

    /// The row of the field and the cancel button: the bar above the scope bar.
    var fieldRow: CGRect {
        CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bounds.height - scopeBarExtent))
    }

    /// The cancel button's title attributes: 17 points in the tint color.
    private var cancelAttributes: TextAttributes {
        TextAttributes(font: .systemFont(ofSize: 17), foregroundColor: .tintColor)
    }

    /// The cancel button's rectangle, at the trailing end; empty when hidden.
    var cancelButtonRect: CGRect {
        guard showsCancelButton else { return .zero }
        let size = TextLayout(Self.cancelTitle, attributes: cancelAttributes).size
        let width = (size.width * contentScaleFactor).rounded(.up) / contentScaleFactor
        return CGRect(x: bounds.maxX - Self.margin - width, y: fieldRow.midY - size.height / 2,
                      width: width, height: size.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let trailing = showsCancelButton ? cancelButtonRect.minX - Self.margin : bounds.maxX - Self.margin
        let adjustment = searchFieldBackgroundPositionAdjustment
        searchTextField.frame = CGRect(x: bounds.minX + Self.margin + adjustment.horizontal,
                                       y: fieldRow.midY - Self.fieldHeight / 2 + adjustment.vertical,
                                       width: max(0, trailing - bounds.minX - Self.margin), height: Self.fieldHeight)
        scopeControl?.frame = scopeControlFrame
    }

    open override func draw(context: GraphicsContext, rect: CGRect) {
        if drawsBackground { drawBackground(in: context) }
        if showsCancelButton {
            let button = cancelButtonRect
            context.draw(TextLayout(Self.cancelTitle, attributes: cancelAttributes), at: button.origin)
        }
    }

    /// A tap on the cancel button tells the delegate.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Easel.Event?) {
        guard let touch = touches.first, showsCancelButton,
              cancelButtonRect.insetBy(dx: -Self.margin, dy: -Self.margin).contains(touch.location(in: self))
        else { return super.touchesEnded(touches, with: event) }
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.cancelButtonWasTapped()
    }

    /// The bar's field: a filled rounded rectangle (or the bar's field background image)
    /// with a magnifying glass (or the bar's `.search` image).
    private final class SearchTextField: TextField {
        static let glassSide: CGFloat = 16
        static let glassInset: CGFloat = 8
        static let textGap: CGFloat = 6
        static let cornerRadius: CGFloat = 10

        override init(frame: CGRect) {
            super.init(frame: frame)
            leftView = MagnifyingGlassView(frame: CGRect(x: 0, y: 0, width: Self.glassSide, height: Self.glassSide))
            leftViewMode = .always
            clearButtonMode = .whileEditing
            returnKeyType = .search
        }

        /// Fails as `View(coder:)` does: Easel decodes no archives.
        required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

        private var bar: SearchBar? { superview as? SearchBar }

        /// The leading icon at its own size (16 points for the glass), 8 points in and
        /// centred, moved by the bar's adjustment for `.search`.
        override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
            let size = (leftView as? ImageView)?.image?.size ?? CGSize(width: Self.glassSide, height: Self.glassSide)
            let adjustment = bar?.positionAdjustment(for: .search) ?? .zero
            return CGRect(x: bounds.minX + Self.glassInset + adjustment.horizontal,
                          y: bounds.midY - size.height / 2 + adjustment.vertical, width: size.width, height: size.height)
        }

        /// The bookmark or results list button 6 points in from the trailing end, moved
        /// by the bar's adjustment for it; a right view of the app's own where UIKit puts it.
        override func rightViewRect(forBounds bounds: CGRect) -> CGRect {
            let rect = super.rightViewRect(forBounds: bounds)
            guard let button = rightView as? AccessoryButton, let bar else { return rect }
            let adjustment = bar.positionAdjustment(for: button.icon)
            return rect.offsetBy(dx: adjustment.horizontal - Self.textGap, dy: adjustment.vertical)
        }

        override func textRect(forBounds bounds: CGRect) -> CGRect { inset(super.textRect(forBounds: bounds)) }
        override func editingRect(forBounds bounds: CGRect) -> CGRect { inset(super.editingRect(forBounds: bounds)) }

        override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
            let adjustment = bar?.positionAdjustment(for: .clear) ?? .zero
            return super.clearButtonRect(forBounds: bounds).offsetBy(dx: adjustment.horizontal - Self.textGap, dy: adjustment.vertical)
        }

        /// Inset from the icons, and moved by the bar's `searchTextPositionAdjustment`.
        private func inset(_ rect: CGRect) -> CGRect {
            let adjustment = bar?.searchTextPositionAdjustment ?? .zero
            return CGRect(x: rect.minX + Self.textGap + adjustment.horizontal, y: rect.minY + adjustment.vertical,
                          width: max(0, rect.width - 2 * Self.textGap), height: rect.height)
        }

        override func draw(_ rect: CGRect) {
            guard let context = GraphicsContext.current else { return }
            if let image = bar?.searchFieldBackgroundImage(for: isEnabled ? .normal : .disabled)
                ?? bar?.searchFieldBackgroundImage(for: .normal) {
                context.draw(image, in: bounds)
            } else {
                context.addPath(BezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius))
                context.setFillColor(.tertiarySystemFill)
                context.fillPath()
            }
            super.draw(rect)
        }
    }

    /// Turns the field's delegate calls into the bar's.
    private final class FieldRelay: TextFieldDelegate, _NSObjectBehaviour {
        unowned let bar: SearchBar
        init(bar: SearchBar) { self.bar = bar }

        func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
            bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
        }
        func textFieldDidBeginEditing(_ textField: TextField) { bar.delegate?.searchBarTextDidBeginEditing(bar) }
        func textFieldShouldEndEditing(_ textField: TextField) -> Bool { bar.delegate?.searchBarShouldEndEditing(bar) ?? true }
        func textFieldDidEndEditing(_ textField: TextField) { bar.delegate?.searchBarTextDidEndEditing(bar) }
        func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
        }
        func textFieldShouldReturn(_ textField: TextField) -> Bool {
            bar.delegate?.searchBarSearchButtonClicked(bar)
            return true
        }
    }
}

extension SearchBar: BarPositioning {
    /// Where the search bar sits, like `UISearchBar.barPosition`: what the delegate's
    /// `position(for:)` answers, `.top` by default. (It changes nothing drawn here.)
    public var barPosition: BarPosition { delegate?.position(for: self, otherwise: .top) ?? .top }
}
