@testable import Easel
import Foundation
import Testing

/// Collisions with the reference bounds, boundaries and other items.
@MainActor
@Suite struct CollisionBehaviorTests {
    /// Logs a collision delegate's calls with the loop time.
    private final class ContactLog: NSObject, CollisionBehaviorDelegate {
        var entries: [String] = []
        let loop: EventLoop
        init(loop: EventLoop) { self.loop = loop }

        func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
                               withBoundaryIdentifier identifier: (any NSCopying)?, at point: CGPoint) {
            entries.append("began \(identifier.map { "\($0)" } ?? "bounds") at (\(point.x), \(point.y)) t=\(Int((loop.now * 60).rounded()))")
        }

        func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
                               withBoundaryIdentifier identifier: (any NSCopying)?) {
            entries.append("ended \(identifier.map { "\($0)" } ?? "bounds") t=\(Int((loop.now * 60).rounded()))")
        }

        func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem,
                               with item2: any DynamicItem, at point: CGPoint) {
            entries.append("began items t=\(Int((loop.now * 60).rounded()))")
        }
    }

    /// A 100 × 100 box at the top of a 200 × 400 window, falling under gravity, with a
    /// collision behaviour (told to a log) that the caller gives its boundaries.
    private func fallingBox(_ setUp: (CollisionBehavior) -> Void) -> (Window, View, DynamicAnimator, ContactLog) {
        let window = shownWindow(width: 200, height: 400)
        let box = plainView("box", CGRect(x: 50, y: 0, width: 100, height: 100))
        window.addSubview(box)
        let animator = DynamicAnimator(referenceView: window)
        let collision = CollisionBehavior(items: [box])
        setUp(collision)
        let log = ContactLog(loop: window.eventLoop)
        collision.collisionDelegate = log
        animator.addBehavior(GravityBehavior(items: [box]))
        animator.addBehavior(collision)
        return (window, box, animator, log)
    }

    @Test func aFallingViewStopsOnTheBottomEdgeAndStaysThere() {
        let (window, box, animator, log) = fallingBox { $0.translatesReferenceBoundsIntoBoundary = true }
        window.eventLoop.run(for: 1)
        #expect(box.frame == CGRect(x: 50, y: 300, width: 100, height: 100))
        window.eventLoop.run(for: 1)
        #expect(!animator.isRunning, "the animator (kept, as UIKit needs it kept) paused")
        #expect(box.frame == CGRect(x: 50, y: 300, width: 100, height: 100))
        // The box starts flush with the top edge: it touches it until its first step moves
        // it off. The 300-point fall takes √(2·300/1000) ≈ 0.775 s: the frame after 46/60 s.
        #expect(log.entries == ["began bounds at (100.0, 0.0) t=1", "ended bounds t=1", "began bounds at (100.0, 400.0) t=47"])
    }

    @Test func anElasticItemBouncesAndEndsTheContact() {
        let (window, box, animator, log) = fallingBox { $0.translatesReferenceBoundsIntoBoundary = true }
        let material = DynamicItemBehavior(items: [box])
        material.elasticity = 0.5
        animator.addBehavior(material)
        window.eventLoop.run(for: 50.0 / 60)
        #expect(material.linearVelocity(for: box).y < 0, "it bounced up")
        #expect(log.entries.dropFirst(2).prefix(2) == ["began bounds at (100.0, 400.0) t=47", "ended bounds t=47"], "it leaves the floor within the frame it hit it")
        #expect(animator.isRunning)
    }

    @Test func aSegmentBoundaryStopsAnItem() {
        let (window, box, animator, log) = fallingBox {
            $0.addBoundary(withIdentifier: "shelf" as NSString, from: CGPoint(x: 0, y: 250), to: CGPoint(x: 200, y: 250))
        }
        window.eventLoop.run(for: 2)
        #expect(box.frame == CGRect(x: 50, y: 150, width: 100, height: 100))
        #expect(log.entries.first?.hasPrefix("began shelf at (100.0, 250.0)") == true)
        #expect(!animator.isRunning)
    }

    @Test func boundariesAreNamedByEqualIdentifiers() {
        let collision = CollisionBehavior()
        collision.addBoundary(withIdentifier: "shelf" as NSString, from: CGPoint(x: 0, y: 250), to: CGPoint(x: 200, y: 250))
        collision.addBoundary(withIdentifier: "shelf" as NSString, from: CGPoint(x: 0, y: 200), to: CGPoint(x: 200, y: 200))
        #expect(collision.boundaryIdentifiers?.count == 1, "the same identifier replaces the boundary")
        #expect(collision.boundary(withIdentifier: "shelf" as NSString)?.bounds == CGRect(x: 0, y: 200, width: 200, height: 0))
        collision.removeBoundary(withIdentifier: "shelf" as NSString)
        #expect(collision.boundaryIdentifiers == nil)
        let (_, messages) = Diagnostics.collect {
            collision.addBoundary(withIdentifier: "bad" as NSString, from: CGPoint(x: CGFloat.nan, y: 0), to: .zero)
        }
        #expect(collision.boundaryIdentifiers == nil)
        #expect(messages.count == 1)
    }

    @Test func itemsStackOnEachOther() {
        let window = shownWindow(width: 200, height: 400)
        let lower = plainView("lower", CGRect(x: 50, y: 200, width: 100, height: 100))
        let upper = plainView("upper", CGRect(x: 50, y: 0, width: 100, height: 100))
        window.addSubview(lower)
        window.addSubview(upper)
        let animator = DynamicAnimator(referenceView: window)
        let collision = CollisionBehavior(items: [lower, upper])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(GravityBehavior(items: [lower, upper]))
        animator.addBehavior(collision)
        window.eventLoop.run(for: 3)
        #expect(lower.frame == CGRect(x: 50, y: 300, width: 100, height: 100))
        #expect(abs(upper.frame.minY - 200) < 0.5)
        #expect(upper.frame.minX == 50)
        #expect(!animator.isRunning)
    }
}
