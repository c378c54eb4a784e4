import EaselGraphics
import Foundation

/// The room a compositional layout lays sections out in, like `NSCollectionLayoutContainer`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The collection view's size, like `contentSize`.
    var contentSize: CGSize { get }
    /// The size less the insets, like `effectiveContentSize`.
    var effectiveContentSize: CGSize { get }
    /// The insets around the room, like `contentInsets`.
    var contentInsets: DirectionalEdgeInsets { get }
    /// The insets the layout keeps clear, like `effectiveContentInsets`.
    var effectiveContentInsets: DirectionalEdgeInsets { get }
}

/// What a section provider knows about where its section goes, like
/// `NSCollectionLayoutEnvironment`: the container and the collection view's traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The room for the section, like `container`.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits, like `traitCollection`.
    var traitCollection: TraitCollection { get }
}

/// The environment a compositional layout gives its section provider: the collection
/// view's bounds size, with no insets.
struct CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let traitCollection: TraitCollection
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: DirectionalEdgeInsets { .zero }
    var effectiveContentInsets: DirectionalEdgeInsets { .zero }
    var container: any NSCollectionLayoutContainer { self }
}
