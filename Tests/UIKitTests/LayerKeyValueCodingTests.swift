import Foundation
import Testing
import UIKit

/// Key-value coding on layers and animations as iOS code uses it: a compass needle
/// turned through `"transform.rotation.z"`, a tag kept on a layer, an animation that
/// carries the layer it was for to its delegate.
@MainActor
@Suite struct LayerKeyValueCodingTests {
    @Test func anAnimatableKeyPathSetsAndReadsTheProperty() {
        let needle = CAShapeLayer()
        needle.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(abs((needle.value(forKeyPath: "transform.rotation.z") as! CGFloat) - .pi / 2) < 1e-12)
        #expect(abs(needle.transform.m12 - 1) < 1e-12 && abs(needle.transform.m11) < 1e-12)
        needle.setValue(0.25 as Double, forKey: "opacity")
        needle.setValue(Float(3), forKey: "lineWidth")
        needle.setValue(CGPoint(x: 4, y: 5), forKey: "position")
        #expect(needle.opacity == 0.25 && needle.lineWidth == 3 && needle.position == CGPoint(x: 4, y: 5))
        #expect(needle.value(forKey: "position") as? CGPoint == CGPoint(x: 4, y: 5))
    }

    @Test func anyOtherKeyKeepsItsValueForTheLayerAndItsPresentation() {
        let layer = CALayer()
        layer.setValue("manny", forKey: "pepboy")
        #expect(layer.value(forKey: "pepboy") as? String == "manny")
        #expect(layer.presentation()?.value(forKey: "pepboy") as? String == "manny")
        layer.setValue(nil, forKey: "pepboy")
        #expect(layer.value(forKey: "pepboy") == nil)
    }

    @Test func aValueOfTheWrongTypeLeavesThePropertyAloneAndIsReported() {
        let layer = CALayer()
        let (_, messages) = Diagnostics.collect { layer.setValue("half", forKey: "opacity") }
        #expect(layer.opacity == 1)
        #expect(messages == ["CALayer.setValue(_:forKeyPath:): String is not a value of \"opacity\"; the property keeps its value"])
    }

    @Test func anAnimationCarriesItsValuesToItsDelegate() {
        final class Remover: NSObject, CAAnimationDelegate {
            var removed: [String] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                if let layer = anim.value(forKey: "remove") as? CALayer { removed.append(layer.name ?? "") }
            }
        }
        let window = makeWindow()
        let dot = CALayer()
        dot.name = "dot"
        window.layer.addSublayer(dot)
        commit(window)
        let remover = Remover()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 0.5
        fade.setValue(dot, forKey: "remove")
        fade.delegate = remover
        dot.add(fade, forKey: nil)
        window.eventLoop.run(for: 0.6)
        #expect(remover.removed == ["dot"])
    }
}
