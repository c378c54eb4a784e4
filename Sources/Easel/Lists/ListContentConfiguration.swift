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
        /// Whether a preferred (or `FontMetrics`-scaled) font takes the size of the
        /// content size category the content view's traits have, like
        /// `TextProperties.adjustsFontForContentSizeCategory` (on by default).
        public var adjustsFontForContentSizeCategory = true

        /// The font shown with `traits`.
        func resolvedFont(for traits: TraitCollection) -> Font {
            adjustsFontForContentSizeCategory ? font.adjusted(for: traits) : font
        }
    }

    /// The image, like `UIListContentConfiguration.image`.
    public var image: Image?
    /// How the image is shown, like `imageProperties`.
    public var imageProperties = ImageProperties()
    /// The text, like `UIListContentConfiguration.text`.
    public var text: String?
    /// The secondary text, like `UIListContentConfiguration.secondaryText`.
    public var secondaryText: String?
    /// How the text looks, like `textProperties`.
    public var textProperties: TextProperties
    /// How the secondary text looks, like `secondaryTextProperties`.
    public var secondaryTextProperties: TextProperties
    /// The margins around the content, like `directionalLayoutMargins`: the cells' 11
    /// points above and below and 16 at the sides. Where the content view keeps its
    /// superview's margins (`axesPreservingSuperviewLayoutMargins`) they are the least
    /// it takes: the sides widen to a list row's 20 points in a regular width.
    public var directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The axes on which the content view keeps at least its superview's layout
    /// margins, like `axesPreservingSuperviewLayoutMargins` (`.both` by default). A
    /// list row's side margins are what it keeps horizontally (16 points, 20 in a
    /// regular width); without `.horizontal` the content stands exactly
    /// `directionalLayoutMargins` in from the sides. A row's vertical margins are never
    /// larger than its content's, so `.vertical` changes nothing here.
    public var axesPreservingSuperviewLayoutMargins = Axis.both
    /// The space between the image and the text, like `imageToTextPadding`.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the text and the secondary text above each other, like
    /// `textToSecondaryTextVerticalPadding`.
    public var textToSecondaryTextVerticalPadding: CGFloat = 2
    /// The space between the text and the secondary text side by side, like
    /// `textToSecondaryTextHorizontalPadding`.
    public var textToSecondaryTextHorizontalPadding = ListContentLayout.horizontalTextPadding
    /// Whether the texts stand side by side (the value cell) rather than stacked, like
    /// `prefersSideBySideTextAndSecondaryText`.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The least height the content measures: a cell's 44 points; a header or footer
    /// is as tall as its text and margins, as UIKit's are.
    var minimumHeight = TableStyleMetrics.defaultRowHeight

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

    /// A plain table's header: headline text with 5 points above and below (a plain
    /// table's title header), like `plainHeader()` and `header()`.
    public static func plainHeader() -> ListContentConfiguration {
        var configuration = cell()
        configuration.textProperties.font = .preferredFont(forTextStyle: .headline)
        configuration.directionalLayoutMargins.top = TableStyleMetrics.plainHeaderTitlePadding
        configuration.directionalLayoutMargins.bottom = TableStyleMetrics.plainHeaderTitlePadding
        configuration.minimumHeight = 0
        return configuration
    }

    /// A header, like `UIListContentConfiguration.header()`.
    public static func header() -> ListContentConfiguration { plainHeader() }

    /// A plain table's footer: footnote text in `secondaryLabel` with 5 points above and
    /// below (a plain table's title footer), like `plainFooter()`.
    public static func plainFooter() -> ListContentConfiguration {
        var configuration = groupedHeader()
        configuration.directionalLayoutMargins.top = TableStyleMetrics.plainHeaderTitlePadding
        configuration.directionalLayoutMargins.bottom = TableStyleMetrics.plainHeaderTitlePadding
        return configuration
    }

    /// A footer, like `UIListContentConfiguration.footer()`.
    public static func footer() -> ListContentConfiguration { plainFooter() }

    /// A grouped table's header: footnote text in `secondaryLabel` with 16 points above
    /// and 7 below (a grouped table's title header), like `groupedHeader()` (the
    /// table's title headers also upper-case it).
    public static func groupedHeader() -> ListContentConfiguration {
        var configuration = cell()
        configuration.minimumHeight = 0
        configuration.textProperties = TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
        configuration.directionalLayoutMargins.top = TableStyleMetrics.groupedHeaderTitlePadding.top
        configuration.directionalLayoutMargins.bottom = TableStyleMetrics.groupedHeaderTitlePadding.bottom
        return configuration
    }

    /// A grouped table's footer: 7 points above the text and 17.5 below, like
    /// `groupedFooter()`.
    public static func groupedFooter() -> ListContentConfiguration {
        var configuration = groupedHeader()
        configuration.directionalLayoutMargins.top = TableStyleMetrics.groupedFooterTitlePadding.top
        configuration.directionalLayoutMargins.bottom = TableStyleMetrics.groupedFooterTitlePadding.bottom
        return configuration
    }

    /// An inset-grouped header in the title 3 style's bold weight (scaled as title 3
    /// with the text size), like `prominentInsetGroupedHeader()`.
    public static func prominentInsetGroupedHeader() -> ListContentConfiguration {
        var configuration = groupedHeader()
        configuration.textProperties = TextProperties(font: FontMetrics(forTextStyle: .title3).scaledFont(for: .systemFont(ofSize: 20, weight: .bold)),
                                                      color: .label)
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
