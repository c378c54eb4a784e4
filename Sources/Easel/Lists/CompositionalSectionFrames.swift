import EaselGraphics
import Foundation

/// The frames of one section of a compositional layout, in content coordinates, laid
/// out left to right (the collection view mirrors them in a right-to-left language).
struct CompositionalSectionFrames {
    /// A header or footer: `trailing` is a footer (after the groups); a pinned one
    /// keeps on screen within `frame` of its section.
    struct Supplementary {
        var kind: String
        var frame: CGRect
        var trailing: Bool
        var pinned: Bool
        var zIndex: Int
    }

    /// A background.
    struct Decoration {
        var kind: String
        var frame: CGRect
        var zIndex: Int
    }

    /// The whole section: headers, insets, groups and footers.
    var frame = CGRect.zero
    var items: [CompositionalPlacement.Item] = []
    var supplementaries: [Supplementary] = []
    var decorations: [Decoration] = []
    /// The list look of a list section.
    var list: CollectionLayoutListConfiguration?
    /// The row of a section whose groups scroll across the layout.
    var orthogonalRow: CompositionalOrthogonalRow?
    /// The section's `visibleItemsInvalidationHandler`.
    var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
}

extension NSCollectionLayoutSection {
    /// Lays out `itemCount` items from `start` along `axis` (the layout's scroll
    /// direction) in a collection view of `bounds` size; `measured` gives a self-sized
    /// item's size by its index in the section.
    func frames(from start: CGFloat, along axis: CompositionalLayoutAxis, bounds: CGSize, itemCount: Int,
                measured: (Int) -> CGSize?) -> CompositionalSectionFrames {
        var frames = CompositionalSectionFrames(list: listConfiguration,
                                                visibleItemsInvalidationHandler: visibleItemsInvalidationHandler)
        let (mainBefore, mainAfter) = axis.insets(contentInsets), (crossBefore, crossAfter) = axis.crossing.insets(contentInsets)
        let room = axis.size(main: axis.main(bounds) - mainBefore - mainAfter, cross: axis.cross(bounds) - crossBefore - crossAfter)
        var position = start

        func place(_ supplementary: NSCollectionLayoutBoundarySupplementaryItem, trailing: Bool) {
            let crossStart = supplementariesFollowContentInsets ? crossBefore : 0
            let crossRoom = supplementariesFollowContentInsets ? axis.cross(room) : axis.cross(bounds)
            let size = supplementary.layoutSize.resolved(in: axis.size(main: axis.main(bounds), cross: crossRoom))
            let along = crossStart + (crossRoom - axis.cross(size)) * supplementary.alignment.crossFraction(along: axis)
            frames.supplementaries.append(.init(kind: supplementary.elementKind,
                                                frame: CGRect(origin: axis.point(main: position, cross: along), size: size),
                                                trailing: trailing, pinned: supplementary.pinToVisibleBounds,
                                                zIndex: supplementary.zIndex))
            position += axis.main(size)
        }

        for header in boundarySupplementaryItems where !header.alignment.isAfter(along: axis) { place(header, trailing: false) }
        position += mainBefore
        if orthogonalScrollingBehavior == .none {
            var index = 0
            while index < itemCount {
                if index > 0 { position += interGroupSpacing }
                let placement = group.placement(in: room, proposed: nil, first: index, measured: measured)
                guard !placement.items.isEmpty else { break }
                frames.items += placement.offset(by: axis.point(main: position, cross: crossBefore)).prefix(itemCount - index)
                index += placement.items.count
                position += axis.main(placement.size)
            }
        } else {
            var index = 0, along = crossBefore, thickness: CGFloat = 0, groups: [ClosedRange<CGFloat>] = []
            while index < itemCount {
                let placement = group.placement(in: room, proposed: nil, first: index, measured: measured)
                guard !placement.items.isEmpty else { break }
                if index == 0, orthogonalScrollingBehavior == .groupPagingCentered {
                    along += (axis.cross(room) - axis.cross(placement.size)) / 2
                } else if index > 0 {
                    along += interGroupSpacing
                }
                frames.items += placement.offset(by: axis.point(main: position, cross: along)).prefix(itemCount - index)
                index += placement.items.count
                groups.append(along...(along + axis.cross(placement.size)))
                along += axis.cross(placement.size)
                thickness = max(thickness, axis.main(placement.size))
            }
            // A centred row can centre its last group too.
            let centring = orthogonalScrollingBehavior == .groupPagingCentered ? (groups.last.map { ($0.lowerBound + $0.upperBound) / 2 + axis.cross(bounds) / 2 } ?? 0) : 0
            frames.orthogonalRow = CompositionalOrthogonalRow(
                behavior: orthogonalScrollingBehavior, axis: axis.crossing,
                frame: CGRect(origin: axis.point(main: position - mainBefore, cross: 0),
                              size: axis.size(main: mainBefore + thickness + mainAfter, cross: axis.cross(bounds))),
                length: max(along + crossAfter, centring), groups: groups, leadingInset: crossBefore)
            position += thickness
        }
        position += mainAfter
        for footer in boundarySupplementaryItems where footer.alignment.isAfter(along: axis) { place(footer, trailing: true) }

        frames.frame = CGRect(origin: axis.point(main: start, cross: 0), size: axis.size(main: position - start, cross: axis.cross(bounds)))
        frames.decorations = decorationItems.map { decoration in
            .init(kind: decoration.elementKind, frame: frames.frame.inset(by: decoration.contentInsets.resolved(for: .leftToRight)),
                  zIndex: decoration.zIndex)
        }
        return frames
    }
}

extension NSRectAlignment {
    /// Whether an item of this alignment follows the groups along `axis` (a footer).
    func isAfter(along axis: CompositionalLayoutAxis) -> Bool {
        switch axis {
        case .vertical: [.bottom, .bottomLeading, .bottomTrailing].contains(self)
        case .horizontal: [.trailing, .topTrailing, .bottomTrailing].contains(self)
        }
    }

    /// Where across `axis` the item sits in its room: 0 at the start, 1 at the end,
    /// ½ centred.
    func crossFraction(along axis: CompositionalLayoutAxis) -> CGFloat {
        let (start, end): ([NSRectAlignment], [NSRectAlignment]) = switch axis {
        case .vertical: ([.leading, .topLeading, .bottomLeading], [.trailing, .topTrailing, .bottomTrailing])
        case .horizontal: ([.top, .topLeading, .topTrailing], [.bottom, .bottomLeading, .bottomTrailing])
        }
        return start.contains(self) ? 0 : end.contains(self) ? 1 : 0.5
    }
}
