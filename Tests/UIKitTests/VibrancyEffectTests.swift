import Testing
import UIKit

/// `UIVibrancyEffect` in a blurred view's content: it keeps its blur and style, draws
/// nothing of its own, and its content draws in its own colours over the blur's fill.
@MainActor
@Suite struct VibrancyEffectTests {
    @Test func aVibrancyViewInsideABlurDrawsItsContentOverTheBlursFill() throws {
        let blur = UIBlurEffect(style: .dark)
        let vibrancy = UIVibrancyEffect(blurEffect: blur)
        #expect(vibrancy.blurEffect === blur && vibrancy.style == .label)
        #expect(UIVibrancyEffect(blurEffect: blur, style: .separator).style.rawValue == 7)

        let window = makeWindow(width: 30, height: 30)
        let blurView = UIVisualEffectView(effect: blur)
        blurView.frame = window.bounds
        let vibrancyView = UIVisualEffectView(effect: vibrancy)
        vibrancyView.frame = blurView.contentView.bounds
        let mark = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        mark.backgroundColor = .red
        vibrancyView.contentView.addSubview(mark)
        blurView.contentView.addSubview(vibrancyView)
        window.addSubview(blurView)
        commit(window)
        let image = try frameImage(of: window)
        #expect(pixel(image, 15, 15) == rgb(255, 0, 0))
        #expect(pixel(image, 5, 5) == rgb(0, 0, 0))
    }
}
