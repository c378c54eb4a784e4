import Easel
import EaselGraphics
import Foundation
import Testing

/// The app leaving for the background and coming back: UIKit's sequence of delegate
/// callbacks and notifications, and no appearance callbacks on the way back.
@MainActor
@Suite struct ApplicationLifecycleTests {
    final class Recorder: NSObject, ApplicationDelegate {
        var calls: [String] = []
        func applicationWillResignActive(_ application: Application) { calls.append("willResignActive") }
        func applicationDidEnterBackground(_ application: Application) { calls.append("didEnterBackground") }
        func applicationWillEnterForeground(_ application: Application) { calls.append("willEnterForeground") }
        func applicationDidBecomeActive(_ application: Application) { calls.append("didBecomeActive") }
    }

    @Test func backgroundAndForegroundDoNotTouchTheVisibleController() {
        let application = Application.shared
        let recorder = Recorder()
        application.delegate = recorder
        defer { application.delegate = nil }
        let window = Window(size: CGSize(width: 100, height: 60))
        window.rootViewController = ColorController("Root")
        window.makeKeyAndVisible()
        window.eventLoop.runOnce()

        var states: [Application.State] = []
        let lines = trace(including: ["frame"]) {
            application.enterBackground()
            states.append(application.applicationState)
            window.eventLoop.run(for: 1)
            application.enterForeground()
            states.append(application.applicationState)
            window.eventLoop.run(for: 1)
        }
        #expect(lines == [
            "applicationWillResignActive",
            "applicationDidEnterBackground",
            "applicationWillEnterForeground",
            "applicationDidBecomeActive",
        ], "no frame, and returning to the foreground calls no viewWillAppear")
        #expect(states == [.background, .active])
        #expect(recorder.calls == ["willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive"])
    }

    @Test func theNotificationsArePostedAndRepeatedCallsDoNothing() {
        let application = Application.shared
        var names: [String] = []
        let center = NotificationCenter.default
        let observers = [Application.willResignActiveNotification, Application.didEnterBackgroundNotification,
                         Application.willEnterForegroundNotification, Application.didBecomeActiveNotification]
            .map { name in
                center.addObserver(forName: name, object: nil, queue: nil) { note in
                    let raw = note.name.rawValue
                    MainActor.assumeIsolated { names.append(raw) }
                }
            }
        defer { observers.forEach(center.removeObserver) }
        let lines = trace {
            application.enterForeground()
            application.enterBackground()
            application.enterBackground()
            application.enterForeground()
        }
        #expect(lines.count == 4)
        #expect(names == ["EaselApplicationWillResignActiveNotification",
                          "EaselApplicationDidEnterBackgroundNotification",
                          "EaselApplicationWillEnterForegroundNotification",
                          "EaselApplicationDidBecomeActiveNotification"])
        #expect(application.applicationState == .active)
    }
}
