import Easel
import EaselGraphics
import Foundation
import Testing

/// `hitTest(_:with:)` by UIKit's rules, and which view a touch is delivered to.
@MainActor
@Suite struct HitTestingTests {
    /// A window with a container holding two overlapping children (back, front).
    private func scene() -> (Window, container: View, back: View, front: View) {
        let window = shownWindow(width: 100, height: 100)
        let container = plainView("container", CGRect(x: 10, y: 10, width: 60, height: 60))
        let back = plainView("back", CGRect(x: 0, y: 0, width: 40, height: 40))
        let front = plainView("front", CGRect(x: 20, y: 20, width: 40, height: 40))
        container.addSubview(back)
        container.addSubview(front)
        window.addSubview(container)
        return (window, container, back, front)
    }

    private func hit(_ window: Window, _ x: CGFloat, _ y: CGFloat) -> String? {
        window.hitTest(CGPoint(x: x, y: y), with: nil)?.accessibilityIdentifier ?? (window.hitTest(CGPoint(x: x, y: y), with: nil) == nil ? nil : "window")
    }

    @Test func subviewsAreTestedFrontToBack() {
        let (window, _, _, _) = scene()
        #expect(hit(window, 35, 35) == "front", "the overlap belongs to the later subview")
        #expect(hit(window, 15, 15) == "back")
        #expect(hit(window, 65, 15) == "container")
        #expect(hit(window, 90, 90) == "window")
    }

    @Test func boundsIncludeTheirMinimumEdgesOnly() {
        let (window, _, back, _) = scene()
        #expect(back.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(!back.point(inside: CGPoint(x: 40, y: 10), with: nil))
        #expect(hit(window, 10, 10) == "back")
        #expect(hit(window, 70, 70) == "window", "the container's far corner is outside it")
    }

    @Test func hiddenViewsAndTheirSubviewsAreSkipped() {
        let (window, container, _, front) = scene()
        front.isHidden = true
        #expect(hit(window, 35, 35) == "back")
        container.isHidden = true
        #expect(hit(window, 15, 15) == "window")
    }

    @Test func alphaBelowOnePercentIsSkippedAndOnePercentIsNot() {
        let (window, _, _, front) = scene()
        front.alpha = 0.009
        #expect(hit(window, 35, 35) == "back")
        front.alpha = 0.01
        #expect(hit(window, 35, 35) == "front")
    }

    @Test func disabledUserInteractionSkipsTheWholeSubtree() {
        let (window, container, _, front) = scene()
        front.isUserInteractionEnabled = false
        #expect(hit(window, 35, 35) == "back")
        container.isUserInteractionEnabled = false
        #expect(hit(window, 15, 15) == "window")
    }

    @Test(arguments: [false, true])
    func subviewsOutsideTheirSuperviewAreNotHitWhetherClippedOrNot(clips: Bool) {
        // UIKit's hitTest returns nil outside the receiver's bounds before it looks at
        // the subviews, so the part of a subview that sticks out takes no touches
        // (and with clipsToBounds it is not even drawn).
        let window = shownWindow(width: 100, height: 100)
        let parent = plainView("parent", CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.clipsToBounds = clips
        let child = plainView("child", CGRect(x: 30, y: 30, width: 40, height: 40))
        parent.addSubview(child)
        window.addSubview(parent)
        #expect(hit(window, 40, 40) == "child")
        #expect(hit(window, 60, 60) == "window")
    }

    @Test func pointInsideCanGrowTheArea() {
        final class Generous: View {
            override func point(inside point: CGPoint, with event: Event?) -> Bool {
                bounds.insetBy(dx: -10, dy: -10).contains(point)
            }
        }
        let window = shownWindow(width: 100, height: 100)
        let button = Generous(frame: CGRect(x: 40, y: 40, width: 10, height: 10))
        button.accessibilityIdentifier = "button"
        window.addSubview(button)
        #expect(hit(window, 32, 45) == "button")
        #expect(hit(window, 29, 45) == "window")
    }

    @Test func transformsAreInvertedOnTheWayDown() {
        let window = shownWindow(width: 100, height: 100)
        let view = plainView("rotated", CGRect(x: 30, y: 45, width: 40, height: 10))
        view.transform = Transform(rotationAngle: .pi / 2)
        window.addSubview(view)
        #expect(hit(window, 50, 32) == "rotated", "the rotated view now spans y 30…70")
        #expect(hit(window, 35, 50) == "window")
    }

    @Test func aTouchGoesToTheViewItBeganInEvenWhenItMovesOut() {
        let window = shownWindow(width: 100, height: 100)
        let left = TouchRecordingView(id: "left", frame: CGRect(x: 0, y: 0, width: 50, height: 100), handlesTouches: true)
        let right = TouchRecordingView(id: "right", frame: CGRect(x: 50, y: 0, width: 50, height: 100), handlesTouches: true)
        window.addSubview(left)
        window.addSubview(right)
        window.scheduleDrag(along: [CGPoint(x: 10, y: 10), CGPoint(x: 90, y: 10)], duration: 2.0 / 60)
        window.eventLoop.runUntilIdle()
        #expect(left.log == ["began (10,10)", "moved (50,10)", "moved (90,10)", "ended (90,10)"])
        #expect(right.log.isEmpty)
    }

    @Test func animatingViewsTakeTouchesOnlyWithAllowUserInteraction() {
        let window = shownWindow(width: 100, height: 100)
        let view = plainView("moving", CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        View.animate(withDuration: 1, delay: 0, options: [], animations: { view.center = CGPoint(x: 60, y: 60) })
        // Hit testing uses the model position, where the view already is.
        #expect(hit(window, 60, 60) == "window", "an animating view without .allowUserInteraction takes no touch")
        window.eventLoop.run(for: 1.1)
        #expect(hit(window, 60, 60) == "moving")
        View.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction],
                     animations: { view.center = CGPoint(x: 20, y: 20) })
        #expect(hit(window, 20, 20) == "moving")
        #expect(hit(window, 60, 60) == "window", "the model moved at once; the presentation is not hit")
    }

    @Test func labelsAndImageViewsLetTouchesThroughUnlessEnabled() {
        let window = shownWindow(width: 100, height: 100)
        let container = plainView("container", window.bounds)
        let label = Label(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        label.accessibilityIdentifier = "label"
        let image = ImageView(image: nil)
        image.frame = CGRect(x: 0, y: 50, width: 50, height: 20)
        image.accessibilityIdentifier = "image"
        container.addSubview(label)
        container.addSubview(image)
        window.addSubview(container)
        // UILabel and UIImageView start with isUserInteractionEnabled false.
        #expect(!label.isUserInteractionEnabled && !image.isUserInteractionEnabled)
        #expect(!ImageView(frame: .zero).isUserInteractionEnabled)
        #expect(hit(window, 10, 10) == "container")
        #expect(hit(window, 10, 60) == "container")
        label.isUserInteractionEnabled = true
        image.isUserInteractionEnabled = true
        #expect(hit(window, 10, 10) == "label")
        #expect(hit(window, 10, 60) == "image")
    }
}
