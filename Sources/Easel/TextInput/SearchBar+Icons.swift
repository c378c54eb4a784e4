import EaselGraphics
import Foundation

/// The search field's icons, like `UISearchBar`'s: the magnifying glass at the leading
/// end, and at the trailing end, while the field is empty, the bookmark or the results
/// list button (`showsBookmarkButton`, `showsSearchResultsButton`; the results list
/// takes the place when both are set), whose taps tell the delegate
/// `searchBarBookmarkButtonClicked(_:)` or `searchBarResultsListButtonClicked(_:)`.
/// `setImage(_:for:state:)` replaces an icon's image and `setPositionAdjustment(_:for:)`
/// moves it. The clear button's image is kept but the field draws its own clear button.
extension SearchBar {
    /// An icon of the search field, like `UISearchBar.Icon`.
    public enum Icon: Int, Sendable, CaseIterable {
        /// The magnifying glass.
        case search
        /// The clear button.
        case clear
        /// The bookmark button.
        case bookmark
        /// The results list button.
        case resultsList
    }

    /// Sets the image of `icon` for `state`, like `UISearchBar.setImage(_:for:state:)`;
    /// `nil` restores the system's.
    public func setImage(_ iconImage: Image?, for icon: Icon, state: Control.State) {
        iconImages[icon, default: [:]][state] = iconImage
        if icon == .search { searchIconDidChange() }
    }

    /// The image set for `icon` and `state`, like `UISearchBar.image(for:state:)`.
    public func image(for icon: Icon, state: Control.State) -> Image? {
        iconImages[icon]?[state]
    }

    /// Moves `icon` by `adjustment` from its place, like
    /// `UISearchBar.setPositionAdjustment(_:for:)`.
    public func setPositionAdjustment(_ adjustment: Offset, for icon: Icon) {
        iconAdjustments[icon] = adjustment
    }

    /// How far `icon` is moved from its place, like `UISearchBar.positionAdjustment(for:)`.
    public func positionAdjustment(for icon: Icon) -> Offset {
        iconAdjustments[icon] ?? .zero
    }

    /// The image drawn for `icon` in `state`: the one set for that state, else for
    /// `.normal`.
    func drawnImage(for icon: Icon, state: Control.State) -> Image? {
        image(for: icon, state: state) ?? image(for: icon, state: .normal)
    }

    /// Puts the magnifying glass, or the image set for `.search`, at the field's leading end.
    private func searchIconDidChange() {
        if let image = drawnImage(for: .search, state: .normal) {
            searchTextField.leftView = ImageView(image: image)
        } else {
            searchTextField.leftView = MagnifyingGlassView(frame: CGRect(x: 0, y: 0, width: 16, height: 16))
        }
    }

    /// Shows the bookmark or results list button at the field's trailing end while the
    /// field is empty, or takes it away.
    func accessoryButtonDidChange() {
        let managed = searchTextField.rightView as? AccessoryButton
        guard showsBookmarkButton || showsSearchResultsButton else {
            if managed != nil {
                searchTextField.rightView = nil
                searchTextField.rightViewMode = .never
            }
            return
        }
        let icon: Icon = showsSearchResultsButton ? .resultsList : .bookmark
        let button = managed ?? AccessoryButton(bar: self)
        button.icon = icon
        let state: Control.State = icon == .resultsList && isSearchResultsButtonSelected ? .selected : .normal
        let image = drawnImage(for: icon, state: state)
            ?? Image(systemName: icon == .resultsList ? "list.bullet" : "book")
        button.image = image
        button.frame.size = image?.size ?? .zero
        if managed == nil { searchTextField.rightView = button }
        searchTextField.rightViewMode = (searchTextField.text ?? "").isEmpty ? .always : .never
    }

    /// The bookmark or results list button: its image, tinted `secondaryLabel` when it
    /// is a template, and a tap that ends inside it tells the delegate.
    final class AccessoryButton: ImageView {
        unowned let bar: SearchBar
        var icon = Icon.bookmark

        init(bar: SearchBar) {
            self.bar = bar
            super.init(image: nil)
            tintColor = .secondaryLabel
            isUserInteractionEnabled = true
        }

        /// Fails as `View(coder:)` does: Easel decodes no archives.
        required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
            if icon == .resultsList {
                bar.delegate?.searchBarResultsListButtonClicked(bar)
            } else {
                bar.delegate?.searchBarBookmarkButtonClicked(bar)
            }
        }
    }

    /// The magnifying glass: a ring and a handle, stroked in `secondaryLabel`.
    final class MagnifyingGlassView: View {
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
}
