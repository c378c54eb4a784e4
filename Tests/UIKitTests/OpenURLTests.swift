import Foundation
import Testing
import UIKit

/// A help screen's link: it opens the site, or the app's settings page.
@MainActor
private final class HelpLink {
    var results: [Bool] = []

    func open(_ string: String) {
        guard let url = URL(string: string), UIApplication.shared.canOpenURL(url) else {
            results.append(false)
            return
        }
        UIApplication.shared.open(url, options: [:]) { [weak self] success in self?.results.append(success) }
    }
}

/// `UIApplication.open(_:options:completionHandler:)` and `canOpenURL(_:)`: the system
/// apps' schemes open, others do not, and the handler is called on the next turn.
@MainActor
@Suite struct OpenURLTests {
    @Test func theSystemAppsSchemesOpenOnTheNextTurnAndOthersDoNot() throws {
        let window = makeWindow()
        window.eventLoop.runOnce() // the window's loop is the main run loop from now on
        let link = HelpLink()
        let before = UIApplication.shared.openedURLs.count
        link.open("https://example.com/help")
        #expect(link.results == [], "the handler waits for the run loop")
        link.open(UIApplication.openSettingsURLString)
        link.open("myapp://inbox")
        #expect(link.results == [false])
        window.eventLoop.runOnce()
        #expect(link.results == [false, true, true])
        #expect(UIApplication.shared.openedURLs.dropFirst(before).map(\.absoluteString)
                == ["https://example.com/help", "app-settings:"])
    }

    @Test func universalLinksOnlyFailsWithNoAppToClaimTheLink() async {
        let url = URL(string: "https://example.com/item/1")!
        #expect(UIApplication.shared.canOpenURL(url))
        let opened = await UIApplication.shared.open(url, options: [.universalLinksOnly: true])
        #expect(!opened)
    }
}
