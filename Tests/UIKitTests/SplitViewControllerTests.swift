import Testing
import UIKit

/// A plain screen of one color, as the columns of these split views.
final class ColumnScreen: UIViewController {
    private let color: UIColor

    init(_ title: String, color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }
}

/// A split view delegate as apps write them: it records what it hears and may ask for
/// the primary column on top when collapsing.
final class SplitDelegateLog: NSObject, UISplitViewControllerDelegate {
    var events: [String] = []
    var topColumn: UISplitViewController.Column?
    var keepsPrimaryWhenCollapsing = false

    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        events.append("topColumnForCollapsing proposed \(proposedTopColumn.rawValue)")
        return topColumn ?? proposedTopColumn
    }

    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        events.append("collapseSecondary")
        return keepsPrimaryWhenCollapsing
    }

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        events.append("willChangeTo \(displayMode.rawValue)")
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { events.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { events.append("didExpand") }
}

@MainActor
@Suite struct SplitViewControllerTests {
    /// A landscape iPad-sized window (1180 × 820 at 1×) showing `split`.
    private func show(_ split: UISplitViewController) -> UIWindow {
        let window = UIWindow(size: CGSize(width: 1180, height: 820), scale: 1)
        window.backgroundColor = .white
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        return window
    }

    private func frame(of controller: UIViewController?, in split: UISplitViewController) -> CGRect? {
        guard let view = controller?.viewIfLoaded, view.window != nil else { return nil }
        return view.convert(view.bounds, to: split.view)
    }

    @Test func aDoubleColumnSplitShowsThePrimaryBesideTheSecondaryInNavigationControllers() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let list = ColumnScreen("List", color: .red)
        let detail = ColumnScreen("Detail", color: .blue)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = show(split)

        #expect(split.style == .doubleColumn)
        #expect(split.viewController(for: .primary) === list)
        #expect(split.viewController(for: .secondary) === detail)
        let primaryNavigation = try #require(list.navigationController)
        let secondaryNavigation = try #require(detail.navigationController)
        #expect(split.viewControllers == [primaryNavigation, secondaryNavigation])
        #expect(split.children == [primaryNavigation, secondaryNavigation])
        #expect(list.splitViewController === split)
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.splitBehavior == .tile)
        #expect(split.primaryColumnWidth == 320)
        #expect(frame(of: primaryNavigation, in: split) == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(frame(of: secondaryNavigation, in: split) == CGRect(x: 320, y: 0, width: 860, height: 820))
        let image = try frameImage(of: window)
        #expect(pixel(image, 319, 400) == rgb(255, 0, 0))
        #expect(pixel(image, 320, 400) == rgb(0, 0, 255))
    }

    @Test func theFractionIsKeptWithinTheMaximumAndAWidthInPointsTakesPrecedence() {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(ColumnScreen("List", color: .red), for: .primary)
        split.setViewController(ColumnScreen("Detail", color: .blue), for: .secondary)
        let window = show(split)
        split.preferredPrimaryColumnWidthFraction = 0.5
        #expect(split.primaryColumnWidth == 320, "the automatic maximum is 320 points")
        split.maximumPrimaryColumnWidth = 800
        #expect(split.primaryColumnWidth == 590)
        split.preferredPrimaryColumnWidth = 400
        #expect(split.primaryColumnWidth == 400)
        split.minimumPrimaryColumnWidth = 450
        #expect(split.primaryColumnWidth == 450)
        window.eventLoop.runUntilIdle()
        #expect(frame(of: split.viewControllers.last, in: split) == CGRect(x: 450, y: 0, width: 730, height: 820))
    }

    @Test func hideAndShowChangeTheDisplayModeAndTellTheDelegate() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let delegate = SplitDelegateLog()
        split.delegate = delegate
        let list = ColumnScreen("List", color: .red)
        let detail = ColumnScreen("Detail", color: .blue)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = show(split)

        split.hide(.primary)
        window.eventLoop.runUntilIdle()
        #expect(split.displayMode == .secondaryOnly)
        #expect(frame(of: list.navigationController, in: split) == nil, "the primary column left the window")
        #expect(frame(of: detail.navigationController, in: split) == CGRect(x: 0, y: 0, width: 1180, height: 820))

        split.show(.primary)
        window.eventLoop.runUntilIdle()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(frame(of: list.navigationController, in: split) == CGRect(x: 0, y: 0, width: 320, height: 820))

        split.preferredDisplayMode = .oneOverSecondary
        window.eventLoop.runUntilIdle()
        #expect(frame(of: detail.navigationController, in: split) == CGRect(x: 0, y: 0, width: 1180, height: 820))
        #expect(frame(of: list.navigationController, in: split) == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(pixel(try frameImage(of: window), 319, 400) == rgb(255, 0, 0), "the primary column is in front")
        #expect(delegate.events == ["willChangeTo 1", "willChangeTo 2", "willChangeTo 3"])
    }

    @Test func aTripleColumnSplitTilesItsThreeColumns() {
        let split = UISplitViewController(style: .tripleColumn)
        split.setViewController(ColumnScreen("Sidebar", color: .red), for: .primary)
        split.setViewController(ColumnScreen("List", color: .green), for: .supplementary)
        split.setViewController(ColumnScreen("Detail", color: .blue), for: .secondary)
        let window = show(split)
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(split.viewControllers.count == 3)
        let frames = split.viewControllers.map { frame(of: $0, in: split) }
        #expect(frames == [CGRect(x: 0, y: 0, width: 320, height: 820), CGRect(x: 320, y: 0, width: 320, height: 820),
                           CGRect(x: 640, y: 0, width: 540, height: 820)])
        #expect(split.supplementaryColumnWidth == 320)
        withExtendedLifetime(window) {}
    }

    @Test func inCompactWidthTheSplitCollapsesToTheSecondaryColumn() {
        let split = UISplitViewController(style: .doubleColumn)
        let delegate = SplitDelegateLog()
        split.delegate = delegate
        split.traitOverrides.horizontalSizeClass = .compact
        let list = ColumnScreen("List", color: .red)
        let detail = ColumnScreen("Detail", color: .blue)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = show(split)
        #expect(split.isCollapsed)
        #expect(delegate.events == ["topColumnForCollapsing proposed 2", "didCollapse"])
        #expect(split.viewControllers == [detail.navigationController].compactMap { $0 })
        #expect(frame(of: detail.navigationController, in: split) == CGRect(x: 0, y: 0, width: 1180, height: 820))
        #expect(frame(of: list.navigationController, in: split) == nil)

        split.traitOverrides.horizontalSizeClass = .regular
        window.eventLoop.runUntilIdle()
        #expect(!split.isCollapsed)
        #expect(delegate.events.last == "didExpand")
        #expect(frame(of: list.navigationController, in: split) == CGRect(x: 0, y: 0, width: 320, height: 820))
    }

    @Test func aCollapsedSplitShowsTheCompactColumnOrTheDelegatesTopColumn() {
        let split = UISplitViewController(style: .doubleColumn)
        let delegate = SplitDelegateLog()
        delegate.topColumn = .primary
        split.delegate = delegate
        split.traitOverrides.horizontalSizeClass = .compact
        let list = ColumnScreen("List", color: .red)
        split.setViewController(list, for: .primary)
        split.setViewController(ColumnScreen("Detail", color: .blue), for: .secondary)
        let window = show(split)
        #expect(frame(of: list.navigationController, in: split) == CGRect(x: 0, y: 0, width: 1180, height: 820))

        let phone = ColumnScreen("Phone", color: .green)
        split.setViewController(phone, for: .compact)
        window.eventLoop.runUntilIdle()
        #expect(split.viewControllers == [phone.navigationController].compactMap { $0 })
        #expect(frame(of: phone.navigationController, in: split) == CGRect(x: 0, y: 0, width: 1180, height: 820))
        #expect(frame(of: list.navigationController, in: split) == nil)
    }

    @Test func aClassicSplitTakesItsControllersAsTheyAreAndShowsDetailsInTheSecondary() {
        let split = UISplitViewController()
        #expect(split.style == .unspecified)
        let master = UINavigationController(rootViewController: ColumnScreen("Master", color: .red))
        let detail = ColumnScreen("Detail", color: .blue)
        split.viewControllers = [master, detail]
        let window = show(split)
        #expect(split.viewControllers == [master, detail])
        #expect(frame(of: master, in: split) == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(frame(of: detail, in: split) == CGRect(x: 320, y: 0, width: 860, height: 820))
        #expect(split.viewController(for: .primary) == nil, "column access is for column-style split views")

        let next = ColumnScreen("Next", color: .green)
        master.topViewController?.showDetailViewController(next, sender: nil)
        window.eventLoop.runUntilIdle()
        #expect(split.viewControllers == [master, next])
        #expect(detail.parent == nil)
        #expect(frame(of: next, in: split) == CGRect(x: 320, y: 0, width: 860, height: 820))
    }

    @Test func aCollapsingClassicSplitShowsThePrimaryWhenTheDelegateTakesTheSecondary() {
        let split = UISplitViewController()
        let delegate = SplitDelegateLog()
        delegate.keepsPrimaryWhenCollapsing = true
        split.delegate = delegate
        split.traitOverrides.horizontalSizeClass = .compact
        let master = ColumnScreen("Master", color: .red)
        split.viewControllers = [master, ColumnScreen("Detail", color: .blue)]
        let window = show(split)
        #expect(delegate.events == ["collapseSecondary", "didCollapse"])
        #expect(split.viewControllers == [master])
        #expect(frame(of: master, in: split) == CGRect(x: 0, y: 0, width: 1180, height: 820))
        withExtendedLifetime(window) {}
    }
}
