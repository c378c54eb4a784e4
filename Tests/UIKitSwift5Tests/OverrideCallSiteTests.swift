import Testing
import UIKit

/// A view whose overrides record what UIKit calls on it, and that answers for touches
/// 20 points beyond its bounds, as enlarged tap targets do.
private final class TouchTargetView: UIView, OverrideRecording {
    var calls: [String] = []
    var fixedSize: CGSize?

    override var intrinsicContentSize: CGSize { fixedSize ?? super.intrinsicContentSize }
    override func setNeedsLayout() { record(); super.setNeedsLayout() }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(); super.touchesBegan(touches, with: event) }
}

/// A button that logs each action it sends and can hold them back, as analytics and
/// debouncing subclasses do by overriding `sendAction(_:)`.
private final class LoggingButton: UIButton, OverrideRecording {
    var calls: [String] = []
    var sent: [String] = []
    var holdsActions = false

    override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { record() } } }
    override func sendAction(_ action: UIAction) {
        sent.append(action.title)
        if !holdsActions { super.sendAction(action) }
    }
}

/// A layer that records the animations added to it.
private final class AnimationLog: CALayer {
    var keys: [String?] = []
    override func add(_ anim: CAAnimation, forKey key: String?) {
        keys.append(key)
        super.add(anim, forKey: key)
    }
}

/// Overrides are called where UIKit calls them: the marks, hit tests, Auto Layout
/// queries, control actions and layer animations that Easel makes internally go
/// through the overridable members.
@MainActor @Suite struct OverrideCallSiteTests {
    private func window() -> UIWindow {
        let window = UIWindow(size: CGSize(width: 200, height: 200), scale: 1)
        window.makeKeyAndVisible()
        return window
    }

    @Test func addingASubviewMarksTheReceiverThroughItsSetNeedsLayout() {
        let container = TouchTargetView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(container.calls == ["setNeedsLayout()"])
    }

    @Test func anIntrinsicContentSizeOverrideSizesTheViewUnderAutoLayout() {
        let window = window()
        let view = TouchTargetView()
        view.fixedSize = CGSize(width: 50, height: 20)
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        ])
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
    }

    @Test func aPointInsideOverrideTakesTouchesBeyondTheBounds() {
        let window = window()
        let view = TouchTargetView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        window.addSubview(view)
        window.eventLoop.runOnce()
        window.scheduleTap(at: CGPoint(x: 100, y: 100), time: window.eventLoop.now + 0.1)
        window.eventLoop.runUntilIdle()
        #expect(view.calls.contains("touchesBegan(_:with:)"))
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === view)
        #expect(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === window)
    }

    @Test func aTapSendsItsActionThroughTheSendActionOverride() {
        let window = window()
        let button = LoggingButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        var taps = 0
        button.addAction(UIAction(title: "buy") { _ in taps += 1 }, for: .touchUpInside)
        window.addSubview(button)
        window.eventLoop.runOnce()
        window.scheduleTap(at: CGPoint(x: 50, y: 22), time: window.eventLoop.now + 0.1)
        window.eventLoop.runUntilIdle()
        #expect(button.sent == ["buy"] && taps == 1)
        #expect(button.calls == ["isHighlighted", "isHighlighted"])
        button.holdsActions = true
        window.scheduleTap(at: CGPoint(x: 50, y: 22), time: window.eventLoop.now + 0.1)
        window.eventLoop.runUntilIdle()
        #expect(button.sent == ["buy", "buy"] && taps == 1)
    }

    @Test func anImplicitAnimationIsAddedThroughTheLayersAddOverride() {
        let window = window()
        let layer = AnimationLog()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        window.layer.addSublayer(layer)
        window.eventLoop.runOnce()
        layer.opacity = 0.5
        window.eventLoop.runOnce()
        #expect(layer.keys == ["opacity"])
    }

    @Test func aFrameIntervalOfTwoCallsBackAtEveryOtherFrame() {
        let window = window()
        var everyFrame = 0, everyOther = 0, thirtyPerSecond = 0
        let first = CADisplayLink { _ in everyFrame += 1 }
        let second = CADisplayLink { _ in everyOther += 1 }
        second.frameInterval = 2
        let third = CADisplayLink { _ in thirtyPerSecond += 1 }
        third.preferredFramesPerSecond = 30
        for link in [first, second, third] { link.add(to: window.eventLoop) }
        window.eventLoop.run(for: 1)
        for link in [first, second, third] { link.invalidate() }
        #expect(second.frameInterval == 2)
        #expect(everyOther == thirtyPerSecond && everyOther == (everyFrame + 1) / 2)
    }
}
