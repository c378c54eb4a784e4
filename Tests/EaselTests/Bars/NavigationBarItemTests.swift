@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// Bar button items in the navigation bar: iOS 26's grouped capsules at the bar's
/// margins, the prominent look of `.done`, the title kept clear of them, the title view,
/// the back bar button item's title, taps sending actions, and the large title.
@MainActor
@Suite struct NavigationBarItemTests {
    /// A navigation controller showing `controllers` on a phone.
    private func phone(_ controllers: [ViewController]) -> (Window, NavigationController) {
        let navigation = NavigationController()
        navigation.viewControllers = controllers
        return (phoneWindow(root: navigation), navigation)
    }

    /// The group views of the bar, in window coordinates, leading first.
    private func groupFrames(_ window: Window, _ navigation: NavigationController) -> [CGRect] {
        func groups(in view: View) -> [BarButtonGroupView] {
            view.subviews.flatMap { ($0 as? BarButtonGroupView).map { [$0] } ?? groups(in: $0) }
        }
        return groups(in: navigation.navigationBar).map { $0.convert($0.bounds, to: window) }
            .sorted { $0.minX < $1.minX }
    }

    private func titleWidth(_ text: String, weight: Font.Weight = .regular) -> CGFloat {
        (TextLayout(text, attributes: TextAttributes(font: Font.systemFont(ofSize: 17, weight: weight))).size.width
            + 24).rounded(.up)
    }

    @Test func itemsSitOnCapsules16PointsFromTheEdgesAndProminentOnesStandAlone() {
        let root = ColorController("Root")
        root.title = "Inbox"
        root.navigationItem.leftBarButtonItem = BarButtonItem(barButtonSystemItem: .edit)
        root.navigationItem.rightBarButtonItems = [BarButtonItem(barButtonSystemItem: .done),
                                                   BarButtonItem(barButtonSystemItem: .add),
                                                   BarButtonItem(title: "Sort")]
        let (window, navigation) = phone([root])
        let edit = titleWidth("Edit"), done = titleWidth("Done", weight: .semibold), sort = titleWidth("Sort")
        // The bar is 44 points under the 47-point status bar; capsules 36 tall, centred.
        #expect(groupFrames(window, navigation) == [
            CGRect(x: 16, y: 51, width: edit, height: 36),
            CGRect(x: 390 - 16 - done - 8 - (36 + sort), y: 51, width: 36 + sort, height: 36),
            CGRect(x: 390 - 16 - done, y: 51, width: done, height: 36),
        ])
        let image = window.lastFrame!.image
        #expect(image[Int(390 - 16 - done / 2), 52] == Pixel(red: 0, green: 122, blue: 255), "the prominent capsule")
        #expect(image[20, 69] != Pixel(red: 255, green: 255, blue: 255), "the plain capsule's fill")
    }

    @Test func aTapSendsTheItemsActionAndADisabledItemIgnoresIt() {
        final class Screen: ViewController {
            var saves = 0
            func save() { saves += 1 }
        }
        let screen = Screen()
        let save = BarButtonItem(title: "Save", style: .plain, target: screen, action: Screen.save)
        var closed: [String] = []
        let close = BarButtonItem(title: "Close", primaryAction: ControlAction(title: "Close") { action in
            closed.append((action.sender as? BarButtonItem)?.title ?? "?")
        })
        screen.navigationItem.rightBarButtonItems = [save, close]
        let (window, navigation) = phone([screen])
        let frames = groupFrames(window, navigation)
        let saveX = frames[0].maxX - titleWidth("Save") / 2
        _ = window.scheduleTap(at: CGPoint(x: saveX, y: 69))
        _ = window.scheduleTap(at: CGPoint(x: frames[0].minX + 10, y: 69), time: 0.5)
        window.eventLoop.runUntilIdle()
        #expect(screen.saves == 1)
        #expect(closed == ["Close"], "the primary action, with the item as its sender")
        save.isEnabled = false
        _ = window.scheduleTap(at: CGPoint(x: saveX, y: 69))
        window.eventLoop.runUntilIdle()
        #expect(screen.saves == 1)
    }

    @Test func leftItemsReplaceTheBackButtonUnlessTheySupplementIt() throws {
        let inbox = ColorController("Inbox")
        inbox.title = "Inbox"
        inbox.navigationItem.backBarButtonItem = BarButtonItem(title: "Mailboxes")
        let mail = ColorController("Mail")
        mail.navigationItem.leftBarButtonItem = BarButtonItem(barButtonSystemItem: .cancel)
        let (window, navigation) = phone([inbox, mail])
        #expect(groupFrames(window, navigation).first?.minX == 16, "in the back button's place")
        _ = window.scheduleTap(at: CGPoint(x: 12, y: 69))
        window.eventLoop.runUntilIdle()
        #expect(navigation.viewControllers.count == 2, "no back button to pop")

        mail.navigationItem.leftItemsSupplementBackButton = true
        window.eventLoop.runOnce()
        let back = TextLayout("Mailboxes", attributes: TextAttributes(font: Font.systemFont(ofSize: 17)))
        // The back button: indicator 8 + 13, gap 6, the back item's bar button title, gap 8.
        let leading = try #require(groupFrames(window, navigation).first)
        #expect(leading.minX == 8 + 13 + 6 + back.size.width + 8)
    }

    @Test func theTitleViewIsCentredInThePlaceOfTheTitle() {
        let root = ColorController("Root")
        root.title = "Hidden"
        let titleView = View(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        root.navigationItem.titleView = titleView
        let (window, _) = phone([root])
        #expect(titleView.convert(titleView.bounds, to: window) == CGRect(x: 135, y: 54, width: 120, height: 30))
    }

    @Test func aLargeTitleMakesTheBar96PointsTallUntilAnItemNeverShowsIt() {
        let root = ColorController("Root")
        root.title = "Settings"
        let (window, navigation) = phone([root])
        navigation.navigationBar.prefersLargeTitles = true
        window.eventLoop.runOnce()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(root.view.safeAreaInsets.top == 143, "the status bar and the 96-point bar")

        let detail = ColorController("Detail")
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        window.eventLoop.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(detail.view.safeAreaInsets.top == 91)
        root.navigationItem.largeTitleDisplayMode = .always
        let next = ColorController("Next")
        navigation.pushViewController(next, animated: false)
        window.eventLoop.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 44, "automatic follows the item below: never")
    }
}
