import Testing
import UIKit

/// `UIView.AnimationOptions`' frame-rate hints.
@MainActor
@Suite struct AnimationFrameRateOptionsTests {
    @Test func theFrameRateHintsHaveUIKitsRawValues() {
        #expect(UIView.AnimationOptions.preferredFramesPerSecondDefault.rawValue == 0)
        #expect(UIView.AnimationOptions.preferredFramesPerSecond60.rawValue == 0x0300_0000)
        #expect(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue == 0x0700_0000)
    }

    /// A hint leaves the animation's curve and duration as they were: a linear move
    /// is halfway at half its duration.
    @Test func aFrameRateHintLeavesTheCurveAsItWas() {
        let (window, card) = cardOnScreen()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .preferredFramesPerSecond30],
                       animations: { card.center.x = 110 })
        window.eventLoop.run(for: 0.5)
        #expect(card.layer.presentation()!.position.x == 60)
        window.eventLoop.run(for: 0.6)
        #expect(card.layer.presentation()!.position.x == 110)
    }
}
