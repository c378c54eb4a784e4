@testable import Easel
import Foundation
import Testing

/// Attachments: rigid links keep their length, springs oscillate about it.
@MainActor
@Suite struct AttachmentBehaviorTests {
    private func scene() -> (Window, View, DynamicAnimator) {
        let window = shownWindow(width: 400, height: 400)
        let box = plainView("box", CGRect(x: 250, y: 150, width: 20, height: 20))
        window.addSubview(box)
        return (window, box, DynamicAnimator(referenceView: window))
    }

    @Test func aRigidAttachmentHoldsItsLengthAsTheItemSwings() {
        let (window, box, animator) = scene()
        let anchor = CGPoint(x: 160, y: 160)
        let link = AttachmentBehavior(item: box, attachedToAnchor: anchor)
        #expect(link.length == 100)
        #expect(link.attachedBehaviorType == .anchor)
        #expect(link.items.count == 1)
        animator.addBehavior(link)
        animator.addBehavior(GravityBehavior(items: [box]))
        var lengths: [CGFloat] = [], lowest: CGFloat = 0
        for _ in 0..<60 {
            window.eventLoop.run(for: 1.0 / 60)
            lengths.append(hypot(box.center.x - anchor.x, box.center.y - anchor.y))
            lowest = max(lowest, box.center.y)
        }
        #expect(lengths.allSatisfy { abs($0 - 100) < 0.5 }, "\(lengths.max()!) … \(lengths.min()!)")
        #expect(lowest > 259, "the pendulum swung through its lowest point, 100 points under the anchor")
        #expect(animator.isRunning)
    }

    @Test func aSpringAttachmentSettlesAtItsLengthUnderNoForce() {
        let (window, box, animator) = scene()
        let link = AttachmentBehavior(item: box, attachedToAnchor: CGPoint(x: 260, y: 160))
        link.frequency = 2
        link.damping = 0.5
        #expect(link.length == 0)
        animator.addBehavior(link)
        box.center = CGPoint(x: 300, y: 160)
        animator.updateItem(usingCurrentState: box)
        window.eventLoop.run(for: 0.1)
        #expect(box.center.x < 300 && box.center.x > 260, "the spring pulls back")
        window.eventLoop.runUntilIdle()
        #expect(!animator.isRunning)
        #expect(abs(box.center.x - 260) < 0.01 && abs(box.center.y - 160) < 0.01)
    }

    @Test func twoAttachedItemsKeepTheirDistance() {
        let (window, box, animator) = scene()
        let other = plainView("other", CGRect(x: 150, y: 150, width: 20, height: 20))
        window.addSubview(other)
        let link = AttachmentBehavior(item: box, attachedTo: other)
        #expect(link.attachedBehaviorType == .items)
        #expect(link.length == 100)
        let push = PushBehavior(items: [box], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 0.04)
        animator.addBehavior(link)
        animator.addBehavior(push)
        window.eventLoop.run(for: 1)
        #expect(abs(hypot(box.center.x - other.center.x, box.center.y - other.center.y) - 100) < 0.5)
        #expect(other.center.y > 160, "the push on one item moves the other")
    }
}
