import Easel
import EaselGraphics
import Foundation
import Testing

/// A compositional section whose groups scroll across the layout
/// (`orthogonalScrollingBehavior`) is a scroll view of its own, as in UIKit: a drag
/// along it scrolls it, decelerates and comes to rest where its behaviour says, in
/// virtual time; a drag across it scrolls the collection view; its cells are reused as
/// they leave it; `visibleItemsInvalidationHandler` sees its items; it mirrors right
/// to left.
@MainActor
@Suite struct OrthogonalScrollingTests {
    /// A 200 × 300 collection at 1×: section 0 is a row of ten 80 × 60 groups, 10 points
    /// apart inside 16-point leading and trailing insets (groups at 16, 106, 196, …; the
    /// row is 922 points long), scrolling as `behavior` says; section 1 is a column of
    /// ten 50-point rows, so that the collection view scrolls too (content 560 tall).
    private func shown(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, log: CollectionLog = CollectionLog(items: [10, 10]),
                       rightToLeft: Bool = false,
                       configure: @escaping (NSCollectionLayoutSection) -> Void = { _ in }) -> (Window, CollectionView) {
        let layout = CollectionViewCompositionalLayout { index, _ in
            let whole = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                  heightDimension: .fractionalHeight(1)))
            guard index == 0 else {
                return NSCollectionLayoutSection(group: .vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                                      heightDimension: .absolute(50)),
                                                                  subitems: [whole]))
            }
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(80),
                                                                                                           heightDimension: .absolute(60)),
                                                                       subitems: [whole]))
            section.orthogonalScrollingBehavior = behavior
            section.interGroupSpacing = 10
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            configure(section)
            return section
        }
        let window = shownWindow(width: 200, height: 300)
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        if rightToLeft { collection.semanticContentAttribute = .forceRightToLeft }
        collection.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = log
        collection.delegate = log
        window.addSubview(collection)
        window.eventLoop.runOnce()
        return (window, collection)
    }

    /// The scroll view that holds the row's cells.
    private func row(_ collection: CollectionView) -> ScrollView {
        collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? ScrollView
            ?? collection.subviews.compactMap { $0 as? ScrollView }.first!
    }

    /// The row's shown cells: item and frame in the collection view's content.
    private func rowCells(_ collection: CollectionView) -> [Int: CGRect] {
        collection.indexPathsForVisibleItems.filter { $0.section == 0 }.reduce(into: [:]) { cells, indexPath in
            let cell = collection.cellForItem(at: indexPath)!
            cells[indexPath.item] = cell.convert(cell.bounds, to: collection)
        }
    }

    private func decelerated(_ x0: Double, _ v0: Double, after tau: Double) -> Double {
        x0 + v0 * (pow(0.998, 1000 * tau) - 1) / (1000 * log(0.998))
    }

    /// A finger on the row going `distance` points toward its trailing end (to the left
    /// left to right) in `frames` frames.
    private func flick(_ window: Window, _ distance: CGFloat, frames: Int, rightToLeft: Bool = false) {
        let start: CGFloat = rightToLeft ? 40 : 160
        window.scheduleDrag(along: [CGPoint(x: start, y: 30), CGPoint(x: rightToLeft ? start + distance : start - distance, y: 30)],
                            duration: Double(frames) / 60)
    }

    @Test func theRowIsAScrollViewHoldingItsCellsAndOnlyTheShownOnesExist() {
        let (_, collection) = shown(.continuous)
        let scrollView = row(collection)
        #expect(scrollView.superview === collection)
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
        #expect(scrollView.contentSize == CGSize(width: 922, height: 60))
        #expect(scrollView.subviews.compactMap { $0 as? CollectionViewCell }.count == 3)
        #expect(rowCells(collection) == [0: CGRect(x: 16, y: 0, width: 80, height: 60), 1: CGRect(x: 106, y: 0, width: 80, height: 60),
                                         2: CGRect(x: 196, y: 0, width: 80, height: 60)])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 106, y: 0, width: 80, height: 60),
                "a row's cell is placed in its scroll view's content")
    }

    @Test func aDragAlongTheRowScrollsItThenItDeceleratesAndItsCellsAreReused() {
        let log = CollectionLog(items: [10, 10])
        let (window, collection) = shown(.continuous, log: log)
        let scrollView = row(collection)
        log.entries = []
        // 100 points in 10 frames: 600 points per second; the pan begins after 10 points.
        flick(window, 100, frames: 10)
        window.eventLoop.run(for: 10.0 / 60)
        #expect(scrollView.contentOffset == CGPoint(x: 90, y: 0))
        #expect(collection.contentOffset == .zero, "the collection view does not move")
        let release = 10.0 / 60
        for frame in [12, 20, 40, 80] {
            window.eventLoop.run(for: Double(frame) / 60 - window.eventLoop.now)
            let offset = decelerated(90, 600, after: Double(frame) / 60 - release)
            #expect(abs(scrollView.contentOffset.x - offset) < 1e-9, "frame \(frame)")
            let shown = (0..<10).filter { (item: Int) -> Bool in
                let start = Double(16 + 90 * item) - offset
                return start < 200 && start + 80 > 0
            }
            #expect(rowCells(collection).keys.sorted() == shown, "frame \(frame)")
            #expect(scrollView.subviews.compactMap { $0 as? CollectionViewCell }.count == shown.count)
        }
        window.eventLoop.runUntilIdle()
        let rest = 90 + 600 / (-1000 * Foundation.log(0.998))
        #expect(abs(scrollView.contentOffset.x - rest) < 1e-9)
        // Item n comes on past 90n − 184 and goes past 90n + 96: each comes 10 points
        // before the one three before it goes.
        #expect(log.entries == ["cellForItem 0.3", "willDisplay 0.3", "didEndDisplaying 0.0", "cellForItem 0.4", "willDisplay 0.4",
                                "didEndDisplaying 0.1", "cellForItem 0.5", "willDisplay 0.5", "didEndDisplaying 0.2",
                                "cellForItem 0.6", "willDisplay 0.6", "didEndDisplaying 0.3"])
        #expect(collection.visibleCells.compactMap { ($0 as? CountingCollectionCell)?.reuses }.reduce(0, +) == 3,
                "the cells that left came back for items 0.4, 0.5 and 0.6")
        let frames = rowCells(collection)
        #expect(frames.keys.sorted() == [4, 5, 6])
        #expect(abs(frames[4]!.minX - (376 - rest)) < 1e-9 && frames[4]!.minY == 0)
    }

    @Test func aDragAcrossTheRowScrollsTheCollectionView() {
        let (window, collection) = shown(.continuous)
        window.scheduleDrag(along: [CGPoint(x: 100, y: 55), CGPoint(x: 100, y: 5)], duration: 5.0 / 60)
        window.eventLoop.runUntilIdle()
        #expect(row(collection).contentOffset == .zero)
        // Let go at 40 points at 600 points per second: it would rest at 340, past the end (260).
        #expect(collection.contentOffset == CGPoint(x: 0, y: 260))
        #expect(row(collection).frame == CGRect(x: 0, y: 0, width: 200, height: 60), "the row scrolls with the content")
    }

    /// A flick of 100 points in 5 frames (1,200 points per second), let go at 80 (the
    /// pan begins after the first 20): each behaviour's resting offset.
    @Test(arguments: [(CollectionLayoutSectionOrthogonalScrollingBehavior.continuousGroupLeadingBoundary, 720.0),
                      (.paging, 200), (.groupPaging, 90), (.groupPagingCentered, 90)])
    func eachBehaviourComesToRestWhereItSays(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, _ rest: Double) {
        let (window, collection) = shown(behavior)
        flick(window, 100, frames: 5)
        window.eventLoop.run(for: 5.0 / 60)
        #expect(row(collection).contentOffset.x == 80)
        window.eventLoop.runUntilIdle()
        #expect(row(collection).contentOffset == CGPoint(x: rest, y: 0))
    }

    @Test func groupPagingSpringsToTheNextGroupFromWhereTheFingerLetGo() {
        let (window, collection) = shown(.groupPaging)
        flick(window, 100, frames: 5)
        let release = 5.0 / 60
        // The projection (80 + 1.2 · 99 = 198.8) is two groups on: it goes one, to 90,
        // on the bounce spring from 80 (s₀ = −10) with the finger's 1,200 points per second.
        for frame in [6, 8, 11, 20] {
            window.eventLoop.run(for: Double(frame) / 60 - window.eventLoop.now)
            let tau = Double(frame) / 60 - release
            let expected = 90 + exp(-10 * tau) * (-10 + (1200 - 100) * tau)
            #expect(abs(row(collection).contentOffset.x - expected) < 1e-9, "frame \(frame)")
        }
    }

    @Test func aRightToLeftRowStartsAtItsRightAndScrollsTheOtherWay() {
        let (window, collection) = shown(.continuousGroupLeadingBoundary, rightToLeft: true)
        #expect(row(collection).contentOffset == CGPoint(x: 722, y: 0), "its leading edge is the content's right end")
        #expect(rowCells(collection) == [0: CGRect(x: 104, y: 0, width: 80, height: 60), 1: CGRect(x: 14, y: 0, width: 80, height: 60),
                                         2: CGRect(x: -76, y: 0, width: 80, height: 60)])
        // 100 points to the right at 600 points per second: let go at 90 from the leading
        // edge, it would rest at 389.7; the nearest group boundary is 360.
        flick(window, 100, frames: 10, rightToLeft: true)
        window.eventLoop.runUntilIdle()
        #expect(row(collection).contentOffset == CGPoint(x: 722 - 360, y: 0))
        #expect(rowCells(collection) == [3: CGRect(x: 194, y: 0, width: 80, height: 60), 4: CGRect(x: 104, y: 0, width: 80, height: 60),
                                         5: CGRect(x: 14, y: 0, width: 80, height: 60), 6: CGRect(x: -76, y: 0, width: 80, height: 60)])
    }

    @Test func theVisibleItemsHandlerSeesTheRowsItemsAndOffsetAndItsChangesShow() {
        var calls: [String] = []
        /// Items shrink and fade with their distance from the middle of the bounds.
        func scale(_ distance: CGFloat) -> CGFloat { max(0.5, 1 - distance / 400) }
        let (window, collection) = shown(.groupPaging) { section in
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                calls.append(items.map { "\($0.indexPath.item)@\(Int($0.frame.minX))" }.joined(separator: " ")
                             + " offset \(Int(offset.x)) in \(Int(environment.container.contentSize.width))")
                for item in items {
                    let factor = scale(abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2))
                    item.transform = Transform(scaleX: factor, y: factor)
                    item.alpha = factor
                }
            }
        }
        // Twice in the first commit: adding the row's scroll view lays the collection out again.
        #expect(calls == Array(repeating: "0@16 1@106 2@196 offset 0 in 200", count: 2))
        let second = collection.cellForItem(at: IndexPath(item: 1, section: 0))!
        // Its middle is at 146, 46 points right of the bounds' middle.
        #expect(second.transform == Transform(scaleX: scale(46), y: scale(46)) && second.alpha == scale(46))
        #expect(second.center == CGPoint(x: 146, y: 30) && second.bounds.size == CGSize(width: 80, height: 60))
        calls = []
        flick(window, 100, frames: 5)
        window.eventLoop.runUntilIdle()
        #expect(calls.last == "0@16 1@106 2@196 3@286 offset 90 in 200")
        let third = collection.cellForItem(at: IndexPath(item: 2, section: 0))!
        #expect(third.transform == Transform(scaleX: scale(46), y: scale(46)), "item 2 is where item 1 was")
        #expect(third.convert(CGPoint(x: 40, y: 30), to: collection) == CGPoint(x: 146, y: 30))
    }
}
