import EaselTesting
import Testing
import UIKit

/// `UIContentUnavailableConfiguration` (iOS 17) as iOS code uses it: a controller
/// updates its configuration in the layout pass after
/// `setNeedsUpdateContentUnavailableConfiguration()`, and the view showing it covers
/// the controller's view with its pieces stacked and centred.
@MainActor
@Suite struct ContentUnavailableTests {
    /// An inbox that shows "No Alerts" while it has no messages, as iOS code writes it.
    final class InboxController: UIViewController {
        var messages: [String] = [] { didSet { setNeedsUpdateContentUnavailableConfiguration() } }
        var log: [String] = []
        var retries = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
        }

        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            log.append("update")
            guard messages.isEmpty else {
                contentUnavailableConfiguration = nil
                return
            }
            var configuration = UIContentUnavailableConfiguration.empty()
            configuration.image = UIImage(systemName: "bell")
            configuration.text = "No Alerts"
            configuration.secondaryText = "New alerts appear here."
            configuration.button.title = "Retry"
            configuration.buttonProperties.primaryAction = UIAction { [unowned self] _ in retries += 1 }
            contentUnavailableConfiguration = configuration
        }

        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            log.append("viewWillLayoutSubviews")
        }
    }

    private func shown() -> (UIWindow, InboxController) {
        let inbox = InboxController()
        let window = UIWindow(size: CGSize(width: 320, height: 400), scale: 2)
        window.rootViewController = inbox
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        return (window, inbox)
    }

    @Test func theUpdateRunsInTheNextLayoutPassBeforeViewWillLayoutSubviews() {
        let (window, inbox) = shown()
        // Once before the first layout; adding the view that shows the configuration
        // marks the root view again (as any `addSubview` does), hence a second pass.
        #expect(inbox.log == ["update", "viewWillLayoutSubviews", "viewWillLayoutSubviews"])
        inbox.log = []
        inbox.setNeedsUpdateContentUnavailableConfiguration()
        inbox.setNeedsUpdateContentUnavailableConfiguration()
        #expect(inbox.log.isEmpty, "marking only")
        window.eventLoop.runUntilIdle()
        #expect(inbox.log == ["update", "viewWillLayoutSubviews"], "two marks, one update")
        inbox.log = []
        inbox.messages = ["Hello"]
        window.eventLoop.runUntilIdle()
        #expect(inbox.log == ["update", "viewWillLayoutSubviews", "viewWillLayoutSubviews"],
                "removing the view marks the root view again, as any removeFromSuperview does")
        #expect(inbox.contentUnavailableConfiguration == nil
                && !inbox.view.subviews.contains { $0 is UIContentUnavailableView || $0.subviews.first is UIContentUnavailableView })
    }

    @Test func theViewCoversTheControllersViewWithItsPiecesCentred() throws {
        let (window, inbox) = shown()
        let host = try #require(inbox.view.subviews.last)
        #expect(host.frame == inbox.view.bounds, "in front of the content, filling the view")
        let unavailable = try #require(host.subviews.first as? UIContentUnavailableView)
        let pieces = unavailable.subviews.filter { !$0.isHidden }
        #expect(pieces.count == 4, "image, text, secondary text, button")
        for piece in pieces { #expect(abs(piece.frame.midX - 160) <= 0.5, "centred: \(piece.frame)") }
        let top = pieces.first!.frame.minY, bottom = pieces.last!.frame.maxY
        #expect(abs((top + bottom) / 2 - 200) <= 0.5, "the block centred vertically")
        // The 48-point bell symbol (its glyph box), then 16 points to the text (bold 22
        // across the width less the 16-point margins), 8 to the secondary text, 20 to
        // the button: a 180-point block whose top sits on the pixel grid.
        let image = pieces[0].frame
        #expect(image.origin == CGPoint(x: 136, y: 110.5)
                && abs(image.width - 48.096) < 0.001 && abs(image.height - 53.856) < 0.001)
        #expect(pieces.dropFirst().map(\.frame) == [CGRect(x: 16, y: 180.5, width: 288, height: 26.5),
                                                    CGRect(x: 16, y: 215, width: 288, height: 20.5),
                                                    CGRect(x: 127.5, y: 255.5, width: 65.5, height: 34.5)])
        let frame = try #require(window.lastFrame)
        assertSnapshot(of: frame.image, as: .image, named: "empty")
        let button = pieces[3]
        window.scheduleTap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        window.eventLoop.runUntilIdle()
        #expect(inbox.retries == 1, "the button runs its primary action")
    }

    @Test func theSearchConfigurationNamesTheSearchText() {
        var state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection())
        let search = UIContentUnavailableConfiguration.search()
        #expect(search.text == "No Results" && search.secondaryText == "Check the spelling or try a new search.")
        #expect(search.updated(for: state).text == "No Results")
        state.searchText = "Oslo"
        #expect(search.updated(for: state).text == "No Results for “Oslo”")
        #expect(UIContentUnavailableConfiguration.empty().updated(for: state).text == nil)
    }

    @Test func theLoadingConfigurationSpinsAnActivityIndicator() throws {
        let view = UIContentUnavailableView(configuration: .loading())
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        view.layoutIfNeeded()
        let indicator = try #require(view.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
        #expect(!indicator.isHidden && indicator.isAnimating)
        #expect(indicator.frame.size == CGSize(width: 20, height: 20) && indicator.frame.midX == 100)
        assertSnapshot(of: view as UIView, as: .image(scale: 2), named: "loading")
    }
}
