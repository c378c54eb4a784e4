@testable import Easel
import Foundation
import Testing

/// Pushes in UIKit's units: magnitude 1 on a 100 × 100 item of density 1 is 100
/// points/s (instantaneous) or 100 points/s² (continuous).
@MainActor
@Suite struct PushBehaviorTests {
    private func box(density: CGFloat = 1) -> (Window, View, DynamicAnimator, DynamicItemBehavior) {
        let window = shownWindow(width: 1000, height: 200)
        let box = plainView("box", CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        let animator = DynamicAnimator(referenceView: window)
        let material = DynamicItemBehavior(items: [box])
        material.density = density
        animator.addBehavior(material)
        return (window, box, animator, material)
    }

    @Test(arguments: [(1.0, 100.0), (2.0, 50.0), (0.5, 200.0)])
    func anInstantaneousPushGivesAHundredPointsPerSecondPerUnitOfMass(density: CGFloat, speed: CGFloat) {
        let (window, box, animator, material) = box(density: density)
        let push = PushBehavior(items: [box], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        animator.addBehavior(push)
        window.eventLoop.run(for: 1.0 / 60)
        #expect(abs(material.linearVelocity(for: box).x - speed) < 1e-12)
        #expect(material.linearVelocity(for: box).y == 0)
        #expect(push.active == false, "an instantaneous push turns itself off")
        window.eventLoop.run(for: 59.0 / 60)
        // One second at the given speed, in 240 steps.
        #expect(abs(box.center.x - 50 - speed) < 1e-9)
        #expect(abs(material.linearVelocity(for: box).x - speed) < 1e-12, "nothing slows it")
    }

    @Test func aContinuousPushAcceleratesAHundredPointsPerSecondSquared() {
        let (window, box, animator, material) = box()
        let push = PushBehavior(items: [box], mode: .continuous)
        push.setAngle(0, magnitude: 1)
        animator.addBehavior(push)
        window.eventLoop.run(for: 1)
        #expect(abs(material.linearVelocity(for: box).x - 100) < 1e-9)
        // Semi-implicit Euler: a·h²·n(n+1)/2 for n = 240 steps.
        #expect(abs(box.center.x - 50 - 100.0 / 240 / 240 * 240 * 241 / 2) < 1e-9)
        #expect(push.active)
    }

    @Test func aPushOffTheCentreTurnsTheItem() {
        let (window, box, animator, material) = box()
        let push = PushBehavior(items: [box], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 1)
        push.setTargetOffsetFromCenter(Offset(horizontal: 50, vertical: 0), for: box)
        animator.addBehavior(push)
        window.eventLoop.run(for: 1.0 / 60)
        // Angular impulse 50 × 100 over the inertia of 1 × (100² + 100²)/12.
        #expect(abs(material.angularVelocity(for: box) - 5000 / (20_000.0 / 12)) < 1e-9)
        #expect(box.transform.b > 0, "the view turned clockwise")
    }
}
