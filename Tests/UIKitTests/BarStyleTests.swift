import Testing
import UIKit

/// Plain yellow content titled "Inbox".
private final class StyledInboxController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .yellow
    }
}

/// `root` in a 200 × 300 window at 1×, with no status bar, settled.
@MainActor
private func windowShowing(_ root: UIViewController) -> UIWindow {
    let window = makeWindow(width: 200, height: 300)
    window.rootViewController = root
    window.eventLoop.runUntilIdle()
    return window
}

/// `UIBarStyle`: a `.black` bar without an appearance of its own draws its default
/// appearance dark (a black background, light title and items), and a navigation
/// controller with a black bar asks for light status bar content.
@MainActor
@Suite struct BarStyleTests {
    @Test func theStylesHaveUIKitsRawValues() {
        #expect(UIBarStyle.default.rawValue == 0)
        #expect(UIBarStyle.black.rawValue == 1)
        #expect(UIBarStyle.blackTranslucent.rawValue == 2)
        #expect(UIBarStyle.blackOpaque == .black)
        #expect(UINavigationBar().barStyle == .default)
        #expect(UIToolbar().barStyle == .default)
        #expect(UISearchBar().barStyle == .default)
    }

    @Test func aBlackNavigationBarIsDrawnBlackWithAWhiteTitle() throws {
        let navigation = UINavigationController(rootViewController: StyledInboxController())
        let window = windowShowing(navigation)
        var image = try frameImage(of: window)
        #expect(pixel(image, 2, 2) == .white, "the default bar: systemBackground, light")
        #expect(navigation.preferredStatusBarStyle == .default)

        navigation.navigationBar.barStyle = .black
        window.eventLoop.runUntilIdle()
        image = try frameImage(of: window)
        #expect(pixel(image, 2, 2) == .black)
        #expect(pixel(image, 2, 43) == .black)
        #expect(pixel(image, 2, 60) == rgb(255, 255, 0), "the content under the bar is unchanged")
        let titleRow = (0..<200).map { pixel(image, $0, 22) }
        #expect(titleRow.contains(.white), "the title is drawn in white")
        #expect(navigation.preferredStatusBarStyle == .lightContent)
        #expect(navigation.navigationBar.traitCollection.userInterfaceStyle == .dark)

        navigation.navigationBar.barStyle = .default
        window.eventLoop.runUntilIdle()
        image = try frameImage(of: window)
        #expect(pixel(image, 2, 2) == .white)
        #expect((0..<200).map { pixel(image, $0, 22) }.contains(.black), "the title is drawn in black again")
        #expect(navigation.preferredStatusBarStyle == .default)
    }

    @Test func aBarTintColorStaysButTheTitleTurnsLight() throws {
        let navigation = UINavigationController(rootViewController: StyledInboxController())
        navigation.navigationBar.barStyle = .black
        navigation.navigationBar.barTintColor = .blue
        let window = windowShowing(navigation)
        let image = try frameImage(of: window)
        #expect(pixel(image, 2, 2) == rgb(0, 0, 255))
        let titleRow = (0..<200).map { pixel(image, $0, 22) }
        #expect(titleRow.contains(.white))
        #expect(!titleRow.contains { $0.red < 60 && $0.green < 60 && $0.blue < 60 }, "no dark title pixel")
    }

    @Test func aBlackToolbarAndSearchBarAreDrawnBlack() throws {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let searchBar = UISearchBar(frame: CGRect(x: 0, y: 44, width: 200, height: 56))
        let window = makeWindow(width: 200, height: 100)
        window.addSubview(toolbar)
        window.addSubview(searchBar)
        window.eventLoop.runUntilIdle()
        var image = try frameImage(of: window)
        #expect(pixel(image, 2, 20) == .white)
        #expect(pixel(image, 2, 46) == .white)

        toolbar.barStyle = .black
        searchBar.barStyle = .blackTranslucent
        window.eventLoop.runUntilIdle()
        image = try frameImage(of: window)
        #expect(pixel(image, 2, 20) == .black)
        #expect(pixel(image, 2, 46) == .black)
        #expect(searchBar.barStyle == .blackTranslucent)
    }
}
