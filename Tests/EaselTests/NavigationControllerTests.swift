import Easel
import EaselGraphics
import Foundation
import Testing

/// Pushes and pops in UIKit's order: the seed article's measured push sequence, the
/// deferred transition, and the stack as the callbacks see it.
@MainActor
@Suite struct NavigationControllerTests {
    @Test func firstDisplayInstallsTheRootControllerInTheNavigationLayout() {
        let root = ColorController("VC1")
        let lines = trace(including: ["commit"]) { _ = shownNavigation(root: root) }
        #expect(lines == [
            "willMoveToParent VC1 parent:Nav",
            "didMoveToParent VC1 parent:Nav",
            "loadView Nav",
            "viewDidLoad Nav",
            "viewWillAppear Nav animated:false",
            "commit",
            "layoutSubviews Window",
            "loadView VC1",
            "viewDidLoad VC1",
            "viewWillAppear VC1 animated:false",
            "viewWillLayoutSubviews VC1",
            "layoutSubviews vc1",
            "viewDidLayoutSubviews VC1",
            "viewWillLayoutSubviews Nav",
            "layoutSubviews LayoutContainerView",
            "viewDidLayoutSubviews Nav",
            "layoutSubviews NavigationTransitionView",
            "layoutSubviews NavigationBar",
            "layoutSubviews NavigationBarBackground",
            "layoutSubviews NavigationBarContentView",
            "draw NavigationBarBackground [0,0,100,33]",
            "draw NavigationBarContentView [0,0,100,32]",
            "viewDidAppear Nav animated:false",
            "viewDidAppear VC1 animated:false",
        ])
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    @Test func anAnimatedPushCallsBackInTheOrderTheSeedArticleMeasured() {
        let (window, navigation) = shownNavigation(root: ColorController("VC1"))
        let second = ColorController("VC2")
        let captured = Trace.capture {
            navigation.pushViewController(second, animated: true)
            window.eventLoop.runUntilIdle()
        }
        #expect(events(of: ["VC1", "VC2"], in: captured).filter { !$0.contains("MoveToParent") } == [
            "loadView VC2",
            "viewDidLoad VC2",
            "viewWillDisappear VC1 animated:true",
            "viewWillAppear VC2 animated:true",
            "viewWillLayoutSubviews VC2",
            "viewDidLayoutSubviews VC2",
            "viewWillLayoutSubviews VC1",
            "viewDidLayoutSubviews VC1",
            "viewDidDisappear VC1 animated:true",
            "viewDidAppear VC2 animated:true",
        ])
    }

    @Test func anAnimatedPushIsDeferredToTheLayoutAndEndsAfterTheSlide() {
        let (window, navigation) = shownNavigation(root: ColorController("VC1"))
        let second = ColorController("VC2")
        let pushing = trace { navigation.pushViewController(second, animated: true) }
        #expect(pushing == ["willMoveToParent VC2 parent:Nav"])
        #expect(navigation.topViewController === second)
        #expect(!second.isViewLoaded, "the view loads in the next layout, as UIKit's deferred transition")

        let firstTurn = trace(including: ["commit"]) { window.eventLoop.runOnce() }
        #expect(firstTurn == [
            "commit",
            "loadView VC2",
            "viewDidLoad VC2",
            "viewWillDisappear VC1 animated:true",
            "viewWillAppear VC2 animated:true",
            "viewWillLayoutSubviews VC2",
            "layoutSubviews vc2",
            "viewDidLayoutSubviews VC2",
            "viewWillLayoutSubviews Nav",
            "layoutSubviews LayoutContainerView",
            "viewDidLayoutSubviews Nav",
            "layoutSubviews NavigationTransitionView",
            "viewWillLayoutSubviews VC1",
            "layoutSubviews vc1",
            "viewDidLayoutSubviews VC1",
            "layoutSubviews NavigationBar",
            "layoutSubviews NavigationBarContentView",
            "draw NavigationBarContentView [0,0,100,32]",
        ])
        #expect(second.view.superview != nil && navigation.children.count == 2)

        let slide = Trace.capture { window.eventLoop.runUntilIdle() }
        let frames = slide.filter { $0.event == "frame" }
        // One frame per refresh until the spring settles (0.506 s): 31 refreshes.
        #expect(frames.count == 31)
        #expect(abs((frames.last?.time ?? 0) - 31.0 / 60) < 1e-9)
        #expect(slide.filter { !["commit", "frame"].contains($0.event) }.map(\.description) == [
            "layoutSubviews NavigationTransitionView",
            "layoutSubviews NavigationBar",
            "viewDidDisappear VC1 animated:true",
            "viewDidAppear VC2 animated:true",
            "didMoveToParent VC2 parent:Nav",
        ])
        #expect(slide.last?.event == "didMoveToParent", "the callbacks follow the last frame")
        #expect(second.view.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(navigation.children.map(\.traceName) == ["VC1", "VC2"])
    }

    @Test func aPushWithoutAnimationSwapsTheViewsAndEndsAfterTheCommit() {
        let (window, navigation) = shownNavigation(root: ColorController("VC1"))
        let lines = trace(including: ["commit"]) {
            navigation.pushViewController(ColorController("VC2"), animated: false)
            window.eventLoop.runUntilIdle()
        }
        #expect(lines == [
            "willMoveToParent VC2 parent:Nav",
            "commit",
            "loadView VC2",
            "viewDidLoad VC2",
            "viewWillDisappear VC1 animated:false",
            "viewWillAppear VC2 animated:false",
            "viewWillLayoutSubviews VC2",
            "layoutSubviews vc2",
            "viewDidLayoutSubviews VC2",
            "viewWillLayoutSubviews Nav",
            "layoutSubviews LayoutContainerView",
            "viewDidLayoutSubviews Nav",
            "layoutSubviews NavigationTransitionView",
            "layoutSubviews NavigationBar",
            "layoutSubviews NavigationBarContentView",
            "draw NavigationBarContentView [0,0,100,32]",
            "viewDidDisappear VC1 animated:false",
            "viewDidAppear VC2 animated:false",
            "didMoveToParent VC2 parent:Nav",
        ])
    }

    @Test func anAnimatedPopSlidesBackAndDetachesThePoppedController() {
        let (window, navigation) = shownNavigation(root: ColorController("VC1"))
        let second = ColorController("VC2")
        navigation.pushViewController(second, animated: false)
        window.eventLoop.runUntilIdle()
        var popped: ViewController?
        let lines = trace {
            popped = navigation.popViewController(animated: true)
            window.eventLoop.runUntilIdle()
        }
        #expect(popped === second)
        #expect(lines == [
            "willMoveToParent VC2",
            "viewWillDisappear VC2 animated:true",
            "viewWillAppear VC1 animated:true",
            "viewWillLayoutSubviews VC1",
            "layoutSubviews vc1",
            "viewDidLayoutSubviews VC1",
            "viewWillLayoutSubviews Nav",
            "layoutSubviews LayoutContainerView",
            "viewDidLayoutSubviews Nav",
            "layoutSubviews NavigationTransitionView",
            "viewWillLayoutSubviews VC2",
            "layoutSubviews vc2",
            "viewDidLayoutSubviews VC2",
            "layoutSubviews NavigationBar",
            "layoutSubviews NavigationBarContentView",
            "draw NavigationBarContentView [0,0,100,32]",
            "layoutSubviews NavigationTransitionView",
            "layoutSubviews NavigationBar",
            "viewDidDisappear VC2 animated:true",
            "viewDidAppear VC1 animated:true",
            "didMoveToParent VC2",
        ])
        #expect(second.parent == nil && second.view.superview == nil)
        #expect(navigation.viewControllers.map(\.traceName) == ["VC1"])
    }

    @Test func aPopWithoutAnimation() {
        let (window, navigation) = shownNavigation(root: ColorController("VC1"))
        navigation.pushViewController(ColorController("VC2"), animated: false)
        window.eventLoop.runUntilIdle()
        let lines = trace {
            navigation.popViewController(animated: false)
            window.eventLoop.runUntilIdle()
        }
        #expect(lines == [
            "willMoveToParent VC2",
            "viewWillDisappear VC2 animated:false",
            "viewWillAppear VC1 animated:false",
            "viewWillLayoutSubviews VC1",
            "layoutSubviews vc1",
            "viewDidLayoutSubviews VC1",
            "viewWillLayoutSubviews Nav",
            "layoutSubviews LayoutContainerView",
            "viewDidLayoutSubviews Nav",
            "layoutSubviews NavigationTransitionView",
            "layoutSubviews NavigationBar",
            "layoutSubviews NavigationBarContentView",
            "draw NavigationBarContentView [0,0,100,32]",
            "viewDidDisappear VC2 animated:false",
            "viewDidAppear VC1 animated:false",
            "didMoveToParent VC2",
        ])
    }

    /// Records, inside its callbacks, what the seed article checks: whether it is the
    /// top controller and whether it is still in the stack.
    final class MembershipController: ViewController {
        var notes: [String] = []

        private func note(_ callback: String) {
            let navigation = navigationController
            let inStack = navigation?.viewControllers.contains { $0 === self } ?? false
            let isTop = navigation?.topViewController === self
            notes.append("\(callback) inStack:\(inStack) top:\(isTop) moving:\(isMovingToParent)/\(isMovingFromParent)")
        }

        override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }
    }

    @Test(arguments: [false, true])
    func insideTheCallbacksAPoppedControllerIsOutOfTheStackAndACoveredOneIsIn(animated: Bool) {
        let first = MembershipController()
        let (window, navigation) = shownNavigation(root: first)
        let second = MembershipController()
        navigation.pushViewController(second, animated: animated)
        window.eventLoop.runUntilIdle()
        navigation.popViewController(animated: animated)
        window.eventLoop.runUntilIdle()
        #expect(first.notes == [
            // The root was added (and settled) before the navigation controller showed.
            "viewWillAppear inStack:true top:true moving:false/false",
            "viewDidAppear inStack:true top:true moving:false/false",
            // Covered by the push: still in the stack.
            "viewWillDisappear inStack:true top:false moving:false/false",
            "viewDidDisappear inStack:true top:false moving:false/false",
            "viewWillAppear inStack:true top:true moving:false/false",
            "viewDidAppear inStack:true top:true moving:false/false",
        ])
        #expect(second.notes == [
            // Pushed: already the top when it is about to appear.
            "viewWillAppear inStack:true top:true moving:true/false",
            "viewDidAppear inStack:true top:true moving:true/false",
            // Popped: gone from the stack, still reaching its navigation controller.
            "viewWillDisappear inStack:false top:false moving:false/true",
            "viewDidDisappear inStack:false top:false moving:false/true",
        ])
        #expect(!second.isMovingFromParent && second.navigationController == nil)
    }

    @Test func popToRootOverThreeControllers() {
        let (window, navigation) = shownNavigation(root: ColorController("A"))
        let middle = ColorController("B")
        let top = ColorController("C")
        navigation.pushViewController(middle, animated: false)
        navigation.pushViewController(top, animated: false)
        window.eventLoop.runUntilIdle()
        #expect(!middle.isViewLoaded, "pushed and covered in the same turn, B never loaded")

        var popped: [ViewController]?
        let lines = trace {
            popped = navigation.popToRootViewController(animated: true)
            window.eventLoop.runUntilIdle()
        }
        #expect(popped?.map(\.traceName) == ["B", "C"])
        #expect(lines == [
            "willMoveToParent B",
            "willMoveToParent C",
            "viewWillDisappear C animated:true",
            "viewWillAppear A animated:true",
            "viewWillLayoutSubviews A",
            "layoutSubviews a",
            "viewDidLayoutSubviews A",
            "viewWillLayoutSubviews Nav",
            "layoutSubviews LayoutContainerView",
            "viewDidLayoutSubviews Nav",
            "layoutSubviews NavigationTransitionView",
            "viewWillLayoutSubviews C",
            "layoutSubviews c",
            "viewDidLayoutSubviews C",
            "layoutSubviews NavigationBar",
            "layoutSubviews NavigationBarContentView",
            "draw NavigationBarContentView [0,0,100,32]",
            "layoutSubviews NavigationTransitionView",
            "layoutSubviews NavigationBar",
            "viewDidDisappear C animated:true",
            "viewDidAppear A animated:true",
            "didMoveToParent B",
            "didMoveToParent C",
        ])
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(navigation.children.map(\.traceName) == ["A"])
        #expect(navigation.popToRootViewController(animated: true) == nil)
    }

    @Test func setViewControllersReplacesTheStackWithAPushOrAPop() {
        let first = ColorController("A")
        let (window, navigation) = shownNavigation(root: first)
        let second = ColorController("B")
        let third = ColorController("C")
        let replacing = trace {
            navigation.setViewControllers([first, second, third], animated: false)
            window.eventLoop.runUntilIdle()
        }
        #expect(replacing.filter { $0.hasSuffix("animated:false") || $0.contains("MoveToParent") } == [
            "willMoveToParent B parent:Nav",
            "willMoveToParent C parent:Nav",
            "viewWillDisappear A animated:false",
            "viewWillAppear C animated:false",
            "viewDidDisappear A animated:false",
            "viewDidAppear C animated:false",
            "didMoveToParent B parent:Nav",
            "didMoveToParent C parent:Nav",
        ])
        navigation.viewControllers = [second]
        #expect(navigation.viewControllers.map(\.traceName) == ["B"])
        #expect(navigation.topViewController === second)
    }

    @Test func whatUIKitRefusesIsReportedAndIgnored() {
        let root = ColorController("A")
        let (_, navigation) = shownNavigation(root: root)
        let (_, messages) = Diagnostics.collect {
            navigation.pushViewController(root, animated: false)
            navigation.pushViewController(NavigationController(), animated: false)
            navigation.popToViewController(ColorController("X"), animated: false)
        }
        #expect(messages.count == 3)
        #expect(messages.first?.contains("more than once") == true)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(navigation.popViewController(animated: false) == nil, "the root is never popped")
    }

    @Test func aPushDuringASlideEndsThatSlideFirst() {
        let (window, navigation) = shownNavigation(root: ColorController("A"))
        let second = ColorController("B")
        navigation.pushViewController(second, animated: true)
        window.eventLoop.run(for: 0.1)
        let lines = trace {
            navigation.pushViewController(ColorController("C"), animated: true)
            window.eventLoop.runOnce()
        }
        #expect(lines.prefix(6) == [
            "willMoveToParent C parent:Nav",
            "viewDidDisappear A animated:true",
            "viewDidAppear B animated:true",
            "didMoveToParent B parent:Nav",
            "loadView C",
            "viewDidLoad C",
        ])
        #expect(second.view.frame.minX == 0, "B ended its slide and starts being covered from rest")
        window.eventLoop.run(for: 0.2)
        #expect(second.view.frame.minX < -20 && second.view.frame.minX > -30)
        window.eventLoop.runUntilIdle()
        #expect(navigation.children.map(\.traceName) == ["A", "B", "C"])
        #expect(second.view.superview == nil && second.view.frame.minX == 0)
    }

    @Test func offScreenTheStackAndChildrenChangeAtOnce() {
        let navigation = NavigationController(rootViewController: ColorController("A"))
        let second = ColorController("B")
        navigation.pushViewController(second, animated: true)
        navigation.popViewController(animated: true)
        #expect(navigation.children.map(\.traceName) == ["A"])
        #expect(second.parent == nil && !second.isViewLoaded)
    }
}
