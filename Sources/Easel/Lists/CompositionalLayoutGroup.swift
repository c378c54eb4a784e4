import EaselGraphics
import Foundation

/// Items lined up in a row or a column, like `NSCollectionLayoutGroup`. A group is
/// itself an item, so groups nest; a section repeats its group until its items run out.
///
/// A group made with `subitems` repeats them in turn while they fit along its axis; one
/// made with `repeatingSubitem:count:` holds exactly `count` of its subitem at the
/// subitem's own size; one made with `subitem:count:` shares its length equally among
/// `count` items. Items are `interItemSpacing` apart; flexible spacings (between items
/// and at their edges) share the room left over.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How a group fills its length with its subitems.
    enum Arrangement {
        /// The subitems in turn, while they fit.
        case whileTheyFit
        /// The one subitem `count` times at its own size.
        case repeating(Int)
        /// The one subitem `count` times, sharing the length.
        case equal(Int)
    }

    /// The items the group lines up, like `subitems`.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between the group's items, like `interItemSpacing` (none by default).
    public var interItemSpacing: NSCollectionLayoutSpacing?
    let axis: CompositionalLayoutAxis
    let arrangement: Arrangement

    init(layoutSize: NSCollectionLayoutSize, axis: CompositionalLayoutAxis, subitems: [NSCollectionLayoutItem],
         arrangement: Arrangement) {
        self.axis = axis
        self.subitems = subitems
        self.arrangement = arrangement
        super.init(layoutSize: layoutSize)
    }

    /// A row of `subitems`, repeated in turn while they fit, like `horizontal(layoutSize:subitems:)`.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, arrangement: .whileTheyFit)
    }

    /// A column of `subitems`, repeated in turn while they fit, like `vertical(layoutSize:subitems:)`.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, arrangement: .whileTheyFit)
    }

    /// A row of `count` of `subitem` at its own size, like
    /// `horizontal(layoutSize:repeatingSubitem:count:)`.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                 count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], arrangement: .repeating(count))
    }

    /// A column of `count` of `subitem` at its own size, like
    /// `vertical(layoutSize:repeatingSubitem:count:)`.
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], arrangement: .repeating(count))
    }

    /// A row of `count` equally wide items, like `horizontal(layoutSize:subitem:count:)`.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
                                 count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], arrangement: .equal(count))
    }

    /// A column of `count` equally tall items, like `vertical(layoutSize:subitem:count:)`.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], arrangement: .equal(count))
    }

    /// Lines the subitems up inside the group's room less its `contentInsets` (what
    /// their fractions are of), the flexible spacings sharing what is left over. An
    /// estimated side of the group becomes the length its items take.
    override func placement(in container: CGSize, proposed: CGSize?, first: Int,
                            measured: (Int) -> CGSize?) -> CompositionalPlacement {
        var size = proposed ?? layoutSize.resolved(in: container)
        let insets = contentInsets.resolved(for: .leftToRight)
        let inner = CGRect(origin: .zero, size: size).inset(by: insets)
        let children = uniformed(lineUp(in: inner.size, first: first, measured: measured))

        let spacings = children.enumerated().flatMap { index, child in
            let edges = axis.spacings(child.item.edgeSpacing)
            return (index == 0 ? [] : [interItemSpacing]) + [edges.before, edges.after]
        }.compactMap { $0 }
        let taken = children.reduce(0) { $0 + axis.main($1.placement.size) } + spacings.reduce(0) { $0 + $1.spacing }
        let flexible = spacings.filter(\.isFlexibleSpacing).count
        let share = flexible > 0 ? max(0, axis.main(inner.size) - taken) / CGFloat(flexible) : 0
        func length(_ spacing: NSCollectionLayoutSpacing?, share: CGFloat) -> CGFloat {
            guard let spacing else { return 0 }
            return spacing.spacing + (spacing.isFlexibleSpacing ? share : 0)
        }

        var items: [CompositionalPlacement.Item] = []
        var position: CGFloat = 0, thickness: CGFloat = 0
        for (index, child) in children.enumerated() {
            if index > 0 { position += length(interItemSpacing, share: share) }
            let along = axis.spacings(child.item.edgeSpacing), across = axis.crossing.spacings(child.item.edgeSpacing)
            position += length(along.before, share: share)
            let crossFlexible = [across.before, across.after].filter { $0?.isFlexibleSpacing == true }.count
            let crossSpare = axis.cross(inner.size) - axis.cross(child.placement.size)
                - (across.before?.spacing ?? 0) - (across.after?.spacing ?? 0)
            let crossShare = crossFlexible > 0 ? max(0, crossSpare) / CGFloat(crossFlexible) : 0
            let crossPosition = length(across.before, share: crossShare)
            let origin = axis.point(main: axis.main(inner.origin) + position, cross: axis.cross(inner.origin) + crossPosition)
            items += child.placement.offset(by: origin)
            position += axis.main(child.placement.size) + length(along.after, share: share)
            thickness = max(thickness, crossPosition + axis.cross(child.placement.size) + (across.after?.spacing ?? 0))
        }

        let (mainBefore, mainAfter) = axis.insets(contentInsets), (crossBefore, crossAfter) = axis.crossing.insets(contentInsets)
        size = axis.size(main: axis.main(layoutSize).isEstimated ? mainBefore + position + mainAfter : axis.main(size),
                         cross: axis.cross(layoutSize).isEstimated ? crossBefore + thickness + crossAfter : axis.cross(size))
        return CompositionalPlacement(size: size, items: items)
    }

    /// The children whose side is `uniformAcrossSiblings`, each side taking the largest
    /// length those siblings have on it.
    private func uniformed(_ children: [(item: NSCollectionLayoutItem, placement: CompositionalPlacement)])
        -> [(item: NSCollectionLayoutItem, placement: CompositionalPlacement)] {
        var children = children
        for side in [CompositionalLayoutAxis.horizontal, .vertical] {
            let uniform = children.indices.filter { side.main(children[$0].item.layoutSize).isUniformAcrossSiblings }
            guard let largest = uniform.map({ side.main(children[$0].placement.size) }).max() else { continue }
            for index in uniform { children[index].placement = children[index].placement.stretched(along: side, to: largest) }
        }
        return children
    }

    /// The group's subitems as its arrangement repeats them, each placed at the origin.
    private func lineUp(in room: CGSize, first: Int,
                        measured: (Int) -> CGSize?) -> [(item: NSCollectionLayoutItem, placement: CompositionalPlacement)] {
        var children: [(item: NSCollectionLayoutItem, placement: CompositionalPlacement)] = []
        var next = first
        func place(_ item: NSCollectionLayoutItem, proposed: CGSize? = nil) -> CompositionalPlacement {
            item.placement(in: room, proposed: proposed, first: next, measured: measured)
        }
        func add(_ item: NSCollectionLayoutItem, _ placement: CompositionalPlacement) {
            children.append((item, placement))
            next += placement.items.count
        }
        guard let subitem = subitems.first else { return [] }
        switch arrangement {
        case .repeating(let count):
            for _ in 0..<max(0, count) { add(subitem, place(subitem)) }
        case .equal(let count):
            let count = max(1, count), spacing = interItemSpacing?.spacing ?? 0
            let length = (axis.main(room) - spacing * CGFloat(count - 1)) / CGFloat(count)
            let proposed = axis.size(main: length, cross: axis.cross(subitem.layoutSize.resolved(in: room)))
            for _ in 0..<count { add(subitem, place(subitem, proposed: proposed)) }
        case .whileTheyFit:
            var taken: CGFloat = 0
            for index in 0... {
                let item = subitems[index % subitems.count]
                let placement = place(item)
                let edges = axis.spacings(item.edgeSpacing)
                let length = axis.main(placement.size) + (edges.before?.spacing ?? 0) + (edges.after?.spacing ?? 0)
                    + (children.isEmpty ? 0 : interItemSpacing?.spacing ?? 0)
                // A cycle of subitems that takes no length would repeat forever.
                if !children.isEmpty && (taken + length > axis.main(room) + 0.001 || (length <= 0 && index >= subitems.count)) { break }
                add(item, placement)
                taken += length
            }
        }
        return children
    }
}
