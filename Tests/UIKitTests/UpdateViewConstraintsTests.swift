import Testing
import UIKit

/// A controller that batches its constraint changes in `updateViewConstraints()`.
final class ExpandingController: UIViewController {
    let box = UIView()
    private var height: NSLayoutConstraint!
    var isExpanded = false { didSet { view.setNeedsUpdateConstraints() } }
    var calls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        height = box.heightAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: view.topAnchor),
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 50),
            height,
        ])
    }

    override func updateViewConstraints() {
        calls += 1
        height.constant = isExpanded ? 100 : 40
        super.updateViewConstraints()
    }
}

@MainActor
@Suite struct UpdateViewConstraintsTests {
    @Test func theControllerUpdatesItsViewsConstraintsBeforeLayout() {
        let controller = ExpandingController()
        let window = UIWindow(size: CGSize(width: 200, height: 200), scale: 1)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.eventLoop.runOnce()
        #expect(controller.box.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        let first = controller.calls
        #expect(first >= 1)
        controller.isExpanded = true
        let events = Trace.capture { window.eventLoop.runOnce() }
        #expect(controller.calls == first + 1)
        #expect(controller.box.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
        // Super's implementation ran the view's updateConstraints: no "still need update" report.
        #expect(!events.contains { $0.event == "diagnostic" })
        #expect(events.contains { $0.event == "updateConstraints" && $0.view == controller.view.traceName })
    }
}
