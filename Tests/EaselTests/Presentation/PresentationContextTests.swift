import Easel
import EaselGraphics
import Foundation
import Testing

/// `definesPresentationContext` and the `.currentContext` / `.overCurrentContext`
/// styles: UIKit walks up from the presenting controller to the first that defines the
/// context (a navigation controller does), presents from it over its view's frame, and
/// the bars outside that view (a tab bar around it) stay on screen.
@MainActor
@Suite struct PresentationContextTests {
    private let green = Color(red: 0, green: 1, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)

    /// A tab bar controller named `Tabs` whose first tab is a navigation controller
    /// `Nav` showing `A`, on a phone, settled.
    private func tabbedNavigation(top: ViewController) -> (Window, TabBarController, NavigationController) {
        let navigation = NavigationController(rootViewController: top)
        navigation.accessibilityIdentifier = "Nav"
        navigation.title = "Nav"
        let other = ColorController("Other")
        other.title = "Other"
        let tabs = TabBarController()
        tabs.accessibilityIdentifier = "Tabs"
        tabs.viewControllers = [navigation, other]
        return (phoneWindow(root: tabs), tabs, navigation)
    }

    /// A 100×60 window showing `root`, laid out and drawn.
    private func shown(_ root: ViewController) -> Window {
        let window = Window(size: CGSize(width: 100, height: 60))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        return window
    }

    private func presented(_ style: ModalPresentationStyle, color: Color = Color(red: 0, green: 0, blue: 1)) -> ColorController {
        let controller = ColorController("B", color: color)
        controller.modalPresentationStyle = style
        return controller
    }

    private func appearanceEvents(_ lines: [String]) -> [String] {
        lines.filter { $0.hasPrefix("view") && $0.contains("ppear") || $0.hasSuffix("Completion") }
    }

    @Test func onlyANavigationControllerDefinesAContextByDefault() {
        #expect(NavigationController().definesPresentationContext)
        #expect(!ViewController().definesPresentationContext && !TabBarController().definesPresentationContext)
        #expect(!ViewController().providesPresentationContextTransitionStyle)
        #expect(ViewController().modalTransitionStyle == .coverVertical)
    }

    @Test(arguments: [false, true])
    func currentContextCoversTheNavigationControllerAndRemovesItsViewsWhileTheTabBarStays(animated: Bool) {
        let top = ColorController("A", color: green)
        let (window, tabs, navigation) = tabbedNavigation(top: top)
        let modal = presented(.currentContext)
        let presenting = trace {
            top.present(modal, animated: animated) { Trace.record(TraceEvent("presentCompletion")) }
            window.eventLoop.runUntilIdle()
        }
        #expect(appearanceEvents(presenting) == [
            "viewWillDisappear Nav animated:\(animated)",
            "viewWillDisappear A animated:\(animated)",
            "viewWillAppear B animated:\(animated)",
            "viewDidDisappear Nav animated:\(animated)",
            "viewDidDisappear A animated:\(animated)",
            "viewDidAppear B animated:\(animated)",
            "presentCompletion",
        ])
        #expect(modal.presentingViewController === navigation)
        #expect(top.presentedViewController === modal && navigation.presentedViewController === modal)
        #expect(tabs.presentedViewController == nil, "the tab bar controller presents nothing")
        #expect(navigation.visibleViewController === modal)
        #expect(navigation.view.window == nil && top.view.window == nil, "the covered views leave the hierarchy")
        #expect(modal.view.convert(modal.view.bounds, to: window) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(tabs.tabBar.window === window && !tabs.tabBar.isHidden)
        let transitionView = tabs.view.subviews[0]
        #expect(tabs.view.subviews.last === tabs.tabBar, "the tab bar stays in front")
        #expect(modal.view.superview?.superview === transitionView)

        let controller = modal.presentationController
        #expect(controller?.presentingViewController === navigation)
        #expect(controller?.containerView === modal.view.superview)
        #expect(controller?.frameOfPresentedViewInContainerView == CGRect(x: 0, y: 0, width: 390, height: 844))

        // A later layout of the tab bar controller does not put the covered view back.
        tabs.view.setNeedsLayout()
        window.eventLoop.runUntilIdle()
        #expect(navigation.view.window == nil)

        let dismissing = trace {
            modal.dismiss(animated: animated) { Trace.record(TraceEvent("dismissCompletion")) }
            window.eventLoop.runUntilIdle()
        }
        #expect(appearanceEvents(dismissing) == [
            "viewWillDisappear B animated:\(animated)",
            "viewWillAppear Nav animated:\(animated)",
            "viewWillAppear A animated:\(animated)",
            "viewDidDisappear B animated:\(animated)",
            "viewDidAppear Nav animated:\(animated)",
            "viewDidAppear A animated:\(animated)",
            "dismissCompletion",
        ])
        #expect(navigation.presentedViewController == nil && modal.presentingViewController == nil)
        #expect(navigation.view.superview === transitionView && transitionView.subviews.count == 1)
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(modal.view.window == nil)
    }

    /// The tab bar over the presented view blurs the same content as over the covered
    /// one: with both green, the bottom 83 rows are the same pixels.
    @Test func theTabBarShowsOverThePresentedViewAsItDidOverTheCoveredOne() throws {
        let top = ColorController("A", color: green)
        let (window, tabs, _) = tabbedNavigation(top: top)
        let before = try #require(window.lastFrame?.image)
        top.present(presented(.currentContext, color: green), animated: false)
        window.eventLoop.runUntilIdle()
        let after = try #require(window.lastFrame?.image)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
        for y in 761..<844 {
            for x in stride(from: 0, to: 390, by: 3) where before[x, y] != after[x, y] {
                Issue.record("pixel (\(x), \(y)) of the tab bar changed: \(before[x, y]) → \(after[x, y])")
                return
            }
        }
        #expect(after[195, 400] == Pixel(red: 0, green: 255, blue: 0))
        #expect(after[195, 70] == Pixel(red: 0, green: 255, blue: 0), "the navigation bar is covered")
        #expect(before[195, 70] != Pixel(red: 0, green: 255, blue: 0))
    }

    @Test func overCurrentContextKeepsTheCoveredControllerOnScreenWithoutDisappearing() {
        let top = ColorController("A", color: green)
        let (window, tabs, navigation) = tabbedNavigation(top: top)
        let modal = presented(.overCurrentContext)
        let lines = trace {
            top.present(modal, animated: true)
            window.eventLoop.runUntilIdle()
        }
        #expect(appearanceEvents(lines) == ["viewWillAppear B animated:true", "viewDidAppear B animated:true"])
        #expect(navigation.view.window === window && top.view.window === window)
        let transitionView = tabs.view.subviews[0]
        #expect(transitionView.subviews.count == 2 && transitionView.subviews[0] === navigation.view)
        #expect(modal.presentingViewController === navigation)
        let dismissing = trace {
            top.dismiss(animated: true)
            window.eventLoop.runUntilIdle()
        }
        #expect(appearanceEvents(dismissing) == ["viewWillDisappear B animated:true", "viewDidDisappear B animated:true"])
        #expect(transitionView.subviews.count == 1 && transitionView.subviews[0] === navigation.view)
    }

    /// A container of two children side by side; the left one defines the context.
    final class SplitController: ViewController {
        let left = ColorController("Left", color: Color(red: 1, green: 0, blue: 0))
        let right = ColorController("Right", color: Color(red: 0, green: 1, blue: 0))

        override func viewDidLoad() {
            for child in [left, right] {
                addChild(child)
                view.addSubview(child.view)
                child.didMove(toParent: self)
            }
        }

        override func viewWillLayoutSubviews() {
            let half = view.bounds.width / 2
            left.view.frame = CGRect(x: 0, y: 10, width: half, height: view.bounds.height - 10)
            right.view.frame = CGRect(x: half, y: 10, width: half, height: view.bounds.height - 10)
        }
    }

    @Test(arguments: [ModalPresentationStyle.currentContext, .overCurrentContext])
    func aChildThatDefinesTheContextIsCoveredAlone(style: ModalPresentationStyle) throws {
        let split = SplitController()
        split.accessibilityIdentifier = "Split"
        split.left.definesPresentationContext = true
        let window = shown(split)
        let modal = presented(style)
        let lines = trace {
            split.left.present(modal, animated: true)
            window.eventLoop.runUntilIdle()
        }
        #expect(modal.presentingViewController === split.left)
        #expect(split.presentedViewController == nil && split.right.presentedViewController == nil)
        #expect(modal.view.convert(modal.view.bounds, to: window) == CGRect(x: 0, y: 10, width: 50, height: 50))
        let image = try #require(window.lastFrame?.image)
        #expect(image[25, 35] == Pixel(red: 0, green: 0, blue: 255))
        #expect(image[75, 35] == Pixel(red: 0, green: 255, blue: 0), "the other child stays visible")
        #expect(image[25, 5] == Pixel(red: 0, green: 0, blue: 0, alpha: 0), "the root's clear view above the context")
        let disappears = style == .currentContext
        #expect(appearanceEvents(lines).contains("viewWillDisappear Left animated:true") == disappears)
        #expect((split.left.view.window == nil) == disappears)
        #expect(!appearanceEvents(lines).contains { $0.contains("Split") || $0.contains("Right") })
    }

    @Test func withoutAContextTheRootPresentsOverTheWholeWindow() {
        let split = SplitController()
        let window = shown(split)
        let modal = presented(.currentContext)
        split.right.present(modal, animated: false)
        window.eventLoop.runUntilIdle()
        #expect(modal.presentingViewController === split)
        #expect(modal.view.frame == window.bounds && split.view.window == nil)
        split.right.dismiss(animated: false)
        window.eventLoop.runUntilIdle()
        #expect(split.view.superview === window && split.view.frame == window.bounds)
    }

    @Test func theCoverVerticalSlideStartsAtTheBottomOfTheContext() throws {
        let split = SplitController()
        split.left.definesPresentationContext = true
        let window = shown(split)
        let modal = presented(.overCurrentContext)
        split.left.present(modal, animated: true)
        window.eventLoop.runOnce()
        let start = window.eventLoop.now
        window.eventLoop.run(for: 0.1)
        let frame = try #require(window.lastFrame)
        let phase = (1000.0 / 3).squareRoot() * (frame.time - start)
        let offset = 50 * (1 + phase) * exp(-phase)     // from the container's top
        #expect(abs(modal.view.frame.minY - offset) < 0.001)
        #expect(abs(offset - 22.76) < 0.01)
    }

    /// A context that provides its transition style replaces the presented
    /// controller's: here a cross-dissolve, whose opacity follows the transition's
    /// progress while the view stays in place.
    @Test(arguments: [false, true])
    func aContextCanProvideItsTransitionStyle(provides: Bool) throws {
        let split = SplitController()
        split.left.definesPresentationContext = true
        split.left.providesPresentationContextTransitionStyle = provides
        split.left.modalTransitionStyle = .crossDissolve
        let window = shown(split)
        let modal = presented(.overCurrentContext)
        split.left.present(modal, animated: true)
        window.eventLoop.runOnce()
        let start = window.eventLoop.now
        window.eventLoop.run(for: 0.05)
        let frame = try #require(window.lastFrame)
        let phase = (1000.0 / 3).squareRoot() * (frame.time - start)
        let progress = 1 - (1 + phase) * exp(-phase)
        if provides {
            #expect(modal.view.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
            #expect(abs(modal.view.alpha - progress) < 0.0001)
            // Blue over red at that opacity.
            let pixel = frame.image[25, 35]
            #expect(abs(Double(pixel.blue) - 255 * progress) <= 1 && abs(Double(pixel.red) - 255 * (1 - progress)) <= 1)
        } else {
            #expect(modal.view.alpha == 1 && modal.view.frame.minY > 0)
        }
        window.eventLoop.runUntilIdle()
        #expect(modal.view.alpha == 1 && modal.view.frame.minY == 0)
        split.left.dismiss(animated: true)
        window.eventLoop.runOnce()
        window.eventLoop.run(for: 0.05)
        #expect(provides ? modal.view.alpha < 1 && modal.view.frame.minY == 0 : modal.view.frame.minY > 0)
        window.eventLoop.runUntilIdle()
        #expect(modal.view.window == nil && modal.view.alpha == 1)
    }

    @Test func theTransitionsEaselDoesNotDrawAreReported() {
        let root = ColorController("A")
        let window = shown(root)
        let modal = presented(.fullScreen)
        modal.modalTransitionStyle = .flipHorizontal
        let (_, messages) = Diagnostics.collect {
            root.present(modal, animated: true)
            window.eventLoop.runUntilIdle()
        }
        #expect(messages == ["modalTransitionStyle flipHorizontal of B is not modelled: it is shown with the "
                             + "cover-vertical slide"])
        #expect(root.presentedViewController === modal && modal.view.frame == window.bounds)
    }
}
