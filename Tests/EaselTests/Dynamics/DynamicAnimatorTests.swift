@testable import Easel
import Foundation
import Testing

/// The animator's running and pausing, its items, and bad input.
@MainActor
@Suite struct DynamicAnimatorTests {
    private final class PauseLog: NSObject, DynamicAnimatorDelegate {
        var entries: [String] = []
        let loop: EventLoop
        init(loop: EventLoop) { self.loop = loop }
        func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {
            entries.append("resume t=\(Int((loop.now * 60).rounded()))")
        }
        func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {
            entries.append("pause t=\(Int((loop.now * 60).rounded())) running=\(animator.isRunning)")
        }
    }

    private func scene() -> (Window, View, DynamicAnimator, PauseLog) {
        let window = shownWindow(width: 200, height: 400)
        let box = plainView("box", CGRect(x: 50, y: 0, width: 100, height: 100))
        window.addSubview(box)
        let animator = DynamicAnimator(referenceView: window)
        let log = PauseLog(loop: window.eventLoop)
        animator.delegate = log
        return (window, box, animator, log)
    }

    @Test func theAnimatorPausesOnceEveryItemRestsAndResumesForANewBehavior() {
        let (window, box, animator, log) = scene()
        let collision = CollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(GravityBehavior(items: [box]))
        window.eventLoop.runUntilIdle()
        // Lands in the frame of 47/60 s with no speed left: after 15 still frames (0.25 s),
        // the one of 61/60 s, it pauses.
        #expect(log.entries == ["resume t=0", "pause t=61 running=false"])
        #expect(!animator.isRunning)
        #expect(box.frame.origin.y == 300)
        let push = PushBehavior(items: [box], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: -1)
        animator.addBehavior(push)
        #expect(animator.isRunning)
        #expect(log.entries.last == "resume t=61")
    }

    @Test func updateItemTakesTheItemsNewCentreAndResumes() {
        let (window, box, animator, log) = scene()
        animator.addBehavior(SnapBehavior(item: box, snapTo: CGPoint(x: 100, y: 50)))
        window.eventLoop.runUntilIdle()
        #expect(log.entries.count == 2)
        box.center = CGPoint(x: 100, y: 300)
        animator.updateItem(usingCurrentState: box)
        #expect(animator.isRunning)
        window.eventLoop.run(for: 1.0 / 60)
        #expect(box.center.y < 300, "the snap pulls from where the view now is")
    }

    @Test func removingAllBehaviorsLeavesTheItemsWhereTheyAre() {
        let (window, box, animator, _) = scene()
        animator.addBehavior(GravityBehavior(items: [box]))
        window.eventLoop.run(for: 0.1)
        let center = box.center
        animator.removeAllBehaviors()
        #expect(animator.behaviors.isEmpty)
        window.eventLoop.run(for: 0.1)
        #expect(box.center == center)
        #expect(!animator.isRunning, "with nothing to simulate the animator pauses at its next frame")
    }

    @Test func itemsInARectAreThoseWhoseFramesMeetIt() {
        let (_, box, animator, _) = scene()
        let other = plainView("other", CGRect(x: 0, y: 300, width: 10, height: 10))
        box.superview?.addSubview(other)
        animator.addBehavior(GravityBehavior(items: [box, other]))
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 200, height: 50)).map { $0 === box } == [true])
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 200, height: 400)).count == 2)
        #expect(animator.referenceView === box.superview)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func aBehaviorAddedTwiceIsIgnoredAndOneInAnotherAnimatorIsReported() {
        let (_, box, animator, log) = scene()
        let gravity = GravityBehavior(items: [box])
        animator.addBehavior(gravity)
        let (_, again) = Diagnostics.collect { animator.addBehavior(gravity) }
        #expect(again.isEmpty)
        #expect(animator.behaviors.count == 1)
        #expect(log.entries == ["resume t=0"])
        let other = DynamicAnimator(referenceView: box)
        let (_, messages) = Diagnostics.collect { other.addBehavior(gravity) }
        #expect(other.behaviors.isEmpty)
        #expect(gravity.dynamicAnimator === animator)
        #expect(messages.count == 1)
    }

    @Test func anItemOutsideTheReferenceViewIsReportedAndStillMoves() {
        let (window, _, animator, _) = scene()
        let stray = plainView("stray", CGRect(x: 0, y: 0, width: 10, height: 10))
        let gravity = GravityBehavior(items: [stray])
        let (_, messages) = Diagnostics.collect { animator.addBehavior(gravity) }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("is not a descendant of the reference view") == true)
        window.eventLoop.run(for: 0.1)
        #expect(stray.center.y > 5)
    }

    @Test func childBehaviorsActAndHearWhenTheyMove() {
        final class Composite: DynamicBehavior {
            var moves: [Bool] = []
            override func willMove(to dynamicAnimator: DynamicAnimator?) { moves.append(dynamicAnimator != nil) }
        }
        let (window, box, animator, _) = scene()
        let composite = Composite()
        let gravity = GravityBehavior(items: [box])
        composite.addChildBehavior(gravity)
        var actions = 0
        composite.action = { actions += 1 }
        animator.addBehavior(composite)
        #expect(gravity.dynamicAnimator === animator)
        window.eventLoop.run(for: 0.1)
        #expect(box.center.y > 50)
        #expect(actions == 7, "one action per frame: at 0, 1/60 … 6/60 s")
        animator.removeBehavior(composite)
        #expect(composite.moves == [true, false])
        #expect(gravity.dynamicAnimator == nil)
    }

    @Test func twoRunsGiveIdenticalFrames() throws {
        func run() throws -> [Data] {
            let window = shownWindow(width: 120, height: 120)
            let sink = InMemoryFrameSink()
            window.frameSink = sink
            let ball = SolidView(id: "ball", frame: CGRect(x: 10, y: 0, width: 30, height: 30))
            let block = SolidView(id: "block", frame: CGRect(x: 30, y: 60, width: 40, height: 20), color: Color(red: 0, green: 0, blue: 1))
            window.addSubview(ball)
            window.addSubview(block)
            let animator = DynamicAnimator(referenceView: window)
            let collision = CollisionBehavior(items: [ball, block])
            collision.translatesReferenceBoundsIntoBoundary = true
            let material = DynamicItemBehavior(items: [ball])
            material.elasticity = 0.6
            material.addAngularVelocity(2, for: ball)
            let anchor = AttachmentBehavior(item: block, attachedToAnchor: CGPoint(x: 60, y: 40))
            anchor.frequency = 2
            anchor.damping = 0.3
            [GravityBehavior(items: [ball, block]), collision, material, anchor].forEach(animator.addBehavior)
            window.eventLoop.run(for: 1.5)
            return try sink.frames.map { try #require($0.image.pngData()) }
        }
        let first = try run(), second = try run()
        #expect(first.count == 91)
        #expect(first == second)
        #expect(Set(first).count > 30, "the scene moved")
    }
}
