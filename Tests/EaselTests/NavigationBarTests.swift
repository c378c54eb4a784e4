import Easel
import EaselGraphics
import Foundation
import Testing

/// The navigation bar: UIKit's geometry under the status bar, the safe area it adds to
/// the children (Auto Layout included), its opaque look pixel by pixel, the items'
/// cross-fade along a push, and the back button's pop.
@MainActor
@Suite struct NavigationBarTests {
    private let white = Pixel(red: 255, green: 255, blue: 255)
    private let red = Pixel(red: 255, green: 0, blue: 0)
    private let tint = Pixel(red: 0, green: 122, blue: 255)

    /// A navigation controller showing `controllers` in a window of `size` at `scale`
    /// whose status bar is `statusBar` points tall, after its first commit.
    private func phone(_ controllers: [ViewController], size: CGSize = CGSize(width: 160, height: 240),
                       scale: CGFloat = 2, statusBar: CGFloat = 20,
                       layoutDirection: TraitEnvironmentLayoutDirection = .unspecified) -> (Window, NavigationController) {
        let navigation = NavigationController()
        navigation.viewControllers = controllers
        let window = Window(size: size, scale: scale)
        window.traitOverrides.layoutDirection = layoutDirection
        window.safeAreaInsets = EdgeInsets(top: statusBar, left: 0, bottom: 0, right: 0)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        return (window, navigation)
    }

    private func titled(_ title: String) -> ColorController {
        let controller = ColorController(title, color: Color(red: 1, green: 0, blue: 0))
        controller.title = title
        return controller
    }

    /// The columns (in pixels) of the bar's rows holding a pixel that passes `isInk`.
    private func inkColumns(_ image: Image, rows: Range<Int>, _ isInk: (Pixel) -> Bool) -> ClosedRange<Int>? {
        var columns: [Int] = []
        for x in 0..<image.pixelWidth where rows.contains(where: { isInk(image[x, $0]) }) { columns.append(x) }
        return columns.first.map { $0...columns.last! }
    }

    @Test func theBarSitsUnderTheStatusBarAndTheChildrensSafeAreaGrowsByIt() {
        let root = ColorController("Root")
        let content = View(frame: .zero)
        content.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 50),
            content.heightAnchor.constraint(equalToConstant: 10),
        ])
        let (window, navigation) = phone([root], size: CGSize(width: 390, height: 844), scale: 1, statusBar: 47)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "the view still fills the screen")
        #expect(root.view.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 0, right: 0))
        #expect(content.frame == CGRect(x: 0, y: 91, width: 50, height: 10))

        navigation.isNavigationBarHidden = true
        window.eventLoop.runOnce()
        #expect(navigation.navigationBar.isHidden)
        #expect(root.view.safeAreaInsets.top == 47, "without the bar, the status bar's")
        #expect(content.frame.minY == 47)

        navigation.setNavigationBarHidden(false, animated: false)
        window.eventLoop.runOnce()
        #expect(content.frame.minY == 91)
    }

    @Test func turnedToLandscapeTheBarIs32PointsTallAndItsContentClearsTheSides() {
        let root = ColorController("Root")
        let (window, navigation) = phone([titled("Inbox"), root], size: CGSize(width: 390, height: 844), scale: 1,
                                         statusBar: 47)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        window.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        window.eventLoop.runOnce()
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 844, height: 32))
        #expect(root.view.safeAreaInsets == EdgeInsets(top: 32, left: 47, bottom: 21, right: 47))
        #expect(bar.subviews.map(\.frame) == [CGRect(x: 0, y: 0, width: 844, height: 32 + 1),
                                              CGRect(x: 47, y: 0, width: 750, height: 32)],
                "the background from the screen's top; the title and back button inside the safe area")
    }

    @Test func anAnimatedHideSlidesTheBarUpWhileTheSafeAreaLosesItAtOnce() {
        let root = ColorController("Root")
        let (window, navigation) = phone([root], size: CGSize(width: 390, height: 844), scale: 1, statusBar: 47)
        let bar = navigation.navigationBar
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden && root.view.safeAreaInsets.top == 47)
        window.eventLoop.run(for: 0.1)
        let shown = bar.layer.presentation()?.frame.minY ?? 47
        #expect(!bar.isHidden && shown < 47 && shown > -91, "half way up: \(shown)")
        window.eventLoop.run(for: 0.2)
        #expect(bar.isHidden && bar.frame.maxY == 0, "above the screen once the 0.2 s hide duration passed")
        navigation.setNavigationBarHidden(false, animated: true)
        #expect(!bar.isHidden && root.view.safeAreaInsets.top == 91)
        window.eventLoop.run(for: 0.3)
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
    }

    @Test func theOpaqueBarFillsBehindTheStatusBarWithAHairlineUnderIt() throws {
        let root = titled("Inbox")
        let (window, _) = phone([root])
        let image = try #require(window.lastFrame).image
        // 20 + 44 points at 2×: white to row 127, the shadow line on row 128, then content.
        for y in [0, 39, 40, 127] { #expect(image[2, y] == white, "row \(y)") }
        #expect(image[2, 128] == Pixel(red: 179, green: 0, blue: 0), "black at 30 % over red")
        #expect(image[2, 129] == red)
        // The title: black at its darkest, its box centred on the bar's middle column
        // (160): the ink within 2 pixels of it, the glyphs' side bearings differing.
        let title = try #require(inkColumns(image, rows: 40..<128) { $0.red < 128 })
        #expect(abs(Double(title.lowerBound + title.upperBound + 1) / 2 - 160) <= 2, "ink \(title)")
        #expect((40..<128).contains { y in title.contains { image[$0, y] == Pixel(red: 0, green: 0, blue: 0) } })
        #expect(inkColumns(image, rows: 40..<128) { $0 == tint } == nil, "no back button on the root")

        // The item's own title wins over the controller's, and shows at the next frame.
        #expect(root.navigationItem.title == "Inbox")
        root.navigationItem.title = "Unread mail"
        window.eventLoop.runOnce()
        let renamed = try #require(window.lastFrame).image
        let longer = try #require(inkColumns(renamed, rows: 40..<128) { $0.red < 128 })
        #expect(longer.count > title.count && root.title == "Inbox")
    }

    @Test func theBackButtonShowsThePreviousTitleInTheTintAndPops() throws {
        let root = titled("Inbox")
        // Wide enough for the back title beside the title.
        let (window, navigation) = phone([root, titled("Mail")], size: CGSize(width: 320, height: 480))
        var image = try #require(window.lastFrame).image
        // The chevron's tip is 8 + 1.5 points in, on the bar's middle row (42 points).
        #expect(image[19, 84] == tint)
        let back = try #require(inkColumns(image, rows: 40..<128) { $0 == tint })
        #expect(back.lowerBound == 17, "the chevron's round tip, 8.25 points in")
        let inbox = TextLayout("Inbox", attributes: TextAttributes(font: Font.systemFont(ofSize: 17)))
        #expect(back.upperBound < 54 + Int((inbox.size.width * 2).rounded(.up)), "the back title after 27 points")
        #expect(back.upperBound > 54 + Int(inbox.size.width), "the back title reads the previous title")

        root.navigationItem.backButtonTitle = "Back to a very long title that cannot fit beside the title"
        window.eventLoop.runOnce()
        image = try #require(window.lastFrame).image
        let generic = try #require(inkColumns(image, rows: 40..<128) { $0 == tint })
        let backWord = TextLayout("Back", attributes: TextAttributes(font: Font.systemFont(ofSize: 17)))
        #expect(generic.upperBound < 54 + Int((backWord.size.width * 2).rounded(.up)), "too long: \"Back\"")

        _ = window.scheduleTap(at: CGPoint(x: 100, y: 42))
        window.eventLoop.runUntilIdle()
        #expect(navigation.viewControllers.count == 2, "a tap on the title does nothing")
        _ = window.scheduleTap(at: CGPoint(x: 20, y: 42))
        window.eventLoop.runUntilIdle()
        #expect(navigation.viewControllers.map(\.traceName) == ["Inbox"])
        #expect(inkColumns(try #require(window.lastFrame).image, rows: 40..<128) { $0 == tint } == nil)
    }

    @Test func rightToLeftTheBackButtonIsOnTheRightWithItsChevronMirrored() throws {
        let size = CGSize(width: 320, height: 480)
        let (ltrWindow, _) = phone([titled("Inbox"), titled("Mail")], size: size)
        let (window, navigation) = phone([titled("Inbox"), titled("Mail")], size: size, layoutDirection: .rightToLeft)
        let leftToRight = try #require(ltrWindow.lastFrame).image, image = try #require(window.lastFrame).image
        // The chevron is the left-to-right one mirrored: on every row its ink spans the
        // mirrored columns (to a pixel of anti-aliasing); its tip 9.5 points from the
        // right edge.
        #expect(image[620, 84] == tint)
        func chevronColumns(_ image: Image, row: Int, in columns: Range<Int>) -> [Int] {
            columns.filter { Int(image[$0, row].blue) > Int(image[$0, row].red) + 64 }
        }
        for y in 40..<128 {
            let ltr = chevronColumns(leftToRight, row: y, in: 0..<50), rtl = chevronColumns(image, row: y, in: 590..<640)
            #expect(abs(ltr.count - rtl.count) <= 1, "row \(y)")
            if let first = ltr.first, let last = rtl.last { #expect(abs((639 - first) - last) <= 1, "row \(y)") }
        }
        // The back title reads left to right, ending 27 points from the right edge.
        let back = try #require(inkColumns(image, rows: 40..<128) { $0 == tint })
        #expect(back.upperBound == 622, "the chevron's round tip, 8.25 points in from the right")
        let inbox = TextLayout("Inbox", attributes: TextAttributes(font: Font.systemFont(ofSize: 17)))
        #expect(back.lowerBound > 639 - 54 - Int((inbox.size.width * 2).rounded(.up)))
        #expect(back.lowerBound < 639 - 54 - Int(inbox.size.width))
        // The title stays centred.
        let titleInk = { (image: Image) in self.inkColumns(image, rows: 40..<128) { $0.red < 100 && $0.blue < 100 } }
        #expect(try #require(titleInk(image)) == titleInk(leftToRight))

        _ = window.scheduleTap(at: CGPoint(x: 20, y: 42))
        window.eventLoop.runUntilIdle()
        #expect(navigation.viewControllers.count == 2, "the left edge is no back button right to left")
        _ = window.scheduleTap(at: CGPoint(x: 300, y: 42))
        window.eventLoop.runUntilIdle()
        #expect(navigation.viewControllers.map(\.traceName) == ["Inbox"])
    }

    @Test func hidesBackButtonHidesIt() throws {
        let top = titled("Mail")
        top.navigationItem.hidesBackButton = true
        let (window, _) = phone([titled("Inbox"), top])
        #expect(inkColumns(try #require(window.lastFrame).image, rows: 40..<128) { Int($0.blue) > Int($0.red) + 64 } == nil)
    }

    @Test func aFrameInTheMiddleOfAPushCrossFadesTheItems() throws {
        let (window, navigation) = phone([titled("Inbox")])
        let before = try #require(window.lastFrame).image
        navigation.pushViewController(titled("Mail"), animated: true)
        window.eventLoop.runOnce()
        let start = window.eventLoop.now
        window.eventLoop.run(for: 0.1)
        let frame = try #require(window.lastFrame)
        let phase = (1000.0 / 3).squareRoot() * (frame.time - start)
        let done = 1 - (1 + phase) * exp(-phase)
        // The incoming back button at the slide's progress over the white bar, within 1
        // for 8-bit alpha.
        func faded(_ channel: UInt8) -> Double { 255 + (Double(channel) - 255) * done }
        let image = frame.image
        let chevron = image[19, 84]
        #expect(abs(Double(chevron.red) - faded(0)) <= 1 && abs(Double(chevron.green) - faded(122)) <= 1
                && chevron.blue == 255, "\(chevron) at \(done)")
        // The outgoing title, fading out: its darkest ink lightened, yet still there.
        let title = try #require(inkColumns(before, rows: 40..<128) { $0.red < 128 })
        let darkest = (40..<128).flatMap { y in title.map { Int(image[$0, y].red) } }.min() ?? 255
        #expect(darkest > 0 && darkest < 200, "both titles show, neither at full strength")
        window.eventLoop.runUntilIdle()
        #expect(navigation.navigationBar.subviews.count == 2, "the background and the top item's content")
    }
}
