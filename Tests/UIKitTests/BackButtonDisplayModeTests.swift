import Testing
import UIKit

@MainActor
@Suite struct BackButtonDisplayModeTests {
    /// A 320 × 480 window at 1× showing a navigation stack of "Mailboxes" and "Mail".
    private func stack() -> (UIWindow, UIViewController) {
        let mailboxes = UIViewController()
        mailboxes.title = "Mailboxes"
        let mail = UIViewController()
        mail.title = "Mail"
        let navigation = UINavigationController(rootViewController: mailboxes)
        navigation.pushViewController(mail, animated: false)
        let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 1)
        window.backgroundColor = .white
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        return (window, mailboxes)
    }

    /// The rightmost column of the bar's leading half with a tint-colored pixel: where
    /// the back button's ink ends.
    private func backButtonEnd(_ window: UIWindow) throws -> Int? {
        let image = try frameImage(of: window)
        return (0..<160).last { x in
            (4..<40).contains { y in
                let p = pixel(image, x, y)
                return p.blue > 180 && p.red < 120 && p.green < 190
            }
        }
    }

    @Test func theBackItemsDisplayModeChoosesTheBackTitle() throws {
        let (window, mailboxes) = stack()
        #expect(mailboxes.navigationItem.backButtonDisplayMode == .default)
        let titled = try #require(try backButtonEnd(window))
        #expect(titled > 90, "\"Mailboxes\" after the chevron")

        mailboxes.navigationItem.backButtonDisplayMode = .generic
        window.eventLoop.runUntilIdle()
        let generic = try #require(try backButtonEnd(window))
        #expect(generic > 40 && generic < 70, "\"Back\" after the chevron")

        mailboxes.navigationItem.backButtonTitle = "Inbox"
        window.eventLoop.runUntilIdle()
        #expect(try backButtonEnd(window) == generic, ".generic ignores backButtonTitle")

        mailboxes.navigationItem.backButtonDisplayMode = .minimal
        window.eventLoop.runUntilIdle()
        let minimal = try #require(try backButtonEnd(window))
        #expect(minimal < 22, "the chevron alone, 8 points in and 13 wide")

        mailboxes.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Mailboxes", style: .plain, target: nil,
                                                                     action: nil)
        window.eventLoop.runUntilIdle()
        #expect(try backButtonEnd(window) == titled, "a back bar button item's title wins over the display mode")
    }
}
