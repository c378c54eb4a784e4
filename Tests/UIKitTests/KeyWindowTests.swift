import Testing
import UIKit

/// A window that logs when it gains and loses key status, as iOS windows override
/// `becomeKey()` and `resignKey()`.
private final class LoggingWindow: UIWindow {
    var log: [String] = []

    override func becomeKey() { log.append("becomeKey") }
    override func resignKey() { log.append("resignKey") }
}

/// Counts the key-window notifications posted for the windows it watches.
@MainActor
private final class KeyNotificationCounter {
    var became = 0
    var resigned = 0

    func watch(_ window: UIWindow) {
        NotificationCenter.default.addObserver(self, selector: KeyNotificationCounter.didBecomeKey,
                                               name: UIWindow.didBecomeKeyNotification, object: window)
        NotificationCenter.default.addObserver(self, selector: KeyNotificationCounter.didResignKey,
                                               name: UIWindow.didResignKeyNotification, object: window)
    }

    func didBecomeKey() { became += 1 }
    func didResignKey() { resigned += 1 }
}

/// `makeKey()` makes a window key without showing it; when the key window changes, the
/// old one is told `resignKey()` and the new one `becomeKey()`, each followed by its
/// notification.
@MainActor @Suite struct KeyWindowTests {
    @Test func makeKeyMovesKeyStatusWithoutShowingTheWindow() {
        let first = LoggingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = LoggingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let counter = KeyNotificationCounter()
        counter.watch(first)
        counter.watch(second)
        first.makeKeyAndVisible()
        #expect(first.isKeyWindow && first.log == ["becomeKey"])
        second.makeKey()
        #expect(second.isKeyWindow && !first.isKeyWindow)
        #expect(second.isHidden, "makeKey() does not show the window")
        #expect(first.log == ["becomeKey", "resignKey"] && second.log == ["becomeKey"])
        second.makeKey()
        #expect(second.log == ["becomeKey"], "a window already key is told nothing")
        #expect(counter.became == 2 && counter.resigned == 1)
        NotificationCenter.default.removeObserver(counter)
    }
}
