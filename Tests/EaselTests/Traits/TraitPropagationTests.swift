@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// Traits flow window → controller → view; overrides apply to their subtree; a change
/// is reported top down, a controller before its view, once per changed environment.
@MainActor
@Suite struct TraitPropagationTests {
    /// Records its trait callbacks in a shared log.
    final class LoggingView: View {
        var log: ((String) -> Void)?
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            log?("\(traceName) traitCollectionDidChange from \(previousTraitCollection?.userInterfaceStyle ?? .unspecified) "
                 + "current \(TraitCollection.current.userInterfaceStyle)")
        }
    }

    final class LoggingController: ViewController {
        var log: ((String) -> Void)?
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            log?("\(traceName) traitCollectionDidChange")
        }
    }

    /// A window with a root controller holding a child controller, each view with a subview.
    private func hierarchy(log: @escaping (String) -> Void)
        -> (window: Window, root: LoggingController, child: LoggingController, views: [LoggingView]) {
        let window = shownWindow(width: 60, height: 60)
        let root = LoggingController()
        root.accessibilityIdentifier = "root"
        root.log = log
        let rootView = LoggingView(frame: .zero)
        rootView.accessibilityIdentifier = "rootView"
        root.view = rootView
        let child = LoggingController()
        child.accessibilityIdentifier = "child"
        child.log = log
        let childView = LoggingView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        childView.accessibilityIdentifier = "childView"
        child.view = childView
        let leaf = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        leaf.accessibilityIdentifier = "leaf"
        let sibling = LoggingView(frame: CGRect(x: 30, y: 0, width: 10, height: 10))
        sibling.accessibilityIdentifier = "sibling"
        for view in [rootView, childView, leaf, sibling] { view.log = log }
        root.addChild(child)
        rootView.addSubview(childView)
        child.didMove(toParent: root)
        childView.addSubview(leaf)
        rootView.addSubview(sibling)
        window.rootViewController = root
        window.eventLoop.runOnce()
        return (window, root, child, [rootView, childView, leaf, sibling])
    }

    @Test func traitsFlowFromTheWindowThroughControllersToViews() {
        let (window, root, child, views) = hierarchy { _ in }
        for environment in [root.traitCollection, child.traitCollection] + views.map(\.traitCollection) {
            #expect(environment == window.traitCollection)
        }
        #expect(View(frame: .zero).traitCollection == TraitCollection())
    }

    /// UIKit raises a sheet's and an alert's content to the elevated level (dark
    /// backgrounds one step lighter); a full-screen presentation keeps the presenter's.
    @Test func sheetsAndAlertsAreElevatedAndFullScreenPresentationsAreNot() {
        /// `controller`'s view's traits once the root controller of a dark window presented
        /// it (a full-screen presentation takes the root's view out of the window).
        func traits(presenting controller: ViewController) -> TraitCollection {
            let (window, root, _, _) = hierarchy { _ in }
            window.traitOverrides.userInterfaceStyle = .dark
            root.present(controller, animated: false)
            window.eventLoop.runOnce()
            #expect(controller.traitCollection == controller.view.traitCollection)
            return controller.view.traitCollection
        }
        let sheet = traits(presenting: ViewController())
        #expect(sheet.userInterfaceLevel == .elevated)
        #expect(Color.systemBackground.resolvedColor(with: sheet) == Color(hex: 0x1C1C1E))
        let cover = ViewController()
        cover.modalPresentationStyle = .fullScreen
        let covering = traits(presenting: cover)
        #expect(covering.userInterfaceLevel == .base)
        #expect(Color.systemBackground.resolvedColor(with: covering) == Color(hex: 0x000000))
        #expect(traits(presenting: AlertController(title: "Title", message: nil, preferredStyle: .alert)).userInterfaceLevel == .elevated)
    }

    /// The presentation controller is the presented controller's trait environment, as
    /// in UIKit: its `traitOverrides` reach what it shows, with a change reported.
    @Test func aPresentationControllersTraitOverridesReachThePresentedController() {
        let (window, root, _, _) = hierarchy { _ in }
        let presented = ViewController()
        root.present(presented, animated: false)
        window.eventLoop.runOnce()
        let sheet = presented.presentationController!
        #expect(sheet.traitOverrides.userInterfaceLevel == .elevated)
        #expect(sheet.traitCollection == presented.traitCollection)
        let events = trace {
            sheet.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
            window.eventLoop.runOnce()
        }.filter { $0.hasPrefix("traitCollectionDidChange") }
        #expect(presented.view.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(root.view.traitCollection.preferredContentSizeCategory != .accessibilityLarge)
        #expect(events.contains { $0.contains("preferredContentSizeCategory") })
    }

    @Test func aWindowStyleChangeIsReportedTopDownAControllerBeforeItsView() {
        var log: [String] = []
        let (window, _, _, _) = hierarchy { log.append($0) }
        let events = trace { window.overrideUserInterfaceStyle = .dark }.filter { $0.hasPrefix("traitCollectionDidChange") }
        #expect(events == [
            "traitCollectionDidChange Window userInterfaceStyle",
            "traitCollectionDidChange root userInterfaceStyle",
            "traitCollectionDidChange rootView userInterfaceStyle",
            "traitCollectionDidChange child userInterfaceStyle",
            "traitCollectionDidChange childView userInterfaceStyle",
            "traitCollectionDidChange leaf userInterfaceStyle",
            "traitCollectionDidChange sibling userInterfaceStyle",
        ])
        #expect(log == [
            "root traitCollectionDidChange",
            "rootView traitCollectionDidChange from light current dark",
            "child traitCollectionDidChange",
            "childView traitCollectionDidChange from light current dark",
            "leaf traitCollectionDidChange from light current dark",
            "sibling traitCollectionDidChange from light current dark",
        ])
    }

    @Test func anOverrideAppliesToItsSubtreeOnly() {
        var log: [String] = []
        let (window, root, child, views) = hierarchy { log.append($0) }
        views[1].overrideUserInterfaceStyle = .dark
        #expect(log == ["childView traitCollectionDidChange from light current dark",
                        "leaf traitCollectionDidChange from light current dark"])
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(views[2].traitCollection.userInterfaceStyle == .dark)
        #expect(views[3].traitCollection.userInterfaceStyle == .light)
        // Setting what the environment already has changes nothing.
        log = []
        window.overrideUserInterfaceStyle = .light
        root.overrideUserInterfaceStyle = .light
        #expect(log.isEmpty)
        views[1].overrideUserInterfaceStyle = .unspecified
        #expect(log == ["childView traitCollectionDidChange from dark current light",
                        "leaf traitCollectionDidChange from dark current light"])
    }

    @Test func aControllerOverrideAndAParentsOverrideForItsChildApplyBelowThem() {
        var log: [String] = []
        let (window, root, child, views) = hierarchy { log.append($0) }
        defer { withExtendedLifetime(window) {} }
        root.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
        #expect(views.allSatisfy { $0.traitCollection.preferredContentSizeCategory == .extraExtraLarge })
        log = []
        root.setOverrideTraitCollection(TraitCollection(userInterfaceStyle: .dark, horizontalSizeClass: .regular),
                                        forChild: child)
        #expect(log == ["child traitCollectionDidChange",
                        "childView traitCollectionDidChange from light current dark",
                        "leaf traitCollectionDidChange from light current dark"])
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(root.overrideTraitCollection(forChild: child)?.userInterfaceStyle == .dark)
        #expect(views[3].traitCollection.userInterfaceStyle == .light)
        // The child's own overrides win over its parent's for it.
        child.overrideUserInterfaceStyle = .light
        #expect(views[2].traitCollection.userInterfaceStyle == .light)
    }

    @Test func registrationsRunAfterTraitCollectionDidChangeOnlyForTheirTraits() {
        var log: [String] = []
        let (window, _, _, views) = hierarchy { log.append($0) }
        views[3].registerForTraitChanges([.userInterfaceStyle]) { (view: LoggingView, previous) in
            log.append("\(view.traceName) style handler from \(previous.userInterfaceStyle)")
        }
        let sizes = views[3].registerForTraitChanges([.preferredContentSizeCategory, .legibilityWeight]) { (view: LoggingView, _) in
            log.append("\(view.traceName) size handler \(view.traitCollection.preferredContentSizeCategory.name)")
        }
        window.traitOverrides.preferredContentSizeCategory = .small
        window.overrideUserInterfaceStyle = .dark
        views[3].unregisterForTraitChanges(sizes)
        window.traitOverrides.preferredContentSizeCategory = .medium
        #expect(log.filter { $0.hasPrefix("sibling") } == [
            "sibling traitCollectionDidChange from light current light",
            "sibling size handler small",
            "sibling traitCollectionDidChange from light current dark",
            "sibling style handler from light",
            "sibling traitCollectionDidChange from dark current dark",
        ])
    }

    @Test func aViewsFirstTraitsInAWindowAreNotAChangeButMovingToOtherTraitsIs() {
        var log: [String] = []
        let window = shownWindow(width: 40, height: 40)
        let dark = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        dark.overrideUserInterfaceStyle = .dark
        window.addSubview(dark)
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.log = { log.append($0) }
        window.addSubview(view)
        #expect(log.isEmpty)
        dark.addSubview(view)
        #expect(log == ["LoggingView traitCollectionDidChange from light current dark"])
    }

    @Test func turningALargePhoneMakesItRegularWideAndCompactTall() {
        let device = Device.all.first { $0.name == "iPhone 16 Pro Max" }!
        let window = Window(device: device)
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        window.makeKeyAndVisible()
        window.eventLoop.runOnce()
        let events = trace { window.frame = CGRect(x: 0, y: 0, width: 956, height: 440) }
        #expect(events.filter { $0.hasPrefix("traitCollectionDidChange") } == [
            "traitCollectionDidChange Window horizontalSizeClass,verticalSizeClass",
            "traitCollectionDidChange LoggingView horizontalSizeClass,verticalSizeClass",
        ])
        #expect(view.traitCollection.horizontalSizeClass == .regular)
        #expect(view.traitCollection.verticalSizeClass == .compact)
    }
}
