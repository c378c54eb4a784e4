import EaselGraphics
import Foundation

/// The system backgrounds of list cells, headers and footers, like
/// `UIBackgroundConfiguration`'s factories.
///
/// Apple documents each factory's purpose (the list style it matches) but none of its
/// colours: the colours below are what iOS shows, and where it shows a tint or a grey
/// Easel takes `systemGray4` for a highlighted or selected row as its tables do. iOS 18
/// deprecates the style-named factories in favour of `listCell()`, `listHeader()` and
/// `listFooter()`, which read the list's style from the traits; Easel's traits carry
/// no list environment, so those three look like the plain ones.
extension BackgroundConfiguration {
    /// The system look a factory gives.
    enum SystemStyle: Hashable, Sendable {
        case clear, plainCell, groupedCell, sidebarCell, accompaniedSidebarCell
        case plainHeaderFooter, groupedHeaderFooter, sidebarHeader

        /// The fill for a view in `state`; `nil` is the view's tint colour.
        func backgroundColor(for state: CellConfigurationState) -> Color? {
            let pressed = state.isSelected || state.isHighlighted
            switch self {
            case .clear: return .clear
            case .plainCell: return pressed ? .systemGray4 : .systemBackground
            case .groupedCell: return pressed ? .systemGray4 : .secondarySystemGroupedBackground
            case .sidebarCell: return state.isSelected ? nil : state.isHighlighted ? .systemGray4 : .clear
            case .accompaniedSidebarCell: return state.isSelected ? .systemGray5 : state.isHighlighted ? .systemGray4 : .clear
            case .plainHeaderFooter: return .systemBackground
            case .groupedHeaderFooter, .sidebarHeader: return .clear
            }
        }
    }

    /// A background of nothing, like `UIBackgroundConfiguration.clear()`: clear in every
    /// state.
    public static func clear() -> BackgroundConfiguration { BackgroundConfiguration(systemStyle: .clear) }

    /// A cell of a plain list, like `UIBackgroundConfiguration.listPlainCell()`:
    /// `systemBackground`, `systemGray4` while highlighted or selected.
    public static func listPlainCell() -> BackgroundConfiguration { BackgroundConfiguration(systemStyle: .plainCell) }

    /// A cell of a grouped or inset-grouped list, like
    /// `UIBackgroundConfiguration.listGroupedCell()`: `secondarySystemGroupedBackground`,
    /// `systemGray4` while highlighted or selected.
    public static func listGroupedCell() -> BackgroundConfiguration { BackgroundConfiguration(systemStyle: .groupedCell) }

    /// A cell of a sidebar, like `UIBackgroundConfiguration.listSidebarCell()`: clear,
    /// the tint colour while selected, `systemGray4` while highlighted.
    public static func listSidebarCell() -> BackgroundConfiguration { BackgroundConfiguration(systemStyle: .sidebarCell) }

    /// A cell of a sidebar shown beside other content, like
    /// `UIBackgroundConfiguration.listAccompaniedSidebarCell()`: clear, `systemGray5`
    /// while selected, `systemGray4` while highlighted.
    public static func listAccompaniedSidebarCell() -> BackgroundConfiguration {
        BackgroundConfiguration(systemStyle: .accompaniedSidebarCell)
    }

    /// A header or footer of a plain list, like
    /// `UIBackgroundConfiguration.listPlainHeaderFooter()`: `systemBackground`.
    public static func listPlainHeaderFooter() -> BackgroundConfiguration {
        BackgroundConfiguration(systemStyle: .plainHeaderFooter)
    }

    /// A header or footer of a grouped list, like
    /// `UIBackgroundConfiguration.listGroupedHeaderFooter()`: clear, over the list's
    /// grouped background.
    public static func listGroupedHeaderFooter() -> BackgroundConfiguration {
        BackgroundConfiguration(systemStyle: .groupedHeaderFooter)
    }

    /// A header of a sidebar, like `UIBackgroundConfiguration.listSidebarHeader()`: clear.
    public static func listSidebarHeader() -> BackgroundConfiguration { BackgroundConfiguration(systemStyle: .sidebarHeader) }

    /// A cell of whatever list it is in, like `UIBackgroundConfiguration.listCell()`
    /// (iOS 18): a plain list's in Easel, which has no list environment trait.
    public static func listCell() -> BackgroundConfiguration { listPlainCell() }

    /// A header of whatever list it is in, like `UIBackgroundConfiguration.listHeader()`
    /// (iOS 18): a plain list's in Easel.
    public static func listHeader() -> BackgroundConfiguration { listPlainHeaderFooter() }

    /// A footer of whatever list it is in, like `UIBackgroundConfiguration.listFooter()`
    /// (iOS 18): a plain list's in Easel.
    public static func listFooter() -> BackgroundConfiguration { listPlainHeaderFooter() }
}
