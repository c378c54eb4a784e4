import Easel
import Foundation

/// `animate` events on layers, through `Layer.add(_:forKey:)`, and `transaction`
/// events, through `Transaction`.
extension SceneStage {
    /// Adds the animation the event describes to its layer, under its key path.
    func animate(_ scene: SceneLayerAnimation) {
        guard let layer = layers[scene.layerID] else { return }
        let value = { (property: LayerProperty?) in property.map { Self.value(of: $0, keyPath: scene.keyPath, like: layer) } }
        let animation: PropertyAnimation
        if let values = scene.values {
            let keyframes = KeyframeAnimation(keyPath: scene.keyPath)
            keyframes.values = values.compactMap { value($0) ?? nil }
            keyframes.keyTimes = scene.keyTimes?.map { NSNumber(value: $0) }
            animation = keyframes
        } else {
            let basic: BasicAnimation
            if let spring = scene.spring {
                let springAnimation = SpringAnimation(keyPath: scene.keyPath)
                springAnimation.mass = spring.mass
                springAnimation.stiffness = spring.stiffness
                springAnimation.damping = spring.damping
                springAnimation.initialVelocity = spring.velocity
                springAnimation.duration = springAnimation.settlingDuration
                basic = springAnimation
            } else {
                basic = BasicAnimation(keyPath: scene.keyPath)
            }
            basic.fromValue = value(scene.from) ?? nil
            basic.toValue = value(scene.to) ?? nil
            animation = basic
        }
        if let duration = scene.duration { animation.duration = duration }
        animation.timingFunction = scene.timing?.function
        animation.repeatCount = Float(scene.repeatCount)
        animation.autoreverses = scene.autoreverses
        animation.fillMode = scene.fillMode
        animation.isRemovedOnCompletion = !scene.fillMode.fillsForwards
        if scene.delay > 0 { animation.beginTime = window.eventLoop.now + scene.delay }
        layer.add(animation, forKey: scene.keyPath)
    }

    /// Makes the changes inside a transaction with the event's settings.
    func perform(_ transaction: SceneTransaction) {
        Transaction.begin()
        Transaction.setDisableActions(transaction.disableActions)
        if let duration = transaction.duration { Transaction.setAnimationDuration(duration) }
        for change in transaction.changes { change.perform(on: self) }
        Transaction.commit()
    }

    /// The value a property gives `keyPath`, read from a layer of `layer`'s kind it is
    /// set on (the layer Core Animation would animate from or to).
    private static func value(of property: LayerProperty, keyPath: String, like layer: Layer) -> Any? {
        // A transform function's value is its number: read back from a transform it
        // could come out as another angle making the same turn (π about y as π about x and z).
        if case .transformPart(_, let value) = property { return value }
        let scratch = type(of: layer).init(copyingOrDefault: nil)
        property.apply(to: scratch)
        return scratch.value(forKeyPath: keyPath)
    }
}
