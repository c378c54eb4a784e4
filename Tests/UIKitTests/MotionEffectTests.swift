import Testing
import UIKit

/// The parallax effect iOS screens add to a card, as `UIMotionEffect`s answer it.
@MainActor
@Suite struct MotionEffectTests {
    @Test func anInterpolatingEffectMovesBetweenItsValuesAlongItsAxis() throws {
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -10
        horizontal.maximumRelativeValue = 10
        #expect(horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: -1, vertical: 1))?["center.x"] as? CGFloat == -10)
        #expect(horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: 0))?["center.x"] as? CGFloat == 5)
        #expect(horizontal.keyPathsAndRelativeValues(forViewerOffset: .zero)?["center.x"] as? CGFloat == 0,
                "a device at rest: the middle of the range")
        let shadow = UIInterpolatingMotionEffect(keyPath: "layer.shadowOffset", type: .tiltAlongVerticalAxis)
        shadow.minimumRelativeValue = CGSize(width: 0, height: -4)
        shadow.maximumRelativeValue = CGSize(width: 0, height: 4)
        #expect(shadow.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 1))?["layer.shadowOffset"]
            as? CGSize == CGSize(width: 0, height: 4))
        let unset = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        #expect(unset.keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
    }

    @Test func aViewKeepsItsEffectsAndAGroupMergesThem() {
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let x = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        x.minimumRelativeValue = -20
        x.maximumRelativeValue = 20
        let y = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        y.minimumRelativeValue = -20
        y.maximumRelativeValue = 20
        let group = UIMotionEffectGroup()
        group.motionEffects = [x, y]
        card.addMotionEffect(group)
        card.addMotionEffect(group)
        #expect(card.motionEffects.count == 1)
        let values = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: -1))
        #expect(values?["center.x"] as? CGFloat == 20 && values?["center.y"] as? CGFloat == -20)
        card.removeMotionEffect(group)
        #expect(card.motionEffects.isEmpty)
    }
}
