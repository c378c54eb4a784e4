import Testing
import UIKit

/// A screen that hides its content behind a shield while the app is in the
/// background, so the app switcher's snapshot shows nothing private.
final class PrivacyShieldViewController: UIViewController {
    let shield = UIView()
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGreen
        shield.backgroundColor = .black
        shield.isHidden = true
        shield.frame = view.bounds
        shield.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(shield)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let center = NotificationCenter.default
        observers = [
            center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.shield.isHidden = false }
            },
            center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.shield.isHidden = true }
            },
        ]
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }
}

/// An app delegate that counts the app's trips to the background.
final class CountingAppDelegate: NSObject, UIApplicationDelegate {
    private(set) var backgroundTrips = 0

    func applicationDidEnterBackground(_ application: UIApplication) {
        backgroundTrips += 1
    }
}

@MainActor
@Suite(.serialized) struct PrivacyShieldTests {
    @Test func theShieldCoversTheScreenOnlyWhileInTheBackground() throws {
        let window = makeWindow(width: 30, height: 30)
        let delegate = CountingAppDelegate()
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        window.rootViewController = PrivacyShieldViewController()
        commit(window)
        #expect(pixel(try frameImage(of: window), 15, 15) == UIColor.systemGreen.pixel)
        sendToBackground()
        #expect(UIApplication.shared.applicationState == .background)
        commit(window)
        #expect(pixel(try frameImage(of: window), 15, 15) == .black)
        #expect(pixel(try frameImage(of: window), 29, 29) == .black)
        returnToForeground()
        #expect(UIApplication.shared.applicationState == .active)
        commit(window)
        #expect(pixel(try frameImage(of: window), 15, 15) == UIColor.systemGreen.pixel)
        #expect(delegate.backgroundTrips == 1)
        window.rootViewController = nil
    }
}
