import EaselGraphics
import Foundation

/// One side of a compositional layout element's size, like
/// `NSCollectionLayoutDimension`: a fraction of the container's width or height, a
/// number of points, or an estimate that the cell's own size replaces once measured
/// (with `uniformAcrossSiblings`, the largest of its siblings' sizes).
public final class NSCollectionLayoutDimension: Sendable {
    /// How the dimension is worked out.
    enum Kind: Sendable, Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    let kind: Kind
    /// The fraction, the points or the estimate, like `dimension`.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width, like `fractionalWidth(_:)`.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
    }

    /// A fraction of the container's height, like `fractionalHeight(_:)`.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
    }

    /// A number of points, like `absolute(_:)`.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute, absoluteDimension)
    }

    /// An estimate the measured cell replaces, like `estimated(_:)`.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated, estimatedDimension)
    }

    /// An estimate the measured cells replace, every item of a group taking the largest
    /// size its siblings of this dimension measure, like `uniformAcrossSiblings(estimate:)`.
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.uniformAcrossSiblings, estimatedDimension)
    }

    /// Whether it is a fraction of the width, like `isFractionalWidth`.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether it is a fraction of the height, like `isFractionalHeight`.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether it is a number of points, like `isAbsolute`.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the measured cell replaces it, like `isEstimated`.
    public var isEstimated: Bool { kind == .estimated }
    /// Whether the siblings' largest measured size replaces it, like `isUniformAcrossSiblings`.
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }
    /// Whether the measured cell decides it: an estimate, uniform across siblings or not.
    var isSelfSized: Bool { isEstimated || isUniformAcrossSiblings }

    /// The points it stands for in a container of `size` (an estimate stands for itself).
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: size.width * dimension
        case .fractionalHeight: size.height * dimension
        case .absolute, .estimated, .uniformAcrossSiblings: dimension
        }
    }
}

/// The width and height of a compositional layout element, like `NSCollectionLayoutSize`.
public final class NSCollectionLayoutSize: Sendable {
    /// The width, like `widthDimension`.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height, like `heightDimension`.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of two dimensions, like `NSCollectionLayoutSize(widthDimension:heightDimension:)`.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The size it stands for in a container of `size`.
    func resolved(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
    }
}
