import EaselGraphics
import Foundation

/// The content of a list row, header or footer: an image, a text and a secondary text
/// with their looks and margins, like `UIListContentConfiguration`. Start from one of
/// the styles (`cell()`, `subtitleCell()`, `valueCell()`, the headers and footers) or
/// from `TableViewCell.defaultContentConfiguration()`.
public struct ListContentConfiguration: ContentConfiguration {
    /// How a text looks, like `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable, Sendable {
        /// The font, like `TextProperties.font`.
        public var font: Font
        /// The colour, like `TextProperties.color`.
        public var color: Color
        /// The most lines, 0 for any, like `TextProperties.numberOfLines`.
        public var numberOfLines = 0
        /// The alignment, like `TextProperties.alignment` (`.natural` here).
        public var alignment = TextAlignment.natural
    }

    /// The image, like `UIListContentConfiguration.image`.
    public var image: Image?
    /// The text, like `UIListContentConfiguration.text`.
    public var text: String?
    /// The secondary text, like `UIListContentConfiguration.secondaryText`.
    public var secondaryText: String?
    /// How the text looks, like `textProperties`.
    public var textProperties: TextProperties
    /// How the secondary text looks, like `secondaryTextProperties`.
    public var secondaryTextProperties: TextProperties
    /// The margins around the content, like `directionalLayoutMargins`: the cells' 11
    /// points above and below and 16 (20 in regular width, applied by the content
    /// view) at the sides.
    public var directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The space between the image and the text, like `imageToTextPadding`.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the text and the secondary text above each other, like
    /// `textToSecondaryTextVerticalPadding`.
    public var textToSecondaryTextVerticalPadding: CGFloat = 2
    /// Whether the texts stand side by side (the value cell) rather than stacked.
    public var prefersSideBySideTextAndSecondaryText = false

    private init(secondaryFont: Font, secondaryColor: Color) {
        textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
    }

    /// A cell's content: body text, like `UIListContentConfiguration.cell()`.
    public static func cell() -> ListContentConfiguration {
        ListContentConfiguration(secondaryFont: .preferredFont(forTextStyle: .subheadline), secondaryColor: .secondaryLabel)
    }

    /// Body text above subheadline secondary text, like `subtitleCell()`.
    public static func subtitleCell() -> ListContentConfiguration { cell() }

    /// Body text with secondary body text at the trailing side, like `valueCell()`.
    public static func valueCell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration(secondaryFont: .preferredFont(forTextStyle: .body), secondaryColor: .secondaryLabel)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A plain table's header: headline text, like `plainHeader()` and `header()`.
    public static func plainHeader() -> ListContentConfiguration {
        var configuration = cell()
        configuration.textProperties.font = .preferredFont(forTextStyle: .headline)
        configuration.directionalLayoutMargins.top = 5
        configuration.directionalLayoutMargins.bottom = 5
        return configuration
    }

    /// A header, like `UIListContentConfiguration.header()`.
    public static func header() -> ListContentConfiguration { plainHeader() }

    /// A plain table's footer: footnote text in `secondaryLabel`, like `plainFooter()`.
    public static func plainFooter() -> ListContentConfiguration { groupedFooter() }

    /// A footer, like `UIListContentConfiguration.footer()`.
    public static func footer() -> ListContentConfiguration { plainFooter() }

    /// A grouped table's header: footnote text in `secondaryLabel`, like
    /// `groupedHeader()` (the table's title headers also upper-case it).
    public static func groupedHeader() -> ListContentConfiguration {
        var configuration = cell()
        configuration.textProperties = TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
        configuration.directionalLayoutMargins.top = TableStyleMetrics.groupedHeaderTitlePadding.top
        configuration.directionalLayoutMargins.bottom = TableStyleMetrics.groupedHeaderTitlePadding.bottom
        return configuration
    }

    /// A grouped table's footer, like `groupedFooter()`.
    public static func groupedFooter() -> ListContentConfiguration {
        var configuration = groupedHeader()
        configuration.directionalLayoutMargins.top = TableStyleMetrics.groupedFooterTitlePadding.top
        configuration.directionalLayoutMargins.bottom = TableStyleMetrics.groupedFooterTitlePadding.bottom
        return configuration
    }

    /// An inset-grouped header in the title 3 style's bold weight, like
    /// `prominentInsetGroupedHeader()`.
    public static func prominentInsetGroupedHeader() -> ListContentConfiguration {
        var configuration = groupedHeader()
        configuration.textProperties = TextProperties(font: .systemFont(ofSize: 20, weight: .bold), color: .label)
        return configuration
    }

    /// The arrangement the texts take.
    var arrangement: ListContentLayout.Arrangement {
        if prefersSideBySideTextAndSecondaryText { return .sideBySide }
        return secondaryText?.isEmpty == false ? .stacked : .single
    }

    public func makeContentView() -> View & ContentView { ListContentView(configuration: self) }

    public func updated(for state: CellConfigurationState) -> ListContentConfiguration { self }
}
