import Easel
import EaselGraphics
import Foundation
import Testing

/// Zooming a scroll view as UIKit does: the delegate's view is scaled by its transform,
/// pinned at the content's origin, the content takes its scaled size, and the offset
/// keeps the zoom's focus in place within the content's edges.
@MainActor
@Suite struct ScrollViewZoomingTests {
    @MainActor final class Zooming: NSObject, ScrollViewDelegate {
        let content: View?
        var calls: [String] = []
        init(_ content: View?) { self.content = content }
        func viewForZooming(in scrollView: ScrollView) -> View? { content }
        func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) { calls.append("willBeginZooming") }
        func scrollViewDidZoom(_ scrollView: ScrollView) { calls.append("didZoom \(scrollView.zoomScale)") }
        func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {
            calls.append("didEndZooming \(scale)")
        }
    }

    /// A 200 × 200 scroll view zooming a 400 × 300 view between 0.5× and 3×, and its
    /// delegate (which the scroll view holds weakly: keep it).
    private func setUp(zoomable: Bool = true) -> (window: Window, scrollView: ScrollView, content: View, delegate: Zooming) {
        let window = shownWindow(width: 200, height: 200)
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scrollView.contentInsetAdjustmentBehavior = .never
        let content = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        scrollView.addSubview(content)
        scrollView.contentSize = content.frame.size
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 3
        let delegate = Zooming(zoomable ? content : nil)
        scrollView.delegate = delegate
        window.addSubview(scrollView)
        window.layoutIfNeeded()
        return (window, scrollView, content, delegate)
    }

    @Test func settingTheZoomScaleScalesTheViewAboutTheMiddleOfWhatShows() {
        let fixture = setUp()
        let (scrollView, content, delegate) = (fixture.scrollView, fixture.content, fixture.delegate)
        scrollView.zoomScale = 2
        #expect(content.transform == Transform(scaleX: 2, y: 2))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 800, height: 600))
        #expect(content.bounds.size == CGSize(width: 400, height: 300), "the bounds keep the view's own size")
        #expect(scrollView.contentSize == CGSize(width: 800, height: 600))
        // The point at the middle, (100, 100), is now at (200, 200) of the content.
        #expect(scrollView.contentOffset == CGPoint(x: 100, y: 100))
        #expect(delegate.calls == ["didZoom 2.0"])
    }

    @Test func theScaleStaysWithinTheLimitsAndTheOffsetWithinTheContent() {
        let fixture = setUp()
        defer { withExtendedLifetime(fixture) {} }
        let (scrollView, content) = (fixture.scrollView, fixture.content)
        scrollView.zoomScale = 10
        #expect(scrollView.zoomScale == 3)
        scrollView.zoomScale = 0.1
        #expect(scrollView.zoomScale == 0.5)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 200, height: 150))
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func withoutAViewForZoomingNothingZooms() {
        let fixture = setUp(zoomable: false)
        let (scrollView, content, delegate) = (fixture.scrollView, fixture.content, fixture.delegate)
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 1)
        #expect(content.transform == .identity)
        #expect(delegate.calls.isEmpty)
    }

    @Test func thePinchRecognizerExistsOnlyWhileZoomingIsPossible() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.maximumZoomScale = 2
        #expect(scrollView.pinchGestureRecognizer != nil)
        #expect(scrollView.gestureRecognizers?.contains { $0 === scrollView.pinchGestureRecognizer } == true)
        scrollView.maximumZoomScale = 1
        #expect(scrollView.pinchGestureRecognizer == nil)
    }

    @Test func zoomingToARectCentresIt() {
        let fixture = setUp()
        defer { withExtendedLifetime(fixture) {} }
        let scrollView = fixture.scrollView
        scrollView.zoom(to: CGRect(x: 100, y: 50, width: 100, height: 100), animated: false)
        #expect(scrollView.zoomScale == 2)
        // The rect's middle, (150, 100), at 2× is (300, 200): centred in the 200-point view.
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 100))
    }

    @Test func aPinchZoomsAboutTheFingersAndTellsTheDelegate() {
        let fixture = setUp()
        defer { withExtendedLifetime(fixture) {} }
        let (window, scrollView, delegate) = (fixture.window, fixture.scrollView, fixture.delegate)
        window.schedulePinch(around: CGPoint(x: 100, y: 100), from: 50, to: 100, duration: 0.5)
        window.eventLoop.runUntilIdle()
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentOffset == CGPoint(x: 100, y: 100), "the point under the fingers stayed under them")
        #expect(delegate.calls.first == "willBeginZooming")
        #expect(delegate.calls.last == "didEndZooming 2.0")
        #expect(delegate.calls.dropFirst().dropLast().allSatisfy { $0.hasPrefix("didZoom") })
        #expect(!scrollView.isZooming)
    }
}
