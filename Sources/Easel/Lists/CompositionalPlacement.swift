import EaselGraphics
import Foundation

/// Where one element of a compositional layout puts its items: the room the element
/// takes and each item's frame relative to the element's origin, in item order.
struct CompositionalPlacement {
    /// One item's frame, and which of its sides are estimates its cell's size replaces.
    struct Item {
        var frame: CGRect
        var estimatesWidth: Bool
        var estimatesHeight: Bool
    }

    var size: CGSize
    var items: [Item]

    /// The placement lengthened to `length` along `axis`; a single item's frame takes
    /// the extra length too.
    func stretched(along axis: CompositionalLayoutAxis, to length: CGFloat) -> CompositionalPlacement {
        let extra = length - axis.main(size)
        var stretched = self
        stretched.size = axis.size(main: length, cross: axis.cross(size))
        if items.count == 1 {
            stretched.items[0].frame.size = axis.size(main: axis.main(items[0].frame.size) + extra,
                                                      cross: axis.cross(items[0].frame.size))
        }
        return stretched
    }

    /// The placement moved by `offset`.
    func offset(by offset: CGPoint) -> [Item] {
        items.map { item in
            var moved = item
            moved.frame.origin.x += offset.x
            moved.frame.origin.y += offset.y
            return moved
        }
    }
}
