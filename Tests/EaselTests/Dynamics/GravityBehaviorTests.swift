@testable import Easel
import Foundation
import Testing

/// Gravity in UIKit's units: magnitude 1 is 1,000 points/s², whatever the mass.
@MainActor
@Suite struct GravityBehaviorTests {
    /// A 100 × 100 view centred at (50, 50) in a tall window, with an animator.
    private func fallingBox(width: CGFloat = 100) -> (Window, View, DynamicAnimator) {
        let window = shownWindow(width: 400, height: 4000)
        let box = plainView("box", CGRect(x: 0, y: 0, width: width, height: 100))
        window.addSubview(box)
        return (window, box, DynamicAnimator(referenceView: window))
    }

    /// The fall after n steps of h = 1/240 s of semi-implicit Euler (velocity first,
    /// then position, as Box2D steps) is a·h²·n(n+1)/2: ½·a·t² plus the scheme's ½·a·h·t.
    private func eulerFall(acceleration: CGFloat, steps: Int) -> CGFloat {
        let h = 1.0 / 240
        return acceleration * h * h * CGFloat(steps * (steps + 1) / 2)
    }

    @Test func aSecondOfGravityFallsHalfOfAThousandPointsPerSecondSquaredTimesOneSecondSquared() {
        let (window, box, animator) = fallingBox()
        animator.addBehavior(GravityBehavior(items: [box]))
        window.eventLoop.run(for: 1)
        // 240 steps: ½·1000·1² = 500 points, plus ½·1000·(1/240)·1 ≈ 2.083 of Euler's step.
        #expect(abs(box.center.y - 50 - eulerFall(acceleration: 1000, steps: 240)) < 1e-9)
        #expect(abs(eulerFall(acceleration: 1000, steps: 240) - 502.0833333333333) < 1e-9)
        #expect(box.center.x == 50)
        #expect(animator.elapsedTime == 1)
        #expect(animator.isRunning)
    }

    @Test func gravityIsTheSameForAHeavierItem() {
        let (window, box, animator) = fallingBox(width: 300)
        let gravity = GravityBehavior(items: [box])
        gravity.setAngle(.pi / 2, magnitude: 0.5)
        animator.addBehavior(gravity)
        window.eventLoop.run(for: 0.5)
        #expect(abs(box.center.y - 50 - eulerFall(acceleration: 500, steps: 120)) < 1e-9)
    }

    @Test func directionAngleAndMagnitudeAreOneVector() {
        let gravity = GravityBehavior()
        #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
        #expect(gravity.magnitude == 1)
        #expect(gravity.angle == .pi / 2)
        gravity.gravityDirection = CGVector(dx: 3, dy: 4)
        #expect(gravity.magnitude == 5)
        gravity.magnitude = 10
        #expect(abs(gravity.gravityDirection.dx - 6) < 1e-12 && abs(gravity.gravityDirection.dy - 8) < 1e-12)
    }

    @Test func aMagnitudeThatIsNotANumberIsReportedAndTheOldGravityKept() {
        let gravity = GravityBehavior()
        let (_, messages) = Diagnostics.collect { gravity.magnitude = .nan }
        #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("UIGravityBehavior: gravityDirection") == true)
    }
}
