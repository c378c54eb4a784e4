import Testing
import UIKit

/// `safeAreaInsetsDidChange()`, `layoutMarginsDidChange()` and the controller's
/// `viewSafeAreaInsetsDidChange()` / `viewLayoutMarginsDidChange()`: called when the
/// values change, before the next `layoutSubviews`, and not otherwise.
@MainActor
@Suite struct InsetChangeCallbackTests {
    final class RecordingView: UIView {
        var log: [String] = [] { didSet { if let last = log.last, log.count > oldValue.count { onCall?(last) } } }
        var onCall: ((String) -> Void)?
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            log.append("safeAreaInsetsDidChange \(safeAreaInsets.top)")
        }
        override func layoutMarginsDidChange() {
            super.layoutMarginsDidChange()
            log.append("layoutMarginsDidChange")
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            log.append("layoutSubviews")
        }
    }

    final class RecordingController: UIViewController {
        let recordingView = RecordingView()
        var log: [String] = []
        override func loadView() { view = recordingView }
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            log.append("viewSafeAreaInsetsDidChange")
        }
        override func viewLayoutMarginsDidChange() {
            super.viewLayoutMarginsDidChange()
            log.append("viewLayoutMarginsDidChange")
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            log.append("viewWillLayoutSubviews")
        }
    }

    @Test func theCallbacksComeBeforeTheLayoutThatFollowsAChange() {
        let controller = RecordingController()
        controller.recordingView.onCall = { controller.log.append("view." + $0) }
        _ = showOnIPhone16e(UINavigationController(rootViewController: controller))
        #expect(controller.recordingView.log == ["safeAreaInsetsDidChange 91.0", "layoutMarginsDidChange", "layoutSubviews"])
        // The view's callbacks and its controller's, interleaved as they were called.
        #expect(controller.log == ["view.safeAreaInsetsDidChange 91.0", "viewSafeAreaInsetsDidChange",
                                   "view.layoutMarginsDidChange", "viewLayoutMarginsDidChange",
                                   "viewWillLayoutSubviews", "view.layoutSubviews"])
    }

    @Test func aLayoutWithoutAChangeCallsNeither() {
        let controller = RecordingController()
        let window = showOnIPhone16e(UINavigationController(rootViewController: controller))
        controller.recordingView.log = []
        controller.view.setNeedsLayout()
        window.eventLoop.runOnce()
        #expect(controller.recordingView.log == ["layoutSubviews"])
    }

    @Test func hidingTheBarChangesTheSafeAreaOnce() {
        let controller = RecordingController()
        let navigation = UINavigationController(rootViewController: controller)
        let window = showOnIPhone16e(navigation)
        controller.recordingView.log = []
        navigation.setNavigationBarHidden(true, animated: false)
        window.eventLoop.runOnce()
        #expect(controller.recordingView.log.first == "safeAreaInsetsDidChange 47.0")
        #expect(controller.recordingView.log.filter { $0.hasPrefix("safeAreaInsetsDidChange") }.count == 1)
        #expect(controller.recordingView.log.last == "layoutSubviews")
    }

    @Test func settingTheMarginsCallsLayoutMarginsDidChangeBeforeTheLayout() {
        let window = makeWindow(width: 200, height: 100)
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(view)
        commit(window)
        #expect(view.log == ["layoutSubviews"])
        view.log = []
        view.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        commit(window)
        #expect(view.log == ["layoutMarginsDidChange", "layoutSubviews"])
    }

    @Test func theReadableContentGuideNarrowsTheMarginsToTheReadableWidth() {
        let window = makeWindow(width: 1024, height: 300)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.readableContentGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: window.readableContentGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: window.readableContentGuide.topAnchor),
        ])
        commit(window)
        // 672 points at the default text size, centred: (1024 − 672) / 2 from each edge.
        #expect(label.frame.minX == 176)
        #expect(label.frame.width == 672)
        #expect(window.readableContentGuide.layoutFrame.width == 672)

        let narrow = makeWindow(width: 320, height: 100)
        let guide = narrow.readableContentGuide
        commit(narrow)
        // Narrower than the readable width: the margins guide.
        #expect(guide.layoutFrame == narrow.layoutMarginsGuide.layoutFrame)
    }
}
