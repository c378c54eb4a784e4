import EaselGraphics
import Foundation

/// The numbers a table's styles are drawn with, each with where it comes from.
///
/// Easel cannot measure an iOS 26 device here; where a number is Apple's documented
/// value it says so, and where it is a measurement of screenshots of earlier releases
/// (iOS 13–18, whose list geometry iOS 26 kept for tables) it says that instead.
enum TableStyleMetrics {
    /// A row's height when nothing else decides it: 44 points, UIKit's row height for
    /// a one-line cell in the 17-point body font at the default text size, and the
    /// Human Interface Guidelines' minimum touch target.
    static let defaultRowHeight: CGFloat = 44
    /// The padding above and below a built-in cell's text when it sizes itself: 11
    /// points, which gives the 44-point row for one body line of 22 points.
    static let cellVerticalPadding: CGFloat = 11

    /// The leading and trailing margins of cells and headers: 16 points in a compact
    /// width, 20 in a regular one (UIKit's system minimum layout margins, documented
    /// for `UIViewController.systemMinimumLayoutMargins` and measured on iPhone and
    /// iPad screenshots).
    static func sideMargin(for traits: TraitCollection) -> CGFloat {
        traits.horizontalSizeClass == .regular ? 20 : 16
    }

    /// How far an inset-grouped section stands in from the table's edges: the same 16
    /// or 20 points (iOS 13's `insetGrouped`, measured on the Settings app).
    static func insetGroupedSideInset(for traits: TraitCollection) -> CGFloat { sideMargin(for: traits) }
    /// The corner radius of an inset-grouped section: 10 points (iOS 13–18 Settings).
    static let insetGroupedCornerRadius: CGFloat = 10

    /// The space a grouped section's header takes without a title: 17.5 points, and 35
    /// above the first section, so sections stand 35 points apart with the footer's
    /// 17.5 (measured on iOS 13–17 grouped tables).
    static let groupedEmptyHeaderHeight: CGFloat = 17.5
    static let groupedEmptyFooterHeight: CGFloat = 17.5
    /// The space above a grouped header's title and below it (measured, iOS 15–17).
    static let groupedHeaderTitlePadding = (top: CGFloat(16), bottom: CGFloat(7))
    /// The space above a grouped footer's title and below it (measured, iOS 15–17).
    static let groupedFooterTitlePadding = (top: CGFloat(7), bottom: CGFloat(17.5))
    /// The space above and below a plain header's title (measured, iOS 15–17).
    static let plainHeaderTitlePadding: CGFloat = 5
    /// The space above each header of a plain table: 22 points, what
    /// `UITableView.sectionHeaderTopPadding`'s `automaticDimension` gives a plain table
    /// since iOS 15 (none before, and none in the grouped styles).
    static let plainHeaderTopPadding: CGFloat = 22

    /// A grouped header's or footer's font: the footnote style (13 points by default),
    /// as `UIListContentConfiguration.groupedHeader()` and `groupedFooter()` use.
    static func groupedTitleFont(for traits: TraitCollection) -> Font {
        Font.preferredFont(forTextStyle: .footnote, compatibleWith: traits)
    }
    /// A plain header's font: the headline style (17 points semibold by default), as
    /// `UIListContentConfiguration.plainHeader()` uses.
    static func plainTitleFont(for traits: TraitCollection) -> Font {
        Font.preferredFont(forTextStyle: .headline, compatibleWith: traits)
    }

    /// The colour a highlighted or selected cell's background takes: `systemGray4`,
    /// UIKit's default selected background since iOS 13.
    static let selectedBackgroundColor = Color.systemGray4
}
