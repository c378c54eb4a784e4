import EaselGraphics
import Foundation

extension Button {
    /// What a button shows and how, like `UIButton.Configuration`: a style (`plain()`,
    /// `filled()` …), content (title, subtitle, image and their placement and spacing)
    /// and colours. A button with a configuration draws it for its state: see
    /// `Button.configuration`.
    public struct Configuration: Equatable, Sendable {
        /// The looks of UIKit's configuration styles. iOS 15's `bordered…` styles are
        /// the same looks as the newer names; iOS 26's glass styles are drawn flat.
        enum Style: Hashable, Sendable { case plain, tinted, gray, filled, glass, prominentGlass }

        /// How large the button's text and insets are, like `UIButton.Configuration.Size`.
        public enum Size: Int, Hashable, Sendable { case mini, small, medium, large }

        /// How round the background's corners are, like
        /// `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Hashable, Sendable { case fixed, dynamic, small, medium, large, capsule }

        /// How the title and subtitle align with each other, like
        /// `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Int, Hashable, Sendable { case automatic, leading, center, trailing }

        var style: Style

        /// The title, like `UIButton.Configuration.title`: the characters of
        /// `attributedTitle`. Setting it replaces `attributedTitle` with the plain string.
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }
        /// A title with attributes, like `UIButton.Configuration.attributedTitle`. The
        /// button draws it through `titleTextAttributesTransformer` (run by run), then
        /// gives what a run still lacks the configuration's font and foreground colour,
        /// as UIKit does. Attributes are the ones of `TextAttributeKeys` (the `UIKit`
        /// module's paragraph style and shadow are not drawn on buttons).
        public var attributedTitle: AttributedString?
        /// What the title's attributes go through before the title is drawn, like
        /// `UIButton.Configuration.titleTextAttributesTransformer`.
        public var titleTextAttributesTransformer: ConfigurationTextAttributesTransformer?
        /// The line under the title, like `UIButton.Configuration.subtitle`: the
        /// characters of `attributedSubtitle`.
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }
        /// A subtitle with attributes, like `UIButton.Configuration.attributedSubtitle`,
        /// drawn as `attributedTitle` is, through `subtitleTextAttributesTransformer`.
        public var attributedSubtitle: AttributedString?
        /// What the subtitle's attributes go through, like
        /// `UIButton.Configuration.subtitleTextAttributesTransformer`.
        public var subtitleTextAttributesTransformer: ConfigurationTextAttributesTransformer?
        /// The image, like `UIButton.Configuration.image`; symbol images are drawn in
        /// the foreground colour.
        public var image: Image?
        /// Where the image sits relative to the title, like
        /// `UIButton.Configuration.imagePlacement` (`.leading`).
        public var imagePlacement = DirectionalRectEdge.leading
        /// The space between image and title, like `UIButton.Configuration.imagePadding`.
        public var imagePadding: CGFloat = 0
        /// Whether an activity indicator spins in place of the image, like
        /// `UIButton.Configuration.showsActivityIndicator`: it takes the image's slot
        /// (beside the title by `imagePlacement`, `imagePadding` apart) even when there is
        /// no image.
        public var showsActivityIndicator = false
        /// What the activity indicator's colour (the foreground colour) goes through, like
        /// `UIButton.Configuration.activityIndicatorColorTransformer`.
        public var activityIndicatorColorTransformer: ConfigurationColorTransformer?
        /// The space between title and subtitle, like `UIButton.Configuration.titlePadding`.
        public var titlePadding: CGFloat = 0
        /// The symbol configuration images are drawn with, like
        /// `UIButton.Configuration.preferredSymbolConfigurationForImage`; `nil` sizes
        /// symbols to the title's text style.
        public var preferredSymbolConfigurationForImage: Image.SymbolConfiguration?
        /// How the title and subtitle align, like `UIButton.Configuration.titleAlignment`.
        public var titleAlignment = TitleAlignment.automatic
        /// The size class of text and insets, like `UIButton.Configuration.buttonSize`.
        public var buttonSize = Size.medium
        /// The corner style, like `UIButton.Configuration.cornerStyle` (`.dynamic`: a
        /// capsule, as iOS 26 draws buttons).
        public var cornerStyle = CornerStyle.dynamic
        /// The colour of title, subtitle and template images, like
        /// `UIButton.Configuration.baseForegroundColor`; `nil` lets the style decide.
        public var baseForegroundColor: Color?
        /// The fill of the styles that have one, like
        /// `UIButton.Configuration.baseBackgroundColor`; `nil` lets the style decide.
        public var baseBackgroundColor: Color?
        /// The background, like `UIButton.Configuration.background`.
        public var background = BackgroundConfiguration()

        /// The insets around the content, like `UIButton.Configuration.contentInsets`:
        /// the button size's unless set.
        public var contentInsets: DirectionalEdgeInsets {
            get { customContentInsets ?? buttonSize.contentInsets }
            set { customContentInsets = newValue }
        }
        private var customContentInsets: DirectionalEdgeInsets?

        init(style: Style) { self.style = style }

        /// No background, tinted content, like `UIButton.Configuration.plain()`.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A faint tint behind tinted content, like `UIButton.Configuration.tinted()`.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey fill behind tinted content, like `UIButton.Configuration.gray()`.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// White content on the tint, like `UIButton.Configuration.filled()`.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// `plain()` by its iOS 15 name, like `UIButton.Configuration.borderless()`.
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// `gray()` by its iOS 15 name, like `UIButton.Configuration.bordered()`.
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// `tinted()` by its iOS 15 name, like `UIButton.Configuration.borderedTinted()`.
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// `filled()` by its iOS 15 name, like `UIButton.Configuration.borderedProminent()`.
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }
        /// iOS 26's glass button, like `UIButton.Configuration.glass()`, drawn flat: a
        /// translucent grey fill under a hairline, with label-coloured content.
        public static func glass() -> Configuration { Configuration(style: .glass) }
        /// iOS 26's prominent glass button, like `UIButton.Configuration.prominentGlass()`,
        /// drawn flat: white content on the tint.
        public static func prominentGlass() -> Configuration { Configuration(style: .prominentGlass) }
    }
}

extension Button.Configuration.Size {
    /// The text style of the title.
    var titleStyle: Font.TextStyle {
        switch self {
        case .mini: .caption1
        case .small: .subheadline
        case .medium, .large: .body
        }
    }

    /// The text style of the subtitle.
    var subtitleStyle: Font.TextStyle {
        switch self {
        case .mini, .small: .caption2
        case .medium, .large: .subheadline
        }
    }

    /// The default insets: a medium button with a 17-point title is 34.33 points high,
    /// as UIKit's is (the title's 20.33-point line and 7 above and below).
    var contentInsets: DirectionalEdgeInsets {
        switch self {
        case .mini: DirectionalEdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8)
        case .small: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }
}
