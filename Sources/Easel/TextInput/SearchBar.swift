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
        set { searchTextField.text = newValue }
    }

    /// The placeholder, like `UISearchBar.placeholder`.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// The look, like `UISearchBar.searchBarStyle` (`.default`).
    open var searchBarStyle: Style = .default { didSet { setNeedsDisplay() } }

    /// Whether the cancel button shows, like `UISearchBar.showsCancelButton` (`false`).
    open var showsCancelButton = false {
        didSet { if oldValue != showsCancelButton { setNeedsLayout(); setNeedsDisplay() } }
    }

    /// Shows or hides the cancel button, like `UISearchBar.setShowsCancelButton(_:animated:)`
    /// (without animation here).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
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
            delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        }, for: .editingChanged)
        addSubview(searchTextField)
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: Self.height) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }

    /// The cancel button's title attributes: 17 points in the tint color.
    private var cancelAttributes: TextAttributes {
        TextAttributes(font: .systemFont(ofSize: 17), foregroundColor: .tintColor)
    }

    /// The cancel button's rectangle, at the trailing end; empty when hidden.
    var cancelButtonRect: CGRect {
        guard showsCancelButton else { return .zero }
        let size = TextLayout(Self.cancelTitle, attributes: cancelAttributes).size
        let width = (size.width * contentScaleFactor).rounded(.up) / contentScaleFactor
        return CGRect(x: bounds.maxX - Self.margin - width, y: bounds.midY - size.height / 2,
                      width: width, height: size.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let trailing = showsCancelButton ? cancelButtonRect.minX - Self.margin : bounds.maxX - Self.margin
        searchTextField.frame = CGRect(x: bounds.minX + Self.margin, y: bounds.midY - Self.fieldHeight / 2,
                                       width: max(0, trailing - bounds.minX - Self.margin), height: Self.fieldHeight)
    }

    open override func draw(context: GraphicsContext, rect: CGRect) {
        if searchBarStyle != .minimal, drawsBackground {
            context.setFillColor(.systemBackground)
            context.fill(bounds)
        }
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

    /// The bar's field: a filled rounded rectangle with a magnifying glass.
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

        override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
            CGRect(x: bounds.minX + Self.glassInset, y: bounds.midY - Self.glassSide / 2,
                   width: Self.glassSide, height: Self.glassSide)
        }

        override func textRect(forBounds bounds: CGRect) -> CGRect { inset(super.textRect(forBounds: bounds)) }
        override func editingRect(forBounds bounds: CGRect) -> CGRect { inset(super.editingRect(forBounds: bounds)) }

        override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
            super.clearButtonRect(forBounds: bounds).offsetBy(dx: -Self.textGap, dy: 0)
        }

        private func inset(_ rect: CGRect) -> CGRect {
            CGRect(x: rect.minX + Self.textGap, y: rect.minY, width: max(0, rect.width - 2 * Self.textGap), height: rect.height)
        }

        override func draw(_ rect: CGRect) {
            guard let context = GraphicsContext.current else { return }
            context.addPath(BezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius))
            context.setFillColor(.tertiarySystemFill)
            context.fillPath()
            super.draw(rect)
        }
    }

    /// The magnifying glass: a ring and a handle, stroked in `secondaryLabel`.
    private final class MagnifyingGlassView: View {
        override init(frame: CGRect) {
            super.init(frame: frame)
            isOpaque = false
            isUserInteractionEnabled = false
        }

        /// Fails as `View(coder:)` does: Easel decodes no archives.
        required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

        override func draw(context: GraphicsContext, rect: CGRect) {
            let side = min(bounds.width, bounds.height)
            let lineWidth = side / 8
            let diameter = side * 0.7
            let ring = CGRect(x: lineWidth / 2, y: lineWidth / 2, width: diameter - lineWidth, height: diameter - lineWidth)
            context.setStrokeColor(.secondaryLabel)
            context.setLineWidth(lineWidth)
            context.setLineCap(.round)
            context.addEllipse(in: ring)
            context.strokePath()
            let reach = ring.width / 2 * CGFloat(0.5).squareRoot()
            context.move(to: CGPoint(x: ring.midX + reach, y: ring.midY + reach))
            context.addLine(to: CGPoint(x: side - lineWidth / 2, y: side - lineWidth / 2))
            context.strokePath()
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
