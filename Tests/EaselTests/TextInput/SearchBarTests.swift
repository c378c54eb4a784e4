import Easel
import EaselGraphics
import Foundation
import Testing

/// `SearchBar`: its geometry, the cancel button, and its delegate.
@MainActor
@Suite struct SearchBarTests {
    @MainActor final class Recorder: NSObject, SearchBarDelegate {
        var log: [String] = []
        func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { log.append("didBegin") }
        func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { log.append("textDidChange \(searchText)") }
        func searchBarSearchButtonClicked(_ searchBar: SearchBar) { log.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: SearchBar) { log.append("cancel") }
        func searchBarTextDidEndEditing(_ searchBar: SearchBar) { log.append("didEnd") }
    }

    private func barInWindow(_ configure: (SearchBar) -> Void = { _ in }) -> (Window, SearchBar) {
        let window = shownWindow(width: 320, height: 56, scale: 2)
        let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        configure(bar)
        window.addSubview(bar)
        window.eventLoop.runOnce()
        return (window, bar)
    }

    @Test func theFieldIs36PointsTallInsideA56PointBar() {
        let (_, bar) = barInWindow()
        #expect(bar.intrinsicContentSize.height == 56 && bar.sizeThatFits(CGSize(width: 100, height: 0)) == CGSize(width: 100, height: 56))
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
        bar.showsCancelButton = true
        bar.layoutIfNeeded()
        let cancelWidth = (TextLayout("Cancel", attributes: TextAttributes(font: .systemFont(ofSize: 17))).size.width * 2).rounded(.up) / 2
        let field = bar.searchTextField.frame
        #expect(field.minX == 8 && field.height == 36, "the field keeps its place and height")
        #expect(abs(field.maxX + 8 + cancelWidth + 8 - 320) <= 0.5, "and ends 8 points before the cancel button")
    }

    @Test func theDelegateHearsTypingSearchAndCancel() throws {
        let (window, bar) = barInWindow { $0.showsCancelButton = true }
        let recorder = Recorder()
        bar.delegate = recorder
        window.scheduleTap(at: CGPoint(x: 100, y: 28))
        window.eventLoop.run(for: 0.2)
        window.typeText("cat")
        window.pressReturnKey()
        window.scheduleTap(at: CGPoint(x: 300, y: 28))
        window.eventLoop.run(for: 0.2)
        #expect(recorder.log == ["didBegin", "textDidChange c", "textDidChange ca", "textDidChange cat", "search", "cancel"])
        #expect(bar.text == "cat")
        bar.placeholder = "Search"
        bar.text = ""
        window.eventLoop.runOnce()
        try window.lastFrame!.image.pngData()!.write(to: URL(fileURLWithPath: "/tmp/easel-searchbar.png"))
    }

    @Test func theMinimalStyleDrawsNoBarBackground() {
        let (prominent, _) = barInWindow()
        let (minimal, _) = barInWindow { $0.searchBarStyle = .minimal }
        #expect(prominent.lastFrame!.image[2, 2] == Color.white.pixel)
        #expect(minimal.lastFrame!.image[2, 2] == Pixel(red: 0, green: 0, blue: 0, alpha: 0), "the empty window shows through")
    }
}
