import Foundation

/// One row of the velocity solver: it drives the relative velocity of two bodies (or a
/// body and the fixed world) along `axis` towards what a joint, snap or contact wants,
/// by sequential impulses, as Box2D (which UIKit Dynamics is built on) solves its
/// joints and contacts.
///
/// Requires `axis` to be a unit vector pointing the way an impulse pushes `first`.
/// Guarantees that after `solve()` the accumulated impulse lies in `lowerBound ...
/// upperBound` (or within `frictionLimit` × the impulse of the contact row it
/// follows).
@MainActor
struct DynamicConstraint {
    let first: DynamicBody
    let second: DynamicBody?
    let firstArm: CGVector
    let secondArm: CGVector
    let axis: CGVector
    /// The velocity error to remove: the row solves `J·v + bias + softness·impulse = 0`.
    let bias: CGFloat
    let softness: CGFloat
    let effectiveMass: CGFloat
    var lowerBound: CGFloat = -.infinity
    var upperBound: CGFloat = .infinity
    /// For a friction row: the coefficient, and the index of its contact's normal row.
    var frictionLimit: (coefficient: CGFloat, normalRow: Int)?
    private(set) var impulse: CGFloat = 0

    /// The error-correcting factor of rigid rows per step (Baumgarte stabilisation).
    static let rigidCorrection: CGFloat = 0.2

    /// A row for the position error `error` (the distance the constraint is off, in
    /// points, positive where an impulse along `-axis` fixes it): rigid when
    /// `frequency` is 0, else a damped spring of that frequency (Hz) and damping ratio,
    /// Box2D's soft constraint.
    init(first: DynamicBody, firstArm: CGVector = CGVector(dx: 0, dy: 0),
         second: DynamicBody?, secondArm: CGVector = CGVector(dx: 0, dy: 0),
         axis: CGVector, error: CGFloat, frequency: CGFloat, damping: CGFloat, step: CGFloat) {
        self.first = first
        self.second = second
        self.firstArm = firstArm
        self.secondArm = secondArm
        self.axis = axis
        let inverse = Self.inverseEffectiveMass(first, firstArm, second, secondArm, axis)
        if frequency > 0, inverse > 0 {
            let mass = 1 / inverse
            let omega = 2 * .pi * frequency
            let stiffness = mass * omega * omega
            let dampingCoefficient = 2 * mass * damping * omega
            let gamma = step * (dampingCoefficient + step * stiffness)
            softness = gamma > 0 ? 1 / gamma : 0
            bias = error * step * stiffness * softness
            effectiveMass = 1 / (inverse + softness)
        } else {
            softness = 0
            bias = Self.rigidCorrection * error / step
            effectiveMass = inverse > 0 ? 1 / inverse : 0
        }
    }

    /// A row that makes the relative velocity along `axis` at least `-bias`
    /// (a contact: the impulse only pushes), or exactly 0 within friction limits.
    init(contactBetween first: DynamicBody, and second: DynamicBody?, axis: CGVector, bias: CGFloat) {
        self.first = first
        self.second = second
        firstArm = CGVector(dx: 0, dy: 0)
        secondArm = CGVector(dx: 0, dy: 0)
        self.axis = axis
        self.bias = bias
        softness = 0
        let inverse = Self.inverseEffectiveMass(first, firstArm, second, secondArm, axis)
        effectiveMass = inverse > 0 ? 1 / inverse : 0
        lowerBound = 0
    }

    private static func inverseEffectiveMass(_ first: DynamicBody, _ firstArm: CGVector,
                                             _ second: DynamicBody?, _ secondArm: CGVector, _ axis: CGVector) -> CGFloat {
        func share(_ body: DynamicBody?, _ arm: CGVector) -> CGFloat {
            guard let body else { return 0 }
            let cross = arm.dx * axis.dy - arm.dy * axis.dx
            return body.inverseMass + body.inverseInertia * cross * cross
        }
        return share(first, firstArm) + share(second, secondArm)
    }

    /// The relative velocity along the axis.
    var relativeVelocity: CGFloat {
        let a = first.velocity(at: firstArm)
        let b = second?.velocity(at: secondArm) ?? CGVector(dx: 0, dy: 0)
        return (a.dx - b.dx) * axis.dx + (a.dy - b.dy) * axis.dy
    }

    /// One sequential-impulse iteration; a friction row is given its contact's normal impulse.
    mutating func solve(normalImpulse: CGFloat?) {
        guard effectiveMass > 0 else { return }
        var lower = lowerBound, upper = upperBound
        if let frictionLimit, let normalImpulse {
            upper = frictionLimit.coefficient * normalImpulse
            lower = -upper
        }
        let change = -effectiveMass * (relativeVelocity + bias + softness * impulse)
        let previous = impulse
        impulse = min(max(previous + change, lower), upper)
        let applied = impulse - previous
        guard applied != 0 else { return }
        first.apply(impulse: CGVector(dx: axis.dx * applied, dy: axis.dy * applied), at: firstArm)
        second?.apply(impulse: CGVector(dx: -axis.dx * applied, dy: -axis.dy * applied), at: secondArm)
    }
}
