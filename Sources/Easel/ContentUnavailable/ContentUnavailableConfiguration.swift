import EaselGraphics
import Foundation

/// What a view shows where there is no content (an empty list, a search without
/// results, content still loading), like `UIContentUnavailableConfiguration` (iOS 17):
/// an image (or an activity indicator while loading), a text, a secondary text and up
/// to two buttons, stacked and centred. Start from `empty()`, `loading()` or
/// `search()`; a controller shows one through `contentUnavailableConfiguration`.
///
/// The metrics are estimated from iOS 17 to 26 screenshots (UIKit does not document
/// them): a 48-point `secondaryLabel` symbol, a bold title 2 text in `label`, a body
/// secondary text in `secondaryLabel`, 16 points from image to text, 8 to the
/// secondary text, 20 to the button and 8 between the buttons.
public struct ContentUnavailableConfiguration: ContentConfiguration {
    /// How the image looks, like `UIContentUnavailableConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable, Sendable {
        /// The symbol configuration, like `preferredSymbolConfiguration`.
        public var preferredSymbolConfiguration: Image.SymbolConfiguration?
        /// The colour a template image is drawn in, like `tintColor`.
        public var tintColor: Color?
        /// The corner radius, like `cornerRadius`.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image shows at (zero: no limit), like `maximumSize`.
        public var maximumSize = CGSize.zero
        /// Like `accessibilityIgnoresInvertColors` (no effect when rendering).
        public var accessibilityIgnoresInvertColors = false
    }

    /// How a text looks, like `UIContentUnavailableConfiguration.TextProperties`.
    public struct TextProperties: Hashable, Sendable {
        /// The font, like `font`.
        public var font: Font
        /// The colour, like `color`.
        public var color: Color
        /// How a line too long breaks, like `lineBreakMode`.
        public var lineBreakMode = LineBreakMode.byWordWrapping
        /// The most lines, 0 for any, like `numberOfLines`.
        public var numberOfLines = 0
        /// Like `adjustsFontSizeToFitWidth`.
        public var adjustsFontSizeToFitWidth = false
        /// Like `minimumScaleFactor`.
        public var minimumScaleFactor: CGFloat = 0
        /// Like `allowsDefaultTighteningForTruncation`.
        public var allowsDefaultTighteningForTruncation = false
        /// Whether a preferred font follows the content size category, like
        /// `adjustsFontForContentSizeCategory` (on by default).
        public var adjustsFontForContentSizeCategory = true
    }

    /// What a button does, like `UIContentUnavailableConfiguration.ButtonProperties`.
    public struct ButtonProperties {
        /// The action a tap performs, like `primaryAction`.
        public var primaryAction: ControlAction?
        /// The menu the button shows, like `menu`.
        public var menu: Menu?
        /// Whether the button is enabled, like `isEnabled`.
        public var isEnabled = true
    }

    /// How the content lines up, like `UIContentUnavailableConfiguration.Alignment`.
    public enum Alignment: Int, Hashable, Sendable {
        /// Centred, like `.center`.
        case center
        /// At the leading edge, like `.natural`.
        case natural
    }

    /// Which of UIKit's configurations this started as: the search one takes its text
    /// from the search text.
    enum Kind: Hashable { case empty, loading, search }
    let kind: Kind

    /// The image, like `image`.
    public var image: Image?
    /// How the image looks (applied to the activity indicator while loading), like
    /// `imageProperties`.
    public var imageProperties = ImageProperties()
    /// The text, like `text`.
    public var text: String?
    /// The text with attributes, like `attributedText`; its characters are shown in
    /// `textProperties` (as Easel's button titles, the attributes are not drawn yet).
    public var attributedText: AttributedString? {
        get { text.map(AttributedString.init) }
        set { text = newValue.map { String($0.characters) } }
    }
    /// How the text looks, like `textProperties`.
    public var textProperties: TextProperties
    /// The secondary text, like `secondaryText`.
    public var secondaryText: String?
    /// The secondary text with attributes, like `secondaryAttributedText` (shown as
    /// `attributedText` is).
    public var secondaryAttributedText: AttributedString? {
        get { secondaryText.map(AttributedString.init) }
        set { secondaryText = newValue.map { String($0.characters) } }
    }
    /// How the secondary text looks, like `secondaryTextProperties`.
    public var secondaryTextProperties: TextProperties
    /// The button, like `button` (shown when it has a title or an image).
    public var button = Button.Configuration.plain()
    /// What the button does, like `buttonProperties`.
    public var buttonProperties = ButtonProperties()
    /// The second button, like `secondaryButton`.
    public var secondaryButton = Button.Configuration.plain()
    /// What the second button does, like `secondaryButtonProperties`.
    public var secondaryButtonProperties = ButtonProperties()
    /// How the content lines up, like `alignment` (`.center`).
    public var alignment = Alignment.center
    /// The margins inside the safe area, like `directionalLayoutMargins`.
    public var directionalLayoutMargins = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    /// The space between the image and the text, like `imageToTextPadding`.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the texts, like `textToSecondaryTextPadding`.
    public var textToSecondaryTextPadding: CGFloat = 8
    /// The space between the texts and the buttons, like `textToButtonPadding`.
    public var textToButtonPadding: CGFloat = 20
    /// The space between the buttons, like `buttonToSecondaryButtonPadding`.
    public var buttonToSecondaryButtonPadding: CGFloat = 8
    /// The background behind the content, like `background` (clear for `empty()` and
    /// `search()`, `systemBackground` for `loading()`).
    public var background = BackgroundConfiguration.clear()

    private init(kind: Kind) {
        self.kind = kind
        imageProperties.tintColor = .secondaryLabel
        imageProperties.preferredSymbolConfiguration = Image.SymbolConfiguration(pointSize: 48)
        textProperties = TextProperties(
            font: Font.systemFont(ofSize: 22, weight: .bold)
                .withScaling(FontScaling(style: .title2, basePointSize: nil, maximumPointSize: nil)),
            color: .label)
        secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
    }

    /// An empty configuration to fill in, like `UIContentUnavailableConfiguration.empty()`.
    public static func empty() -> ContentUnavailableConfiguration { ContentUnavailableConfiguration(kind: .empty) }

    /// Content still loading, like `UIContentUnavailableConfiguration.loading()`: a
    /// medium activity indicator, spinning, in `secondaryLabel` over "Loading…" in body
    /// `secondaryLabel`, on `systemBackground`.
    public static func loading() -> ContentUnavailableConfiguration {
        var configuration = ContentUnavailableConfiguration(kind: .loading)
        configuration.text = "Loading…"
        configuration.textProperties.font = .preferredFont(forTextStyle: .body)
        configuration.textProperties.color = .secondaryLabel
        configuration.imageToTextPadding = 8
        configuration.background.backgroundColor = .systemBackground
        return configuration
    }

    /// A search without results, like `UIContentUnavailableConfiguration.search()`:
    /// the `magnifyingglass` symbol, "No Results" (with the search text, once updated
    /// for a state that has one) and a hint to try another search.
    public static func search() -> ContentUnavailableConfiguration {
        var configuration = ContentUnavailableConfiguration(kind: .search)
        configuration.image = Image(systemName: "magnifyingglass")
        configuration.text = "No Results"
        configuration.secondaryText = "Check the spelling or try a new search."
        return configuration
    }

    /// The view showing the configuration, like `makeContentView()`.
    public func makeContentView() -> View & ContentView { ContentUnavailableContentView(configuration: self) }

    /// The configuration for a cell's state: unchanged.
    public func updated(for state: CellConfigurationState) -> ContentUnavailableConfiguration { self }

    /// The configuration for `state`, like `updated(for:)`: `search()` names the
    /// search text, "No Results for “text”"; the others are unchanged.
    public func updated(for state: ContentUnavailableConfigurationState) -> ContentUnavailableConfiguration {
        guard kind == .search, let searchText = state.searchText, !searchText.isEmpty else { return self }
        var configuration = self
        configuration.text = "No Results for “\(searchText)”"
        return configuration
    }
}
