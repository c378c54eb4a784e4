import Testing
import UIKit

/// A screen whose root view draws, recording UIKit's callbacks in order.
final class JournalViewController: UIViewController {
    final class CanvasView: UIView {
        weak var journal: JournalViewController?

        override func layoutSubviews() {
            super.layoutSubviews()
            journal?.events.append("layoutSubviews")
        }

        override func draw(_ rect: CGRect) {
            journal?.events.append("draw \(Int(rect.width))x\(Int(rect.height))")
            UIColor.systemOrange.setFill()
            UIRectFill(rect)
        }
    }

    var events: [String] = []

    override func loadView() {
        let canvas = CanvasView()
        canvas.journal = self
        view = canvas
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("viewDidAppear")
    }
}

/// A view redrawn on every bounds change, as `contentMode = .redraw` asks.
final class RedrawingView: UIView {
    var drawnSizes: [CGSize] = []

    override func draw(_ rect: CGRect) {
        drawnSizes.append(bounds.size)
        UIColor.black.setFill()
        UIRectFill(rect)
    }
}

@MainActor
@Suite struct DrawRectLifecycleTests {
    @Test func theRootViewDrawsAfterLayoutAndBeforeViewDidAppear() {
        let window = makeWindow(width: 30, height: 20)
        let controller = JournalViewController()
        window.rootViewController = controller
        window.eventLoop.runUntilIdle()
        #expect(controller.events == ["viewDidLoad", "viewWillAppear", "layoutSubviews", "draw 30x20", "viewDidAppear"])
    }

    @Test func redrawModeRedrawsOnASizeChangeAndOtherModesDoNot() {
        let window = makeWindow()
        let redrawing = RedrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        redrawing.contentMode = .redraw
        let stretching = RedrawingView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        window.addSubview(redrawing)
        window.addSubview(stretching)
        commit(window)
        redrawing.frame.size = CGSize(width: 20, height: 10)
        stretching.frame.size = CGSize(width: 20, height: 10)
        commit(window)
        #expect(redrawing.drawnSizes == [CGSize(width: 10, height: 10), CGSize(width: 20, height: 10)])
        #expect(stretching.drawnSizes == [CGSize(width: 10, height: 10)])
    }
}
