import EaselGraphics
import Foundation

/// Where a row of a list layout sits in its section, and what that draws: the rounded
/// corners of an inset-grouped section's first and last rows, the grouped rows'
/// background, and the separators its `ListSeparatorConfiguration` resolves to; or,
/// with `headerMode` `.firstItemInSection`, the section's header (no background, no
/// separators; the rows below start the rounded group). A
/// compositional layout puts it in a list row's layout attributes; a
/// `CollectionViewListCell` draws it.
struct ListRowPlacement: Equatable {
    /// A separator line: its insets from the row's leading and trailing edges (`nil`:
    /// the list's own, the text's leading edge and none) and its colour.
    struct Separator: Equatable {
        var leading: CGFloat?
        var trailing: CGFloat?
        var color: Color
    }

    /// Whether the row rounds its top corners (the first of an inset-grouped section)
    /// and its bottom ones (the last).
    var roundsTop = false, roundsBottom = false
    /// The row's background: the grouped rows' colour on a grouped list, else none.
    var background: Color?
    var top: Separator?
    var bottom: Separator?
    /// The list's look, when the row is its section's header (the first item, with
    /// `headerMode` `.firstItemInSection`).
    var header: CollectionLayoutListConfiguration.Appearance?

    /// The row at `indexPath` of a section of `count` rows in a list of `configuration`,
    /// its separators as the configuration's `itemSeparatorHandler` makes them.
    @MainActor
    init(_ configuration: CollectionLayoutListConfiguration, indexPath: IndexPath, count: Int) {
        let headed = configuration.headerMode == .firstItemInSection
        if headed, indexPath.item == 0 {
            header = configuration.appearance
            return
        }
        let isFirst = indexPath.item == (headed ? 1 : 0), isLast = indexPath.item == count - 1
        if configuration.appearance == .insetGrouped {
            roundsTop = isFirst
            roundsBottom = isLast
        }
        if configuration.isGrouped { background = .secondarySystemGroupedBackground }
        guard configuration.showsSeparators else { return }
        var separators = configuration.separatorConfiguration
        if let handler = configuration.itemSeparatorHandler { separators = handler(indexPath, separators) }
        func line(_ visibility: ListSeparatorConfiguration.Visibility, automatic: Bool,
                  _ insets: DirectionalEdgeInsets) -> Separator? {
            guard visibility == .visible || (visibility == .automatic && automatic) else { return nil }
            let isAutomatic = insets == ListSeparatorConfiguration.automaticInsets
            return Separator(leading: isAutomatic ? nil : insets.leading, trailing: isAutomatic ? nil : insets.trailing,
                             color: separators.color)
        }
        top = line(separators.topSeparatorVisibility, automatic: false, separators.topSeparatorInsets)
        bottom = line(separators.bottomSeparatorVisibility, automatic: !(configuration.isGrouped && isLast),
                      separators.bottomSeparatorInsets)
    }
}
