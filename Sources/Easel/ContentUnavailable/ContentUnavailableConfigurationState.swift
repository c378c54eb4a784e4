import Foundation

/// What a content-unavailable configuration is updated for, like
/// `UIContentUnavailableConfigurationState`: the traits, and the search text while the
/// controller's navigation item has an active search controller.
public struct ContentUnavailableConfigurationState: Hashable, Sendable {
    /// The traits, like `UIContentUnavailableConfigurationState.traitCollection`.
    public var traitCollection: TraitCollection
    /// The search text, like `UIContentUnavailableConfigurationState.searchText`:
    /// the active search controller's search bar text, else `nil`.
    public var searchText: String?

    /// A state with `traitCollection`, like
    /// `UIContentUnavailableConfigurationState(traitCollection:)`.
    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }
}
