import Easel
import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// View controllers in scenes: `controller` instead of `root`, navigation stacks, the
/// `controllers` kept for events, `push`/`pop`/`present`/`dismiss`, and their problems.
@Suite struct ControllerSceneTests {
    /// A 100 × 80 window whose root is the navigation controller `nav` with `first` in
    /// its stack, and `second` kept for events; then `extra`. The navigation bar (32
    /// points tall in this compact height) shows unless `barHidden`.
    static func navigationScene(_ extra: String = "", barHidden: Bool = false) -> String {
        """
        size: [100, 80]
        controller:
          class: NavigationController
          id: nav\(barHidden ? "\n  navigationBarHidden: true" : "")
          stack:
            - id: first
              title: First
              view: {class: View, id: firstView, backgroundColor: systemRed}
        controllers:
          - id: second
            view:
              class: View
              backgroundColor: systemBlue
              subviews:
                - {class: View, id: badge, frame: [10, 10, 20, 20], backgroundColor: systemGreen}

        """ + extra
    }

    @Test func theTreeHoldsTheControllersWithTheirIdsTitlesAndViews() throws {
        let tree = try loadScene(Self.navigationScene()).tree
        #expect(tree.root == nil)
        let controller = try #require(tree.controller)
        #expect(controller.id == "nav" && controller.controllerClass == .navigationController)
        guard case .navigation(let stack, _) = controller.kind else { Issue.record("not a navigation controller"); return }
        #expect(stack.map(\.id) == ["first"])
        #expect(stack[0].title == "First")
        #expect(stack[0].path.description == "controller.stack[0]")
        #expect(tree.controllers.map(\.id) == ["second"])
        #expect(tree.controllers[0].viewTrees.map(\.id) == [nil])
    }

    @Test func navigationBarHiddenAndBackTitleReachTheTree() throws {
        let tree = try loadScene(Self.navigationScene(barHidden: true)
            .replacingOccurrences(of: "title: First", with: "title: First\n      backTitle: Home")).tree
        guard case .navigation(let stack, let hidden)? = tree.controller?.kind else {
            Issue.record("not a navigation controller")
            return
        }
        #expect(hidden && stack[0].backTitle == "Home")
        let messages = problems("""
        size: [100, 80]
        controller: {navigationBarHidden: true}
        """)
        #expect(messages.count == 1 && messages[0].contains("navigationBarHidden"), "\(messages)")
        let misplaced = problems(Self.navigationScene().replacingOccurrences(of: "id: nav", with: "id: nav\n  backTitle: Home"))
        #expect(misplaced.count == 1 && misplaced[0].contains("backTitle"), "\(misplaced)")
    }

    @Test @MainActor func aPushSlidesTheViewInAndAPopSlidesItOut() throws {
        let frames = try loadScene(Self.navigationScene("""
        events:
          - {at: 0.1, push: second}
          - {at: 1, pop: nav, animated: false}
        capture: [0, 0.2, 0.9, 1]
        """)).render()
        func shownViews(_ frame: CapturedFrame) -> [CGRect] {
            // Window > LayoutContainerView > NavigationTransitionView > the controllers' views.
            frame.layout.views[0].subviews[0].subviews.map(\.frame)
        }
        #expect(shownViews(frames[0]) == [CGRect(x: 0, y: 0, width: 100, height: 80)])
        #expect(frames[0].image[50, 40] == Color.systemRed.pixel)
        // Mid-slide: the pushed view comes in from the right, the covered one moves by
        // 30 % of the incoming view's travel (UIKit's parallax).
        let middle = shownViews(frames[1])
        #expect(middle.count == 2)
        #expect(middle[1].minX > 0 && middle[1].minX < 100)
        #expect(abs(middle[0].minX - -0.3 * (100 - middle[1].minX)) < 0.001)
        #expect(frames[1].image[Int(middle[1].minX) + 2, 40] == Color.systemBlue.pixel)
        #expect(frames[1].image[Int(middle[1].minX) - 2, 40] == Color.systemRed.pixel)
        #expect(shownViews(frames[2]) == [CGRect(x: 0, y: 0, width: 100, height: 80)])
        #expect(frames[2].layout.views[0].subviews[0].subviews[0].subviews.map(\.id) == ["badge"])
        // Popped without animation: the first view is back at once.
        #expect(frames[3].image[50, 40] == Color.systemRed.pixel)
    }

    @Test @MainActor func everyFrameOfASlideIsCaptured() throws {
        let frames = try loadScene(Self.navigationScene("""
        events:
          - {at: 0.1, push: second}
        capture: every
        duration: 0.7
        """)).render()
        // The incoming view's x in each frame from the push on: it only moves left,
        // from the right edge to 0, where it stays.
        let positions = frames.filter { $0.time >= 0.1 }.compactMap { frame -> CGFloat? in
            frame.layout.views[0].subviews[0].subviews.last.map(\.frame.minX)
        }
        #expect(positions.count > 20)
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(positions.first.map { $0 > 90 } == true)
        #expect(positions.last == 0)
    }

    @Test @MainActor func theTraceNamesControllersByIdInUIKitsOrder() throws {
        let scene = try loadScene(Self.navigationScene("events:\n  - {at: 0.1, push: second, animated: false}\n"))
        let trace = try Trace.capture { _ = try scene.render() }
        let lifecycle = trace.filter { $0.controller != nil && !$0.event.contains("Layout") }
            .map { "\($0.event) \($0.controller ?? "")" + ($0.animated.map { " \($0)" } ?? "") }
        #expect(lifecycle == [
            "willMoveToParent first", "didMoveToParent first",
            "loadView nav", "viewDidLoad nav", "viewWillAppear nav false",
            "loadView first", "viewDidLoad first", "viewWillAppear first false",
            "viewDidAppear nav false", "viewDidAppear first false",
            "willMoveToParent second",
            "loadView second", "viewDidLoad second",
            "viewWillDisappear first false", "viewWillAppear second false",
            "viewDidDisappear first false", "viewDidAppear second false", "didMoveToParent second",
        ])
    }

    @Test @MainActor func aSetReachesAViewOfAControllerNotShownYet() throws {
        let frames = try loadScene(Self.navigationScene("""
        events:
          - {at: 0.1, set: badge, properties: {backgroundColor: systemYellow}}
          - {at: 0.2, push: second, animated: false}
        """, barHidden: true)).render()
        // The bar hidden, the badge at the top of the view shows.
        #expect(frames[0].image[20, 20] == Color.systemYellow.pixel)
        #expect(frames[0].image[50, 50] == Color.systemBlue.pixel)
    }

    @Test @MainActor func aPresentationCoversTheWindowAndADismissalUncoversIt() throws {
        let frames = try loadScene("""
        size: [100, 80]
        controller:
          id: home
          view: {class: View, backgroundColor: systemRed}
          present:
            id: banner
            modalPresentationStyle: overFullScreen
            view:
              class: View
              backgroundColor: "#00000000"
              subviews: [{class: View, frame: [0, 40, 100, 40], backgroundColor: systemGreen}]
        controllers:
          - {id: sheet, modalPresentationStyle: fullScreen, view: {class: View, backgroundColor: systemBlue}}
        events:
          # Without animation the view leaves after the commit that ends the dismissal.
          - {at: 0.1, dismiss: banner, animated: false}
          - {at: 0.2, present: sheet}
        capture: [0, 0.15, 0.3, 1.5]
        """).render()
        // Over full screen: the presenting view stays behind the presented one.
        #expect(frames[0].image[50, 20] == Color.systemRed.pixel)
        #expect(frames[0].image[50, 60] == Color.systemGreen.pixel)
        #expect(frames[1].image[50, 60] == Color.systemRed.pixel)
        // Mid-slide the sheet has come up part of the way from the bottom edge.
        let sheet = try #require(frames[2].layout.views.last?.frame)
        try #require(sheet.minY > 2 && sheet.minY < 78)
        #expect(frames[2].image[50, Int(sheet.minY) + 2] == Color.systemBlue.pixel)
        #expect(frames[2].image[50, Int(sheet.minY) - 2] == Color.systemRed.pixel)
        // Full screen at rest: the presenting view has left the window.
        #expect(frames[3].layout.views.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 80)])
        #expect(frames[3].image[50, 40] == Color.systemBlue.pixel)
    }

    @Test func aSceneHasARootViewOrAControllerNeverBoth() {
        #expect(problems("size: [10, 10]\nroot: {class: View}\ncontroller: {view: {class: View}}\n") == [
            "scene.yaml:3:1: controller: \"root\" and \"controller\" cannot be given together",
        ])
        #expect(problems("size: [10, 10]\n") == ["scene.yaml:1:1: missing required key \"root\" or \"controller\""])
    }

    @Test func controllerKeysAreCheckedByClassAndPlace() {
        #expect(problems("""
        size: [10, 10]
        controller:
          class: NavigationControler
          stack:
            - {class: NavigationController, stack: []}
            - {id: a, view: {class: View}, present: {id: b}}
            - {id: c, stack: []}
        """) == [
            "scene.yaml:3:10: controller.class: unknown controller class \"NavigationControler\"; did you mean \"NavigationController\"?",
            "scene.yaml:5:15: controller.stack[0].class: expected ViewController (a container or an alert cannot be pushed), found \"NavigationController\"",
            "scene.yaml:6:36: controller.stack[1].present: a controller in a stack has no key \"present\" (it is a key of the top-level controller)",
            "scene.yaml:7:15: controller.stack[2].stack: a ViewController has no key \"stack\" (it is a key of NavigationController)",
        ])
        #expect(problems("""
        size: [10, 10]
        controller: {class: NavigationController, view: {class: View}, titel: x}
        controllers:
          - {view: {class: View}, modalPresentationStyle: popover}
        """) == [
            "scene.yaml:2:13: controller: missing required key \"stack\"",
            "scene.yaml:2:43: controller.view: a NavigationController has no key \"view\" (it is a key of ViewController)",
            "scene.yaml:2:64: controller.titel: unknown key; did you mean \"title\"?",
            "scene.yaml:4:5: controllers[0]: missing required key \"id\"",
            "scene.yaml:4:51: controllers[0].modalPresentationStyle: unknown modal presentation style \"popover\" (known: fullScreen, overFullScreen, pageSheet, formSheet, automatic)",
        ])
    }

    @Test func idsAreUniqueAcrossTheSceneAndConstraintsStayInTheirTree() {
        #expect(problems(Self.navigationScene("""
          - id: first
            view:
              class: View
              constraints: [top = superview.top]
              subviews: [{class: View, id: badge}, {class: View, constraints: [width = firstView.width]}]
        """)) == [
            "scene.yaml:16:9: controllers[1].id: the id \"first\" is already used by controller.stack[0]",
            "scene.yaml:18:7: controllers[1].view.constraints: a controller's view is placed by its container: it has no superview to constrain to",
            "scene.yaml:20:36: controllers[1].view.subviews[0].id: the id \"badge\" is already used by controllers[0].view.subviews[0]",
            "scene.yaml:20:80: controllers[1].view.subviews[1].constraints[0]: the view \"firstView\" is in another view tree (controller.stack[0].view): a constraint relates views of one tree",
        ])
    }

    @Test func navigationEventsNameControllersOfTheRightKind() {
        #expect(problems(Self.navigationScene("""
        events:
          - {at: 0, push: secnd}
          - {at: 0, push: first}
          - {at: 0, pop: second}
          - {at: 0, present: second, from: hom}
          - {at: 0, dismiss: second, animated: 1}
          - {at: 0, push: second, onto: first}
        """)) == [
            "scene.yaml:17:19: events[0].push: no controller has the id \"secnd\"; did you mean \"second\"?",
            "scene.yaml:18:19: events[1].push: expected the id of a controller in controllers, found \"first\", the controller at controller.stack[0]",
            "scene.yaml:19:18: events[2].pop: expected the id of a NavigationController, found \"second\", a ViewController",
            "scene.yaml:20:36: events[3].from: no controller has the id \"hom\"",
            "scene.yaml:21:40: events[4].animated: expected true or false, found 1",
            "scene.yaml:22:33: events[5].onto: expected the id of a NavigationController, found \"first\", a ViewController",
        ])
        #expect(problems("""
        size: [10, 10]
        controller: {id: home}
        controllers: [{id: nav, class: NavigationController, stack: [{id: inner}]}]
        events: [{at: 0, present: inner}]
        """) == [
            "scene.yaml:4:27: events[0].present: expected the id of a controller in controllers, found \"inner\", the controller at controllers[0].stack[0]",
        ])
        #expect(problems("""
        size: [10, 10]
        controller: {id: home}
        controllers: [{id: next}]
        events: [{at: 0, push: next}]
        """) == ["scene.yaml:4:10: events[0]: missing required key \"onto\""])
    }

    @Test func drawingViewsOfControllersAreHeldToThePixelLimit() {
        #expect(problems("""
        size: [10, 10]
        controller: {id: home}
        controllers: [{id: next, view: {class: Label, frame: [0, 0, 20000, 10]}}]
        """) == [
            "scene.yaml:3:32: controllers[0].view.frame: a drawing view (frame × scale) is 20000 × 10 pixels, "
                + "over the limit of 16384 pixels a side (change it with --limit pixels-per-side=…)",
        ])
    }

    @Test func theViewsOfEveryControllerCountTowardTheViewLimits() throws {
        let scene = """
        size: [10, 10]
        controller: {id: home, view: {class: View}}
        controllers: [{id: next, view: {class: View, subviews: [{class: View}]}}]
        """
        var limits = SceneLimits.standard
        try limits.set("views=2")
        #expect(problems(scene, options: SceneOptions(limits: limits)) == [
            "scene.yaml:2:30: controller.view: the scene has 3 views, over the limit of 2 (change it with --limit views=…)",
        ])
        limits = .standard
        try limits.set("view-depth=1")
        #expect(problems(scene, options: SceneOptions(limits: limits)) == [
            "scene.yaml:3:57: controllers[0].view.subviews[0]: the view is nested 2 levels deep, over the limit of 1 "
                + "(change it with --limit view-depth=…)",
        ])
    }

    @Test @MainActor func aGestureActionPushesAndScrollsControllersWrittenLaterInTheFile() throws {
        let frames = try loadScene("""
        size: [100, 80]
        controller:
          class: NavigationController
          id: nav
          stack:
            - id: first
              view:
                class: View
                backgroundColor: systemRed
                gestures:
                  - recognizer: tap
                    ended:
                      - {push: second, animated: false}
                      - {scroll: list, to: [0, 40]}
        controllers:
          - id: second
            view:
              class: ScrollView
              id: list
              contentSize: [100, 160]
              subviews:
                - {class: View, frame: [0, 0, 100, 40], backgroundColor: systemBlue}
                - {class: View, frame: [0, 40, 100, 120], backgroundColor: systemGreen}
        events: [{at: 0.1, tap: [50, 40]}]
        capture: [0.05, 0.5]
        """).render()
        // Under the 32-point bar: the list scrolled by 40 shows its green view at 50.
        #expect(frames[0].image[50, 50] == Color.systemRed.pixel)
        #expect(frames[1].image[50, 50] == Color.systemGreen.pixel)
        #expect(frames[1].layout.frame(of: "list") == [0, 0, 100, 80])
    }
}
