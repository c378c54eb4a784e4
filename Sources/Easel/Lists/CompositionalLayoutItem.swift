import EaselGraphics
import Foundation

/// The smallest element of a compositional layout: one cell's size and the space
/// around it, like `NSCollectionLayoutItem`. Its fractional dimensions are fractions
/// of the group holding it.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    /// The item's size in its group, like `layoutSize`.
    public let layoutSize: NSCollectionLayoutSize
    /// Space taken off the item's frame after it is placed, like `contentInsets`: the
    /// cell is that much smaller than the room the item takes.
    public var contentInsets = DirectionalEdgeInsets.zero
    /// Space around the item that moves it and its neighbours, like `edgeSpacing`.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// An item of `layoutSize`, like `NSCollectionLayoutItem(layoutSize:)`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    /// Where the item goes in a container of `container` (what its fractions are of),
    /// at `proposed` size when its group shares out the length; the measured size of
    /// item `first` replaces its estimated sides. The frame is the room the item takes
    /// less its `contentInsets`.
    func placement(in container: CGSize, proposed: CGSize?, first: Int,
                   measured: (Int) -> CGSize?) -> CompositionalPlacement {
        var size = proposed ?? layoutSize.resolved(in: container)
        let estimatesWidth = layoutSize.widthDimension.isSelfSized, estimatesHeight = layoutSize.heightDimension.isSelfSized
        if let fitted = measured(first) {
            if estimatesWidth { size.width = fitted.width + contentInsets.leading + contentInsets.trailing }
            if estimatesHeight { size.height = fitted.height + contentInsets.top + contentInsets.bottom }
        }
        let frame = CGRect(origin: .zero, size: size).inset(by: contentInsets.resolved(for: .leftToRight))
        return CompositionalPlacement(size: size, items: [.init(frame: frame, estimatesWidth: estimatesWidth,
                                                                estimatesHeight: estimatesHeight)])
    }
}
