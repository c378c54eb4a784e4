import Testing
import UIKit

/// A label that highlights a link while a finger (or, on iPadOS, a pointer) is over it,
/// switching over every touch phase as link-label libraries do.
private final class LinkHighlightLabel: UILabel {
    var phases: [String] = []

    private func note(_ touch: UITouch) {
        switch touch.phase {
        case .began, .moved, .regionEntered, .regionMoved: phases.append("highlight \(touch.phase == .began ? "began" : "moved")")
        case .ended, .regionExited: phases.append("open link")
        case .stationary: phases.append("stationary")
        case .cancelled: phases.append("cancelled")
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touches.forEach(note) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { touches.forEach(note) }
}

/// `UITouch.Phase`, with the pointer's region phases of iPadOS: no finger touch is ever
/// in them, so a tap goes through `began` and `ended` only.
@MainActor
@Suite struct TouchPhaseTests {
    @Test func aTapGoesThroughTheFingerPhasesOnly() {
        let window = makeWindow(width: 100, height: 100)
        let label = LinkHighlightLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.text = "@easel"
        label.isUserInteractionEnabled = true
        window.addSubview(label)
        commit(window)
        window.scheduleTap(at: CGPoint(x: 20, y: 20))
        window.eventLoop.runUntilIdle()
        #expect(label.phases == ["highlight began", "open link"])
    }
}
