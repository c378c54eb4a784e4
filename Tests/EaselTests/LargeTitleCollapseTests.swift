import Easel
import Foundation
import Testing

/// The large title of a navigation bar collapses as its content scrolls, as on iOS:
/// the 96-point bar follows the content's top edge down to the inline 44 points, and
/// the content's safe area (so its `adjustedContentInset`) follows the bar.
@MainActor
@Suite struct LargeTitleCollapseTests {
    func largeTitleScreen() -> (Window, NavigationController, ScrollView) {
        let content = ScrollController("settings", contentSize: CGSize(width: 390, height: 2000))
        content.title = "Settings"
        let navigation = NavigationController(rootViewController: content)
        navigation.navigationBar.prefersLargeTitles = true
        let window = phoneWindow(root: navigation)
        return (window, navigation, content.scrollView)
    }

    @Test func atRestTheBarIs96PointsAndTheContentStartsUnderIt() {
        let (_, navigation, scrollView) = largeTitleScreen()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(scrollView.adjustedContentInset.top == 143)
        #expect(scrollView.contentOffset.y == -143)
    }

    @Test func scrollingUpShrinksTheBarToItsInlineHeightAndPullingDownStretchesIt() {
        let (window, navigation, scrollView) = largeTitleScreen()
        var heights: [CGFloat] = [], insets: [CGFloat] = []
        for offset: CGFloat in [-123, -100, -43, 500, -143, -163] {
            scrollView.contentOffset = CGPoint(x: 0, y: offset)
            window.eventLoop.runOnce()
            heights.append(navigation.navigationBar.frame.height)
            insets.append(scrollView.adjustedContentInset.top)
            #expect(scrollView.contentOffset.y == offset, "the bar follows the content; the content does not move")
        }
        #expect(heights == [76, 53, 44, 44, 96, 116])
        #expect(insets == [123, 100, 91, 91, 143, 163])
    }

    @Test func anItemThatNeverShowsALargeTitleIgnoresTheScroll() {
        let (window, navigation, scrollView) = largeTitleScreen()
        navigation.topViewController?.navigationItem.largeTitleDisplayMode = .never
        window.eventLoop.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(scrollView.contentOffset.y == -91)
        scrollView.contentOffset = CGPoint(x: 0, y: -120)
        window.eventLoop.runOnce()
        #expect(navigation.navigationBar.frame.height == 44)
    }

    /// The rows (in pixels) between `columns` holding a dark pixel (text, not the bar's
    /// white or its grey hairline).
    private func inkRows(_ image: Image, columns: Range<Int>, rows: Range<Int>) -> ClosedRange<Int>? {
        let ink = rows.filter { y in columns.contains { image[$0, y].red < 100 } }
        return ink.first.map { $0...ink.last! }
    }

    @Test func theLargeTitleSlidesUnderTheInlineBarAndTheInlineTitleShowsOnceCollapsed() throws {
        let (window, _, scrollView) = largeTitleScreen()
        let large = 0..<160, inline = 160..<230
        let expanded = try #require(window.lastFrame).image
        #expect(inkRows(expanded, columns: large, rows: 47..<200) == 106...137, "the 34-point title, its baseline at 131")
        #expect(inkRows(expanded, columns: inline, rows: 47..<200) == nil, "no inline title")
        #expect(expanded[200, 143] != expanded[200, 144], "the hairline under the 96-point bar")

        scrollView.contentOffset = CGPoint(x: 0, y: -113)
        window.eventLoop.runOnce()
        let halfway = try #require(window.lastFrame).image
        #expect(inkRows(halfway, columns: large, rows: 47..<200) == 91...107, "30 points higher, cut off at the inline bar's bottom")
        #expect(halfway[300, 113] == expanded[200, 143], "the hairline follows the bar's bottom")

        scrollView.contentOffset = CGPoint(x: 0, y: 0)
        window.eventLoop.runOnce()
        let collapsed = try #require(window.lastFrame).image
        #expect(inkRows(collapsed, columns: large, rows: 47..<200) == nil)
        #expect(inkRows(collapsed, columns: inline, rows: 47..<200) == 62...78, "the 17-point inline title")
    }
}
