import EaselGraphics
import Foundation

/// The geometry of a flow layout: every item's frame, the lines they sit in and each
/// section's header and footer, computed along the scroll direction ("main") and
/// across it ("cross"), then turned into content coordinates.
@MainActor
struct FlowGrid {
    struct Section {
        var header: CGRect?
        var footer: CGRect?
        /// The index of the section's first item among all items.
        var firstItem = 0
        var itemCount = 0
        /// The section's stretch along the scroll direction, header to footer.
        var extent: ClosedRange<CGFloat> = 0...0
    }

    /// A line of items: its extent along the scroll direction and its items.
    struct Line {
        var mainStart: CGFloat
        var mainEnd: CGFloat
        var items: Range<Int>
    }

    private(set) var sections: [Section] = []
    private(set) var lines: [Line] = []
    private(set) var itemFrames: [CGRect] = []
    private(set) var contentSize = CGSize.zero
    private(set) var isHorizontal = false

    init() {}

    /// Flows every section's items, asking the flow delegate (if any) for sizes,
    /// insets and spacings.
    init(layout: CollectionViewFlowLayout, collectionView: CollectionView) {
        isHorizontal = layout.scrollDirection == .horizontal
        let delegate = collectionView.delegate as? CollectionViewDelegateFlowLayout
        let inset = collectionView.adjustedContentInset
        let crossExtent = isHorizontal ? collectionView.bounds.height - inset.top - inset.bottom
            : collectionView.bounds.width - inset.left - inset.right
        var main: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            var entry = Section(firstItem: itemFrames.count, itemCount: collectionView.numberOfItems(inSection: section))
            let sectionStart = main
            let header = delegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
                ?? layout.headerReferenceSize
            if mainLength(header) > 0 {
                entry.header = rect(main: main, cross: 0, mainLength: mainLength(header), crossLength: crossExtent)
                main += mainLength(header)
            }
            let insets = Self.referenced(delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section)
                ?? layout.sectionInset, layout: layout, collectionView: collectionView)
            let lineSpacing = delegate?.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
                ?? layout.minimumLineSpacing
            let itemSpacing = delegate?.collectionView(collectionView, layout: layout,
                                                       minimumInteritemSpacingForSectionAt: section) ?? layout.minimumInteritemSpacing
            let (mainStart, mainEnd, crossStart, crossEnd) = isHorizontal
                ? (insets.left, insets.right, insets.top, insets.bottom) : (insets.top, insets.bottom, insets.left, insets.right)
            main += mainStart
            let sizes = (0..<entry.itemCount).map { item in
                let indexPath = IndexPath(item: item, section: section)
                if layout.estimatedItemSize != .zero {
                    return layout.measuredSizes[indexPath] ?? Self.estimate(layout.estimatedItemSize)
                }
                return delegate?.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath) ?? layout.itemSize
            }
            var next = 0
            while next < sizes.count {
                let available = crossExtent - crossStart - crossEnd
                let line = fitLine(sizes, from: next, available: available, spacing: itemSpacing)
                let lineMain = sizes[line].map(mainLength).max() ?? 0
                place(sizes, line: line, main: main, lineMain: lineMain, crossStart: crossStart, available: available)
                lines.append(Line(mainStart: main, mainEnd: main + lineMain, items: entry.firstItem + line.lowerBound ..< entry.firstItem + line.upperBound))
                main += lineMain
                next = line.upperBound
                if next < sizes.count { main += lineSpacing }
            }
            main += mainEnd
            let footer = delegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
                ?? layout.footerReferenceSize
            if mainLength(footer) > 0 {
                entry.footer = rect(main: main, cross: 0, mainLength: mainLength(footer), crossLength: crossExtent)
                main += mainLength(footer)
            }
            entry.extent = sectionStart...main
            sections.append(entry)
        }
        contentSize = isHorizontal ? CGSize(width: main, height: crossExtent) : CGSize(width: crossExtent, height: main)
    }

    /// `insets` measured from the edges `sectionInsetReference` names instead of the
    /// content area's, across the scroll direction.
    private static func referenced(_ insets: EdgeInsets, layout: CollectionViewFlowLayout,
                                   collectionView: CollectionView) -> EdgeInsets {
        let reference: EdgeInsets
        switch layout.sectionInsetReference {
        case .fromContentInset: return insets
        case .fromSafeArea: reference = collectionView.safeAreaInsets
        case .fromLayoutMargins: reference = collectionView.layoutMargins(safeAreaInsets: collectionView.safeAreaInsets)
        }
        let content = collectionView.adjustedContentInset
        var result = insets
        if layout.scrollDirection == .horizontal {
            result.top += max(0, reference.top - content.top)
            result.bottom += max(0, reference.bottom - content.bottom)
        } else {
            result.left += max(0, reference.left - content.left)
            result.right += max(0, reference.right - content.right)
        }
        return result
    }

    /// An estimate of `automaticSize` counts as UIKit's default of 50 × 50.
    private static func estimate(_ size: CGSize) -> CGSize {
        size == CollectionViewFlowLayout.automaticSize ? CGSize(width: 50, height: 50) : size
    }

    /// The items from `first` that fit on one line (always at least one).
    private func fitLine(_ sizes: [CGSize], from first: Int, available: CGFloat, spacing: CGFloat) -> Range<Int> {
        var used = crossLength(sizes[first]), end = first + 1
        while end < sizes.count, used + spacing + crossLength(sizes[end]) <= available + 0.001 {
            used += spacing + crossLength(sizes[end])
            end += 1
        }
        return first..<end
    }

    /// Places a line's items: a lone item centred, several spread to fill the line.
    private mutating func place(_ sizes: [CGSize], line: Range<Int>, main: CGFloat, lineMain: CGFloat,
                                crossStart: CGFloat, available: CGFloat) {
        let used = sizes[line].map(crossLength).reduce(0, +)
        let gap = line.count > 1 ? (available - used) / CGFloat(line.count - 1) : 0
        var cross = line.count > 1 ? crossStart : crossStart + (available - used) / 2
        for index in line {
            let size = sizes[index]
            itemFrames.append(rect(main: main + (lineMain - mainLength(size)) / 2, cross: cross,
                                   mainLength: mainLength(size), crossLength: crossLength(size)))
            cross += crossLength(size) + gap
        }
    }

    /// The indexes of the items whose frames meet `rect`, found by bisecting the lines.
    func items(in rect: CGRect) -> [Int] {
        let (start, end) = isHorizontal ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        var low = 0, high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].mainEnd <= start { low = middle + 1 } else { high = middle }
        }
        var found: [Int] = []
        while low < lines.count, lines[low].mainStart < end {
            found += lines[low].items.filter { itemFrames[$0].intersects(rect) }
            low += 1
        }
        return found
    }

    /// The index path of the item at `flatIndex` among all items: in the last section
    /// starting at or before it (an empty section shares its start with the next).
    func indexPath(ofItem flatIndex: Int) -> IndexPath {
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].firstItem <= flatIndex { low = middle } else { high = middle - 1 }
        }
        return IndexPath(item: flatIndex - sections[low].firstItem, section: low)
    }

    private func mainLength(_ size: CGSize) -> CGFloat { isHorizontal ? size.width : size.height }
    private func crossLength(_ size: CGSize) -> CGFloat { isHorizontal ? size.height : size.width }

    private func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        isHorizontal ? CGRect(x: main, y: cross, width: mainLength, height: crossLength)
            : CGRect(x: cross, y: main, width: crossLength, height: mainLength)
    }
}
