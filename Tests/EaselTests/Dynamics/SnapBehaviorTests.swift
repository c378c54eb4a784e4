@testable import Easel
import Foundation
import Testing

/// Snaps pull an item's centre to a point and settle there.
@MainActor
@Suite struct SnapBehaviorTests {
    @Test func aSnapConvergesToItsPointAndThenTheAnimatorPauses() {
        let window = shownWindow(width: 400, height: 400)
        let box = plainView("box", CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(box)
        let animator = DynamicAnimator(referenceView: window)
        let snap = SnapBehavior(item: box, snapTo: CGPoint(x: 300, y: 200))
        #expect(snap.damping == 0.5)
        animator.addBehavior(snap)
        window.eventLoop.run(for: 0.1)
        #expect(box.center.x > 20 && box.center.x < 300)
        window.eventLoop.runUntilIdle()
        #expect(!animator.isRunning)
        #expect(abs(box.center.x - 300) < 0.01 && abs(box.center.y - 200) < 0.01)
        #expect(box.transform == .identity, "a snap does not turn the item")
    }

    @Test func aDampingOutsideZeroToOneIsReportedAndClamped() {
        let box = plainView("box", CGRect(x: 0, y: 0, width: 40, height: 40))
        let snap = SnapBehavior(item: box, snapTo: .zero)
        let (_, messages) = Diagnostics.collect { snap.damping = 3 }
        #expect(snap.damping == 1)
        #expect(messages.count == 1)
    }
}
