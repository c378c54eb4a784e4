import Easel
import EaselGraphics
import Foundation
import Testing
@testable import EaselScene

/// `ScrollView` in scenes: its keys, the `scroll` event, `set` on its offset, a `drag`
/// through the scroll view's pan, and the problems of bad values.
@Suite struct ScrollViewSceneTests {
    /// A 100 × 100 window with a scroll view `list` (100 × 50, clipping) over a red
    /// band at content y 0…50 and a blue band at 50…100, then `extra`.
    static func scene(_ scrollKeys: String, extra: String = "") -> String {
        """
        size: [100, 100]
        root:
          class: View
          subviews:
            - class: ScrollView
              id: list
              frame: [0, 0, 100, 50]
        \(scrollKeys.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
              subviews:
                - {class: View, frame: [0, 0, 100, 50], backgroundColor: systemRed}
                - {class: View, frame: [0, 50, 100, 50], backgroundColor: systemBlue}

        """ + extra
    }

    @Test func keysResolveToUIKitValuesInApplicationOrder() throws {
        let root = try loadScene(sceneWithRoot("""
        class: ScrollView
        contentOffset: {x: 0, y: -4}
        contentInset: [4, 0, 8, 0]
        contentSize: [100, 300]
        bounces: false
        isPagingEnabled: true
        showsVerticalScrollIndicator: false
        """)).tree.rootView
        #expect(root.viewClass == .scrollView)
        let values = root.properties.map { property -> String in
            switch property {
            case .contentSize(let size): "contentSize \(size.width) \(size.height)"
            case .contentInset(let inset): "contentInset \(inset.top) \(inset.left) \(inset.bottom) \(inset.right)"
            case .contentOffset(let offset): "contentOffset \(offset.x) \(offset.y)"
            default: "\(property)"
            }
        }
        #expect(values == [
            "contentSize 100.0 300.0", "contentInset 4.0 0.0 8.0 0.0", "contentOffset 0.0 -4.0",
            "bounces(false)", "isPagingEnabled(true)", "showsVerticalScrollIndicator(false)",
        ])
    }

    @Test @MainActor func theContentOffsetMovesTheBoundsOverTheContent() throws {
        let frame = try loadScene(Self.scene("contentSize: [100, 100]\ncontentOffset: [0, 30]")).render()[0]
        let list = frame.layout.views[0].subviews[0]
        #expect(list.subviews.map(\.frame) == [CGRect(x: 0, y: -30, width: 100, height: 50),
                                               CGRect(x: 0, y: 20, width: 100, height: 50)])
        #expect(frame.image[50, 10] == Color.systemRed.pixel)
        #expect(frame.image[50, 30] == Color.systemBlue.pixel)
        // Clipped to the scroll view's bounds.
        #expect(frame.image[50, 70] == Color.systemBackground.pixel)
    }

    @Test @MainActor func anAnimatedScrollEasesOverThreeTenthsOfASecondAndASetJumps() throws {
        let frames = try loadScene(Self.scene("contentSize: [100, 100]", extra: """
        events:
          - {at: 0.1, scroll: list, to: [0, 50], animated: true}
          - {at: 1, set: list, properties: {contentOffset: [0, 10]}}
        capture: [0.1, 0.25, 0.4, 1]
        """)).render()
        let offsets = frames.map { -$0.layout.views[0].subviews[0].subviews[0].frame.minY }
        #expect(offsets[0] == 0)
        // Halfway through the ease-in-ease-out, the offset is halfway (the curve is symmetric).
        #expect(abs(offsets[1] - 25) < 0.01)
        #expect(offsets[2] == 50)
        #expect(offsets[3] == 10)
    }

    @Test @MainActor func aScrollIsImmediateUnlessAnimated() throws {
        let frames = try loadScene(Self.scene("contentSize: [100, 100]", extra: """
        events:
          - {at: 0.1, scroll: list, to: [0, 40]}
        capture: [0.1]
        """)).render()
        #expect(frames[0].layout.views[0].subviews[0].subviews[1].frame.minY == 10)
        #expect(frames[0].image[50, 15] == Color.systemBlue.pixel)
    }

    @Test @MainActor func aDragScrollsThroughTheEnginesPanAndTheContentDeceleratesAfter() throws {
        // 45 points up in 0.25 s: 3 points at each refresh, from 0.1 s to 0.35 s. The pan
        // begins at 12 points (past its 10 of hysteresis) and the content follows the
        // finger from there; the finger lifts at 180 points a second, which carries the
        // content past its end (offset 50), where it bounces back and rests. Captures
        // fall between refreshes, after the moves of 0.2 s and 0.3 s.
        let frames = try loadScene(Self.scene("contentSize: [100, 100]", extra: """
        events:
          - {at: 0.1, drag: [[50, 48], [50, 3]], duration: 0.25}
        capture: [0.1, 0.21, 0.31, 3]
        """)).render()
        let offsets = frames.map { -$0.layout.views[0].subviews[0].subviews[0].frame.minY }
        #expect(offsets == [0, 18 - 12, 36 - 12, 50])
        #expect(frames[3].image[50, 10] == Color.systemBlue.pixel)
    }

    @Test func scrollEventProblemsAreNamedWithTheirPlace() {
        #expect(problems(Self.scene("contentSize: [100, 100]", extra: """
        events:
          - {at: 0, scroll: lsit, to: [0, 1]}
          - {at: 0, scroll: list}
          - {at: 0, scroll: list, to: [0, far], animated: yes}
        """)) == [
            "scene.yaml:13:21: events[0].scroll: no view has the id \"lsit\"; did you mean \"list\"?",
            "scene.yaml:14:5: events[1]: missing required key \"to\"",
            "scene.yaml:15:35: events[2].to[1]: expected a number, found \"far\"",
            "scene.yaml:15:51: events[2].animated: expected true or false, found \"yes\"",
        ])
        #expect(problems(sceneWithRoot("class: View\nid: box", extra: "events:\n  - {at: 0, scroll: box, to: [0, 1]}\n")) == [
            "scene.yaml:6:21: events[0].scroll: expected the id of a ScrollView, found \"box\", a View",
        ])
    }

    @Test func scrollKeysBelongToScrollViewOnly() {
        #expect(problems(sceneWithRoot("class: View\ncontentSize: [1, 1]")) == [
            "scene.yaml:4:3: root.contentSize: a View has no key \"contentSize\" (it is a key of ScrollView)",
        ])
        #expect(problems(sceneWithRoot("class: ScrollView\ncontentSize: [-1, 1]\ncontentInset: [1, 2]\ncontentOfset: [0, 0]")) == [
            "scene.yaml:4:17: root.contentSize[0]: expected a number of at least 0, found -1",
            "scene.yaml:5:17: root.contentInset: expected insets [top, left, bottom, right], found a list of 2 items",
            "scene.yaml:6:3: root.contentOfset: unknown key; did you mean \"contentOffset\"?",
        ])
    }
}
