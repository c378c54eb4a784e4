import Foundation
import Testing
import UIKit

/// Images set on controls are drawn: a slider's thumb and track images, a stepper's
/// increment and decrement images; and a progress view follows an observed `Progress`.
@MainActor
@Suite struct ControlImageTests {
    /// A solid square image of `side` points in `color`.
    func square(_ side: CGFloat, _ color: UIColor, height: CGFloat? = nil) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: height ?? side), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: height ?? side))
        }
    }

    @Test func aSliderDrawsItsThumbAndTrackImages() throws {
        let window = makeWindow(width: 200, height: 40)
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        slider.value = 0.5
        slider.setThumbImage(square(20, .red), for: .normal)
        slider.setMinimumTrackImage(square(4, .green, height: 8), for: .normal)
        slider.setMaximumTrackImage(square(4, .blue, height: 8), for: .normal)
        window.addSubview(slider)
        commit(window)
        // The thumb takes the image's size and travels the track less its width.
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
                                     value: 0.5)
        #expect(thumb == CGRect(x: 90, y: 10, width: 20, height: 20))
        #expect(slider.currentThumbImage != nil)
        #expect(slider.thumbImage(for: .highlighted) === slider.thumbImage(for: .normal))
        let image = try frameImage(of: window)
        #expect(pixel(image, 100, 20) == rgb(255, 0, 0))
        #expect(pixel(image, 40, 20) == rgb(0, 255, 0))
        #expect(pixel(image, 160, 20) == rgb(0, 0, 255))
        // Above the 8-point track images: the window's white.
        #expect(pixel(image, 40, 14) == .white)
    }

    @Test func aStepperDrawsItsImagesAsTemplatesInTheGlyphColor() throws {
        let window = makeWindow(width: 100, height: 40)
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
        stepper.setIncrementImage(square(10, .red), for: .normal)
        stepper.setDecrementImage(square(10, .red).withRenderingMode(.alwaysOriginal), for: .normal)
        window.addSubview(stepper)
        commit(window)
        #expect(stepper.incrementImage(for: .normal) != nil)
        let image = try frameImage(of: window)
        // The increment half (can step): the label color, black, over the fill.
        #expect(pixel(image, 70, 16) == .black)
        // The decrement image is drawn as it is.
        #expect(pixel(image, 23, 16) == rgb(255, 0, 0))
        // Outside the 10-point images: no plus glyph's bar.
        #expect(pixel(image, 70 - 6, 16) != .black)
    }

    @Test func aProgressViewShowsTheObservedTasksFraction() throws {
        let window = makeWindow(width: 100, height: 20)
        let bar = UIProgressView(progressViewStyle: .bar)
        bar.frame = CGRect(x: 0, y: 8, width: 100, height: 4)
        bar.progressTintColor = .red
        let task = Progress(totalUnitCount: 4)
        task.completedUnitCount = 1
        bar.observedProgress = task
        window.addSubview(bar)
        commit(window)
        #expect(bar.progress == 0.25)
        var image = try frameImage(of: window)
        #expect(pixel(image, 20, 10) == rgb(255, 0, 0))
        #expect(pixel(image, 30, 10) == .white)
        task.completedUnitCount = 3
        bar.setNeedsDisplay()
        commit(window)
        image = try frameImage(of: window)
        #expect(bar.progress == 0.75)
        #expect(pixel(image, 70, 10) == rgb(255, 0, 0))
        bar.observedProgress = nil
        #expect(bar.progress == 0)
    }
}
