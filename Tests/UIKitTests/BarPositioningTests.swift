import Testing
import UIKit

/// A navigation bar delegate that records what a standalone bar asks and tells, with
/// the bar's top item at that moment, and answers a fixed position.
@MainActor
private final class RecordingNavigationBarDelegate: NSObject, UINavigationBarDelegate {
    var trace: [String] = []
    var allowsPop = true
    var answer = UIBarPosition.topAttached

    func position(for bar: UIBarPositioning) -> UIBarPosition { answer }

    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
        trace.append("shouldPush \(item.title ?? "") over \(navigationBar.topItem?.title ?? "-")")
        return true
    }

    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
        trace.append("didPush \(item.title ?? "") top \(navigationBar.topItem?.title ?? "-")")
    }

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        trace.append("shouldPop \(item.title ?? "") top \(navigationBar.topItem?.title ?? "-")")
        return allowsPop
    }

    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
        trace.append("didPop \(item.title ?? "") top \(navigationBar.topItem?.title ?? "-")")
    }
}

/// A toolbar and search bar delegate that puts its bars at the top.
@MainActor
private final class TopPositioningDelegate: NSObject, UIToolbarDelegate, UISearchBarDelegate {
    func position(for bar: UIBarPositioning) -> UIBarPosition { .top }
}

/// A delegate that implements none of its optional methods.
@MainActor
private final class SilentToolbarDelegate: NSObject, UIToolbarDelegate {}

/// A yellow screen holding a standalone navigation bar under the status bar, as apps
/// lay one out without a navigation controller.
@MainActor
private final class StandaloneBarController: UIViewController {
    let bar = UINavigationBar(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .yellow
        let red = UINavigationBarAppearance()
        red.configureWithOpaqueBackground()
        red.backgroundColor = .red
        bar.standardAppearance = red
        bar.scrollEdgeAppearance = red
        bar.items = [UINavigationItem(title: "Standalone")]
        view.addSubview(bar)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        bar.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: 44)
    }
}

/// `UIBarPositioning` and the bar delegates: where navigation bars, toolbars and search
/// bars sit (`UIBarPositioningDelegate.position(for:)`, `.top` for navigation and search
/// bars and `.bottom` for toolbars by default), and what a standalone navigation bar asks
/// and tells its `UINavigationBarDelegate` as items are pushed and popped.
@MainActor
@Suite struct BarPositioningTests {
    @Test func pushAndPopAskTheDelegateBeforeAndTellItAfter() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let delegate = RecordingNavigationBarDelegate()
        bar.delegate = delegate
        let first = UINavigationItem(title: "First"), second = UINavigationItem(title: "Second")
        bar.pushItem(first, animated: false)
        bar.pushItem(second, animated: false)
        #expect(bar.backItem === first)
        let popped = bar.popItem(animated: false)
        #expect(popped === second)
        #expect(delegate.trace == ["shouldPush First over -", "didPush First top First",
                                   "shouldPush Second over First", "didPush Second top Second",
                                   "shouldPop Second top Second", "didPop Second top First"])
    }

    @Test func aDelegateThatRefusesThePopKeepsTheTopItem() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let delegate = RecordingNavigationBarDelegate()
        bar.items = [UINavigationItem(title: "First"), UINavigationItem(title: "Second")]
        bar.delegate = delegate
        delegate.allowsPop = false
        #expect(bar.popItem(animated: false) == nil)
        #expect(bar.topItem?.title == "Second")
        #expect(delegate.trace == ["shouldPop Second top Second"], "setting items asks and tells nothing")
    }

    @Test func theBackButtonOfAStandaloneBarPopsThroughTheDelegate() {
        let controller = StandaloneBarController()
        let delegate = RecordingNavigationBarDelegate()
        controller.bar.delegate = delegate
        let window = showOnIPhone16e(controller)
        controller.bar.pushItem(UINavigationItem(title: "Detail"), animated: false)
        window.eventLoop.runUntilIdle()
        window.scheduleTap(at: CGPoint(x: 30, y: 47 + 22))
        window.eventLoop.runUntilIdle()
        #expect(delegate.trace == ["shouldPush Detail over Standalone", "didPush Detail top Detail",
                                   "shouldPop Detail top Detail", "didPop Detail top Standalone"])
    }

    @Test func barsTakeTheirDelegatesPositionOrTheirKindsDefault() {
        let navigationBar = UINavigationBar(frame: .zero)
        #expect(navigationBar.barPosition == .top)
        let recording = RecordingNavigationBarDelegate()
        navigationBar.delegate = recording
        #expect(navigationBar.barPosition == .topAttached)

        let toolbar = UIToolbar(frame: .zero)
        #expect(toolbar.barPosition == .bottom)
        let silent = SilentToolbarDelegate()
        toolbar.delegate = silent
        #expect(toolbar.barPosition == .bottom, "a delegate without position(for:) leaves the default")
        let top = TopPositioningDelegate()
        toolbar.delegate = top
        #expect(toolbar.barPosition == .top)

        let searchBar = UISearchBar(frame: .zero)
        #expect(searchBar.barPosition == .top)
        searchBar.delegate = top
        #expect(searchBar.barPosition == .top)
    }

    @Test func aTopAttachedStandaloneBarReachesUpBehindTheStatusBar() throws {
        let plain = StandaloneBarController()
        let plainWindow = showOnIPhone16e(plain)
        plainWindow.eventLoop.runUntilIdle()
        let attached = StandaloneBarController()
        let delegate = RecordingNavigationBarDelegate()
        attached.bar.delegate = delegate
        let attachedWindow = showOnIPhone16e(attached)
        attachedWindow.eventLoop.runUntilIdle()
        #expect(attached.bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        let plainImage = try frameImage(of: plainWindow), attachedImage = try frameImage(of: attachedWindow)
        // Column x = 195 pt, rows in pixels (3×): above the bar, then inside it.
        for y in [3, 60, 140] {
            #expect(pixel(plainImage, 585, y) == rgb(255, 255, 0), "row \(y): a .top bar leaves the status bar's area")
            #expect(pixel(attachedImage, 585, y) == rgb(255, 0, 0), "row \(y): a .topAttached bar fills it")
        }
        #expect(pixel(plainImage, 585, 145) == rgb(255, 0, 0))
        #expect(pixel(attachedImage, 585, 145) == rgb(255, 0, 0))
    }
}
