import Easel
import EaselGraphics
import Foundation
import Testing

/// Layout margins, the safe area (with the window's insets set as a device's), and
/// layout guides.
@MainActor
@Suite struct MarginsAndSafeAreaTests {
    /// A window with an iPhone's unsafe edges (47 points on top, 34 at the bottom) and a
    /// root view filling it.
    private func notchedWindow() -> (Window, View) {
        let window = Window(size: CGSize(width: 390, height: 844), scale: 3)
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let controller = ViewController()
        controller.view.accessibilityIdentifier = "root"
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.eventLoop.runOnce()
        return (window, controller.view)
    }

    @Test func viewsReportThePartOfTheWindowsSafeAreaInsetsTheyOverlap() {
        let (window, root) = notchedWindow()
        #expect(root.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let banner = View(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
        let middle = View(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
        root.addSubview(banner)
        root.addSubview(middle)
        #expect(banner.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(View(frame: .zero).safeAreaInsets == .zero)
        #expect(window.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
    }

    @Test func contentPinnedToTheSafeAreaGuide() {
        let (window, root) = notchedWindow()
        let content = constrainedView("content")
        root.addSubview(content)
        content.pinEdges(to: root)
        let inner = constrainedView("inner")
        content.addSubview(inner)
        LayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: content.safeAreaLayoutGuide.topAnchor),
            inner.bottomAnchor.constraint(equalTo: content.safeAreaLayoutGuide.bottomAnchor),
            inner.leadingAnchor.constraint(equalTo: content.safeAreaLayoutGuide.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: content.safeAreaLayoutGuide.trailingAnchor),
        ])
        window.eventLoop.runOnce()
        #expect(inner.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
        // A device preset change (landscape insets) moves it.
        window.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        window.eventLoop.runOnce()
        #expect(inner.frame == CGRect(x: 47, y: 0, width: 296, height: 823))
    }

    @Test func theSafeAreaGuideFollowsWhereTheViewIsLaidOut() {
        // The header's own position decides how much of it is unsafe.
        let (window, root) = notchedWindow()
        let header = constrainedView("header")
        let label = constrainedView("label")
        root.addSubview(header)
        header.addSubview(label)
        let top = header.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
        LayoutConstraint.activate([
            top, header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 100),
            label.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 50), label.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.eventLoop.runOnce()
        #expect(label.frame.minY == 27)
        top.constant = 200
        window.eventLoop.runOnce()
        #expect(label.frame.minY == 0)
    }

    /// A controller's view has UIKit's system minimum margins (none above and below, 16
    /// points at the sides in a compact width) from the safe area; margins set on it
    /// count where they are larger, and alone once it no longer respects the minimum.
    @Test func theMarginsGuideInsetsByTheMarginsFromTheSafeArea() {
        let (window, root) = notchedWindow()
        #expect(root.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(window.rootViewController?.systemMinimumLayoutMargins
                == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        let content = constrainedView("content")
        root.addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        ])
        window.eventLoop.runOnce()
        #expect(content.frame == CGRect(x: 16, y: 47, width: 358, height: 763))
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
        window.eventLoop.runOnce()
        #expect(content.frame == CGRect(x: 20, y: 47, width: 354, height: 763))
        root.insetsLayoutMarginsFromSafeArea = false
        window.eventLoop.runOnce()
        #expect(content.frame == CGRect(x: 20, y: 0, width: 354, height: 844))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 0, width: 354, height: 844))
        window.rootViewController?.viewRespectsSystemMinimumLayoutMargins = false
        window.eventLoop.runOnce()
        #expect(content.frame == CGRect(x: 20, y: 0, width: 360, height: 844))
    }

    /// A view that is no controller's keeps its own 8-point margins, from the safe area.
    @Test func aPlainViewsMarginsGuideIsItsMarginsFromTheSafeArea() {
        let (window, root) = notchedWindow()
        let panel = View(frame: root.bounds)
        root.addSubview(panel)
        window.eventLoop.runOnce()
        #expect(panel.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 55, width: 374, height: 747))
    }

    @Test func aLayoutGuideSpacesViewsWithoutBeingAView() {
        let window = shownWindow(width: 200, height: 50)
        let (a, b) = (constrainedView("a"), constrainedView("b"))
        window.addSubview(a)
        window.addSubview(b)
        let gap = LayoutGuide()
        gap.identifier = "gap"
        window.addLayoutGuide(gap)
        #expect(window.layoutGuides.map { $0 === gap } == [true])
        #expect(gap.owningView === window)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            a.widthAnchor.constraint(equalToConstant: 50), b.widthAnchor.constraint(equalToConstant: 70),
            gap.topAnchor.constraint(equalTo: window.topAnchor, constant: 5),
            gap.heightAnchor.constraint(equalToConstant: 10),
        ] + [a, b].flatMap { [$0.topAnchor.constraint(equalTo: window.topAnchor),
                              $0.heightAnchor.constraint(equalToConstant: 10)] })
        window.eventLoop.runOnce()
        #expect(b.frame == CGRect(x: 130, y: 0, width: 70, height: 10))
        #expect(gap.layoutFrame == CGRect(x: 50, y: 5, width: 80, height: 10))
        window.removeLayoutGuide(gap)
        #expect(window.layoutGuides.isEmpty && gap.owningView == nil)
        #expect(window.constraints.filter { $0.firstItem === gap || $0.secondItem === gap }.isEmpty)
    }
}
