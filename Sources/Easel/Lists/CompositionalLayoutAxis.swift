import EaselGraphics
import Foundation

/// The axis a compositional layout lines elements up along: horizontal or vertical.
/// Sizes and points are read and made along it (`main`) and across it (`cross`), so
/// that one piece of code lays out rows and columns.
enum CompositionalLayoutAxis {
    case horizontal, vertical

    /// The axis across this one.
    var crossing: CompositionalLayoutAxis { self == .horizontal ? .vertical : .horizontal }

    func main(_ size: CGSize) -> CGFloat { self == .horizontal ? size.width : size.height }
    func cross(_ size: CGSize) -> CGFloat { self == .horizontal ? size.height : size.width }
    func main(_ point: CGPoint) -> CGFloat { self == .horizontal ? point.x : point.y }
    func cross(_ point: CGPoint) -> CGFloat { self == .horizontal ? point.y : point.x }

    func size(main: CGFloat, cross: CGFloat) -> CGSize {
        self == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }

    func point(main: CGFloat, cross: CGFloat) -> CGPoint {
        self == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }

    /// An edge spacing's spaces before and after an element along this axis.
    func spacings(_ edges: NSCollectionLayoutEdgeSpacing?) -> (before: NSCollectionLayoutSpacing?, after: NSCollectionLayoutSpacing?) {
        self == .horizontal ? (edges?.leading, edges?.trailing) : (edges?.top, edges?.bottom)
    }
}

extension CompositionalLayoutAxis {
    /// A layout size's dimension along this axis.
    func main(_ size: NSCollectionLayoutSize) -> NSCollectionLayoutDimension {
        self == .horizontal ? size.widthDimension : size.heightDimension
    }

    /// A layout size's dimension across this axis.
    func cross(_ size: NSCollectionLayoutSize) -> NSCollectionLayoutDimension { crossing.main(size) }

    /// Directional insets before and after along this axis (leading is left).
    func insets(_ insets: DirectionalEdgeInsets) -> (before: CGFloat, after: CGFloat) {
        self == .horizontal ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
    }
}
