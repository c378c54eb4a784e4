import Easel
import EaselGraphics
import Foundation
import Testing

/// `SearchBar`'s scope bar and its bookmark and results list buttons: where they are,
/// and what a tap on them tells the delegate.
@MainActor
@Suite struct SearchBarButtonsTests {
    @MainActor final class Recorder: NSObject, SearchBarDelegate {
        var log: [String] = []
        func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            log.append("scope \(selectedScope) (selected \(searchBar.selectedScopeButtonIndex))")
        }
        func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) { log.append("bookmark") }
        func searchBarResultsListButtonClicked(_ searchBar: SearchBar) { log.append("results list") }
    }

    private func barInWindow(height: CGFloat = 56, _ configure: (SearchBar) -> Void) -> (Window, SearchBar, Recorder) {
        let window = shownWindow(width: 320, height: height, scale: 2)
        let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        let recorder = Recorder()
        bar.delegate = recorder
        configure(bar)
        window.addSubview(bar)
        window.eventLoop.runOnce()
        return (window, bar, recorder)
    }

    @Test func theScopeBarIsA44PointRowUnderTheFieldAndATapOnItTellsTheDelegate() throws {
        let (window, bar, recorder) = barInWindow(height: 100) {
            $0.scopeButtonTitles = ["All", "Mine", "Shared"]
            $0.showsScopeBar = true
        }
        #expect(bar.intrinsicContentSize.height == 100)
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
        let control = try #require(bar.subviews.compactMap { $0 as? SegmentedControl }.first)
        #expect(control.frame == CGRect(x: 8, y: 62, width: 304, height: 32))
        #expect((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == ["All", "Mine", "Shared"])
        #expect(control.selectedSegmentIndex == 0)

        bar.selectedScopeButtonIndex = 1
        #expect(control.selectedSegmentIndex == 1)
        #expect(recorder.log == [], "setting the index in code tells nothing")

        window.scheduleTap(at: CGPoint(x: 8 + 304 * 5 / 6, y: 78))
        window.eventLoop.run(for: 0.2)
        #expect(recorder.log == ["scope 2 (selected 2)"])
        #expect(bar.selectedScopeButtonIndex == 2)

        bar.showsScopeBar = false
        #expect(bar.intrinsicContentSize.height == 56)
        #expect(control.superview == nil)
    }

    @Test func theBookmarkButtonShowsWhileTheFieldIsEmptyAndATapTellsTheDelegate() {
        let (window, bar, recorder) = barInWindow { $0.showsBookmarkButton = true }
        let field = bar.searchTextField
        let button = field.rightView
        #expect(button != nil && field.rightViewMode == .always)
        let rect = field.rightViewRect(forBounds: field.bounds)
        #expect(rect.maxX == field.bounds.maxX - 6)
        let center = field.convert(CGPoint(x: rect.midX, y: rect.midY), to: window)
        window.scheduleTap(at: center)
        window.eventLoop.run(for: 0.2)
        #expect(recorder.log == ["bookmark"])

        bar.text = "cats"
        #expect(field.rightViewMode == .never)
        bar.text = ""
        #expect(field.rightViewMode == .always)

        bar.showsSearchResultsButton = true
        window.scheduleTap(at: center)
        window.eventLoop.run(for: 0.2)
        #expect(recorder.log == ["bookmark", "results list"], "the results list button takes the place")

        bar.showsBookmarkButton = false
        bar.showsSearchResultsButton = false
        #expect(field.rightView == nil)
    }

    @Test func aRightViewOfTheAppsOwnIsLeftAlone() {
        let (_, bar, _) = barInWindow { _ in }
        let own = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        bar.searchTextField.rightView = own
        bar.searchTextField.rightViewMode = .always
        bar.text = "cats"
        #expect(bar.searchTextField.rightView === own)
        #expect(bar.searchTextField.rightViewMode == .always)
    }
}
