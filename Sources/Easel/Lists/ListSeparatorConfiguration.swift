import EaselGraphics
import Foundation

/// The lines between a list's rows, like `UIListSeparatorConfiguration`: whether a row
/// draws one along its top and along its bottom, how far in from its leading and
/// trailing edges, and in which colour.
///
/// `automatic` visibility gives UIKit's lists: a line under every row but the last of
/// a grouped section (whose edge ends it), none along the top. `automaticInsets` start
/// the line at the text's leading edge and run it to the row's trailing edge; other
/// insets count only their leading and trailing sides.
public struct ListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows, like `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: Int, Sendable {
        case automatic, visible, hidden
    }

    /// Insets that stand for the list's own, like `UIListSeparatorConfiguration.automaticInsets`.
    public static let automaticInsets = DirectionalEdgeInsets(top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude,
                                                              bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude)

    /// Whether the line along the row's top shows, like `topSeparatorVisibility`.
    public var topSeparatorVisibility = Visibility.automatic
    /// Whether the line along the row's bottom shows, like `bottomSeparatorVisibility`.
    public var bottomSeparatorVisibility = Visibility.automatic
    /// The top line's insets, like `topSeparatorInsets`.
    public var topSeparatorInsets = automaticInsets
    /// The bottom line's insets, like `bottomSeparatorInsets`.
    public var bottomSeparatorInsets = automaticInsets
    /// The lines' colour, like `color` (`separator`).
    public var color = Color.separator

    /// The separators of a list of `listAppearance`, like
    /// `UIListSeparatorConfiguration(listAppearance:)`: a sidebar's rows have none.
    public init(listAppearance: CollectionLayoutListConfiguration.Appearance) {
        if [.sidebar, .sidebarPlain].contains(listAppearance) { bottomSeparatorVisibility = .hidden }
    }
}
