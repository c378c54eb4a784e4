import Foundation

/// The physics a dynamic animator runs: bodies for the items of its behaviours,
/// advanced in fixed steps of 1/240 s.
///
/// Each step is Box2D's (the engine UIKit Dynamics is built on): forces change
/// velocities (semi-implicit Euler), joints, snaps and contacts correct them by
/// sequential impulses, velocities move positions, and overlaps are pushed apart.
/// Positions follow UIKit's documented units and forces (gravity, push, density,
/// spring frequency and damping), not iOS's exact trajectories, which Apple does not
/// document. The same items and behaviours give the same positions, bit for bit.
@MainActor
final class DynamicSimulation {
    /// The simulation's step: four per frame at 60 Hz.
    static let stepDuration: TimeInterval = 1.0 / 240
    /// Sequential-impulse passes per step.
    static let solverIterations = 10

    /// Bodies in the order their items first appeared in the behaviours.
    private(set) var bodies: [DynamicBody] = []
    private var bodiesByItem: [ObjectIdentifier: DynamicBody] = [:]
    /// The reference view's bounds, or the collection view's content, for collisions.
    var referenceBounds: CGRect?
    /// What to tell delegates once the frame is written back.
    private var notifications: [() -> Void] = []

    func body(for item: any DynamicItem) -> DynamicBody? {
        bodiesByItem[ObjectIdentifier(item)]
    }

    /// Makes bodies for items that joined the behaviours (from their current state) and
    /// drops those of items that left; returns the items that joined.
    @discardableResult
    func synchronize(with behaviors: [DynamicBehavior]) -> [any DynamicItem] {
        var seen: Set<ObjectIdentifier> = []
        var kept: [DynamicBody] = []
        var joined: [any DynamicItem] = []
        for behavior in behaviors {
            for item in behavior.dynamicItems where seen.insert(ObjectIdentifier(item)).inserted {
                if let body = bodiesByItem[ObjectIdentifier(item)] {
                    kept.append(body)
                } else {
                    kept.append(DynamicBody(item: item))
                    joined.append(item)
                }
            }
        }
        bodies = kept
        bodiesByItem = Dictionary(uniqueKeysWithValues: kept.map { (ObjectIdentifier($0.item), $0) })
        return joined
    }

    /// Queues a delegate call for after the frame.
    func notify(_ notification: @escaping () -> Void) {
        notifications.append(notification)
    }

    /// The delegate calls queued since the last time, in order.
    func takeNotifications() -> [() -> Void] {
        defer { notifications = [] }
        return notifications
    }

    /// Advances every body by one step of `behaviors` (the animator's, flattened).
    func step(_ behaviors: [DynamicBehavior]) {
        let step = CGFloat(Self.stepDuration)
        for body in bodies { body.resetMaterial() }
        for behavior in behaviors { behavior.applyMaterial(in: self) }
        for behavior in behaviors { behavior.applyForces(in: self, step: step) }
        for body in bodies {
            if body.isAnchored {
                body.velocity = CGVector(dx: 0, dy: 0)
                body.angularVelocity = 0
            }
            // Box2D's damping: stable for any resistance.
            body.velocity.dx /= 1 + step * body.resistance
            body.velocity.dy /= 1 + step * body.resistance
            body.angularVelocity /= 1 + step * body.angularResistance
        }
        var rows = behaviors.flatMap { $0.constraints(in: self, step: step) }
        for _ in 0..<Self.solverIterations {
            for index in rows.indices {
                let normal = rows[index].frictionLimit.map { rows[$0.normalRow].impulse }
                rows[index].solve(normalImpulse: normal)
            }
        }
        for body in bodies where !body.isAnchored {
            body.position.x += body.velocity.dx * step
            body.position.y += body.velocity.dy * step
            body.angle += body.angularVelocity * step
        }
        for behavior in behaviors { behavior.separate(in: self) }
    }

    /// The linear (points/s) and angular (radians/s) speeds under which a body counts
    /// as still, and how long every body must stay still for the animator to pause
    /// (Box2D's sleep rule).
    static let restSpeed: CGFloat = 0.1
    static let restAngularSpeed: CGFloat = 0.01
    static let restDuration: TimeInterval = 0.25

    /// Counts how long each body has been still after `duration` seconds; whether all
    /// have been for `restDuration`.
    func isAtRest(after duration: TimeInterval) -> Bool {
        var resting = true
        for body in bodies {
            let still = body.isAnchored
                || (hypot(body.velocity.dx, body.velocity.dy) < Self.restSpeed && abs(body.angularVelocity) < Self.restAngularSpeed)
            body.restTime = still ? body.restTime + duration : 0
            resting = resting && body.restTime >= Self.restDuration - 1e-9
        }
        return resting
    }

    /// Stops every body, as Box2D does when its bodies sleep.
    func stopAll() {
        for body in bodies {
            body.velocity = CGVector(dx: 0, dy: 0)
            body.angularVelocity = 0
            body.restTime = 0
        }
    }
}
