import Foundation

/// `animate`: a list of changes made in an animation block, with the block's
/// `duration`, `delay`, `curve`, or a spring's `damping` and `velocity`, as
/// `UIView.animate(withDuration:delay:[usingSpringWithDamping:initialSpringVelocity:]options:animations:)`
/// takes them.
extension EventActionSpec {
    static let animation: [EventActionSpec] = [
        EventActionSpec(key: "animate",
                        parameters: ["duration", "delay", "curve", "damping", "velocity"] + SceneDecoder.layerAnimationKeys) {
            decoder, fields, target in
            if let layer = decoder.layerTarget(target) { return decoder.layerAnimation(layer, fields) }
            for key in SceneDecoder.layerAnimationKeys where !["duration", "delay"].contains(key) && fields.has(key) {
                decoder.report(.unknownKey(key, suggestion: nil), at: fields.keyLocation(key), fields.path.appending(key))
            }
            let changes = decoder.changes(target.node, target.path)
            let duration = decoder.number("duration", of: fields, .seconds)
            let delay = decoder.number("delay", of: fields, .seconds, default: 0)
            let curve = fields.value("curve").map { value in
                decoder.name(value.node, value.path, category: "animation curve",
                             SceneAnimation.Curve.allCases.map { ($0.rawValue, $0) })
            } ?? .easeInOut
            let spring = decoder.spring(in: fields)
            guard SceneDecoder.layerAnimationKeys.allSatisfy({ ["duration", "delay"].contains($0) || !fields.has($0) }),
                  let changes, decoder.refuseLayerChanges(changes, in: target), let duration, let delay, let curve,
                  let spring else { return nil }
            return .animate(SceneAnimation(duration: Double(duration), delay: Double(delay), curve: curve,
                                           spring: spring.damping.map { .init(damping: $0, velocity: spring.velocity) },
                                           changes: changes))
        },
        EventActionSpec(key: "transaction", parameters: ["disableActions", "duration"]) { decoder, fields, target in
            let changes = decoder.changes(target.node, target.path)
            let disable = fields.value("disableActions").map { decoder.bool($0.node, $0.path) } ?? false
            let duration = fields.value("duration").map { decoder.number($0.node, $0.path, .positiveSeconds) }
            guard let changes, let disable, duration ?? 0 != nil else { return nil }
            return .transaction(SceneTransaction(disableActions: disable, duration: (duration ?? nil).map(Double.init),
                                                 changes: changes))
        },
    ]
}

extension SceneDecoder {
    /// `damping` (0…1) and `velocity` (default 0): a spring; `velocity` alone is
    /// reported, as is a `curve` given with a spring (a spring has its own timing).
    /// `nil` after a problem; a `nil` damping for no spring.
    fileprivate func spring(in fields: Fields) -> (damping: CGFloat?, velocity: CGFloat)? {
        if fields.has("curve"), fields.has("damping") {
            report(.conflictingKeys("curve", "damping"), at: fields.keyLocation("damping"), fields.path.appending("damping"))
            return nil
        }
        if fields.has("velocity"), !fields.has("damping") {
            report(.missingKey(["damping"]), at: fields.keyLocation("velocity"), fields.path.appending("velocity"))
            return nil
        }
        guard let value = fields.value("damping") else { return (nil, 0) }
        let damping = number(value.node, value.path, .unit)
        let velocity = number("velocity", of: fields, .any, default: 0)
        guard let damping, let velocity else { return nil }
        return (damping, velocity)
    }
}
