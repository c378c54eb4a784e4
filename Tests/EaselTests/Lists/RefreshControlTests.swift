@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// `RefreshControl`: a scripted pull past the threshold begins refreshing and sends
/// `valueChanged`, the spinner shows, the top inset grows while refreshing.
@MainActor
@Suite struct RefreshControlTests {
    final class Counter { var count = 0 }

    private func pulledTable() -> (Window, TableView, RefreshControl, Counter) {
        let log = TableLog(rows: [20])
        let (window, table) = shownTable(log, height: 400) { $0.rowHeight = 44 }
        let refresh = RefreshControl()
        let counter = Counter()
        refresh.addAction(ControlAction { _ in counter.count += 1 }, for: .valueChanged)
        table.refreshControl = refresh
        window.eventLoop.runOnce()
        return (window, table, refresh, counter)
    }

    @Test func aPullPastTheThresholdBeginsRefreshingAndTheContentRestsBelowTheSpinner() {
        let (window, table, refresh, counter) = pulledTable()
        #expect(refresh.isHidden)
        window.scheduleDrag(along: [CGPoint(x: 100, y: 20), CGPoint(x: 100, y: 390)], duration: 0.5)
        window.eventLoop.run(for: 3)
        #expect(counter.count == 1)
        #expect(refresh.isRefreshing)
        #expect(refresh.spinner.isAnimating)
        #expect(table.adjustedContentInset.top == 60)
        #expect(table.contentOffset.y == -60)
        #expect(refresh.frame == CGRect(x: 0, y: -60, width: 200, height: 60))
        #expect(refresh.spinner.frame == CGRect(x: 90, y: 20, width: 20, height: 20))

        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        #expect(table.adjustedContentInset.top == 0)
        #expect(table.contentOffset.y == 0)
        #expect(refresh.isHidden)
    }

    @Test func aShortPullSendsNothing() {
        let (window, table, refresh, counter) = pulledTable()
        window.scheduleDrag(along: [CGPoint(x: 100, y: 20), CGPoint(x: 100, y: 120)], duration: 0.3)
        window.eventLoop.run(for: 3)
        #expect(counter.count == 0)
        #expect(!refresh.isRefreshing)
        #expect(abs(table.contentOffset.y) < 1e-9, "back at the top, within the bounce's float rounding")
    }

    @Test func beginRefreshingByCodeSendsNothingAndGrowsTheInset() {
        let (window, table, refresh, counter) = pulledTable()
        refresh.beginRefreshing()
        window.eventLoop.runOnce()
        #expect(counter.count == 0)
        #expect(table.adjustedContentInset.top == 60)
        // The offset rested at the top, so it stays at the (new) top, showing the spinner.
        #expect(table.contentOffset.y == -60)
        #expect(!refresh.isHidden)
    }
}
