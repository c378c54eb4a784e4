import Easel
import Foundation
import Testing
@testable import EaselScene

/// Segmented controls, toolbars, navigation item buttons, tab bar controllers and
/// alerts in scenes: what they build and the problems of bad values, named at their line.
@Suite struct BarSceneTests {
    @Test @MainActor func segmentedControlsAndToolbarsKeepUIKitsSizes() throws {
        let scene = try loadScene("""
        size: [320, 200]
        root:
          class: View
          subviews:
            - {class: SegmentedControl, id: filter, segments: [All, Unread, {systemImage: star}], selectedSegmentIndex: 2}
            - {class: Toolbar, id: bar, frame: [0, 100, 320, 10], items: [Edit, {systemItem: flexibleSpace}, {systemItem: add}], sizeToFit: true}
        """)
        let frame = try scene.render()[0]
        #expect(frame.layout.views[0].subviews.map(\.frame).last == CGRect(x: 0, y: 100, width: 320, height: 44))
        #expect(frame.layout.views[0].subviews[0].frame.height == 32)
    }

    @Test func segmentIndexesMustNameASegment() {
        #expect(problems(sceneWithRoot("class: SegmentedControl\nsegments: [A, B]\nselectedSegmentIndex: 2")) == [
            "scene.yaml:5:25: root.selectedSegmentIndex: expected the index of one of the 2 segments (0 to 1), found 2",
        ])
        #expect(problems(sceneWithRoot("{class: SegmentedControl, id: s, segments: [A, B]}",
                                       extra: "events:\n  - {at: 0, select: 5, in: s}")) == [
            "scene.yaml:5:21: events[0].select: expected the index of one of the 2 segments (0 to 1), found 5",
        ])
        #expect(problems(sceneWithRoot("{class: Switch, id: s}", extra: "events:\n  - {at: 0, select: 0, in: s}")) == [
            "scene.yaml:5:28: events[0].in: expected the id of a SegmentedControl, found \"s\", a Switch",
        ])
    }

    @Test func badBarItemsAreNamedWithTheirPlace() {
        #expect(problems(sceneWithRoot("class: Toolbar\nitems: [{systemItem: addd}]")) == [
            "scene.yaml:4:24: root.items[0].systemItem: unknown bar button system item \"addd\"; did you mean \"add\"?",
        ])
        #expect(problems(sceneWithRoot("class: Toolbar\nitems: [{title: A, systemImage: star}]")) == [
            "scene.yaml:4:22: root.items[0].systemImage: \"title\" and \"systemImage\" cannot be given together",
        ])
        #expect(problems(sceneWithRoot("class: Toolbar\nitems: [{style: done}]")) == [
            "scene.yaml:4:11: root.items[0]: missing required key \"title\"",
        ])
    }

    @Test func controllersOfEachClassAreCheckedWhereTheyAre() {
        #expect(problems("""
        size: [100, 100]
        controller:
          class: TabBarController
          selectedIndex: 2
          tabs: [{id: a}, {id: b, tabBarItem: {badgeValue: "1"}}]
        """) == [
            "scene.yaml:4:18: controller.selectedIndex: expected the index of one of the 2 tabs, found 2",
        ])
        #expect(problems("""
        size: [100, 100]
        controller:
          class: NavigationController
          stack: [{class: AlertController}]
        """) == [
            "scene.yaml:4:19: controller.stack[0].class: expected ViewController (a container or an alert cannot be pushed), found \"AlertController\"",
        ])
        #expect(problems("""
        size: [100, 100]
        controller:
          class: AlertController
        """) == [
            "scene.yaml:3:10: controller.class: expected one of ViewController, NavigationController, TabBarController (for a top-level controller), found \"AlertController\"",
        ])
        #expect(problems("""
        size: [100, 100]
        controller:
          id: home
          present: {class: AlertController, view: {class: View}, actions: [{title: OK, style: bold}]}
        """) == [
            "scene.yaml:4:37: controller.present.view: a AlertController has no key \"view\" (it is a key of ViewController)",
            "scene.yaml:4:87: controller.present.actions[0].style: unknown alert action style \"bold\" (known: default, cancel, destructive)",
        ])
    }

    @Test func aTabBarControllerSceneBuildsItsTabsAndAlertsTheirActions() throws {
        let scene = try loadScene("""
        size: [100, 100]
        controller:
          class: TabBarController
          selectedIndex: 1
          tabs:
            - {id: a, title: A}
            - class: NavigationController
              tabBarItem: {title: B, systemImage: star, badgeValue: ""}
              stack: [{id: b, rightBarButtonItems: [{systemItem: done, id: done}]}]
        controllers:
          - {class: AlertController, id: alert, title: T, preferredStyle: actionSheet, actions: [X, {title: Y, style: cancel}]}
        """)
        guard case .tabBar(let tabs, let selected)? = scene.tree.controller?.kind else {
            Issue.record("not a tab bar controller")
            return
        }
        #expect(tabs.map(\.controllerClass) == [.viewController, .navigationController] && selected == 1)
        #expect(tabs[1].tabBarItem?.systemImage == "star" && tabs[1].tabBarItem?.badgeValue == "")
        guard case .alert(let alert)? = scene.tree.controllers.first?.kind else {
            Issue.record("not an alert")
            return
        }
        #expect(alert.preferredStyle == .actionSheet && alert.actions.map(\.title) == ["X", "Y"])
        #expect(alert.actions.map(\.style) == [.default, .cancel])
    }
}
