import Testing
import UIKit

/// A delegate that implements one optional requirement of `RatingControlDelegate`.
private final class RatingLog: RatingControlDelegate {
    var ratings: [Int] = []
    func ratingControl(_ control: RatingControl, didChangeRating rating: Int) { ratings.append(rating) }
}

/// A delegate that implements the other one only.
private final class ZeroAllowed: RatingControlDelegate {
    func ratingControlAllowsZero(_ control: RatingControl) -> Bool { true }
}

/// RatingControl.swift is what `easel port` made of an iOS file (the fixture in
/// EaselPortTests): it compiles here, and its target–action buttons, its double-tap
/// recognizer and its delegate's optional requirements work as they do on iOS.
@MainActor @Suite struct PortedRatingControlTests {
    private func window(with control: RatingControl) -> UIWindow {
        let window = UIWindow(size: CGSize(width: 200, height: 40), scale: 1)
        window.makeKeyAndVisible()
        control.frame = window.bounds
        window.addSubview(control)
        window.eventLoop.runOnce()
        return window
    }

    private func tap(_ view: UIView, in window: UIWindow, count: Int = 1) {
        let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        for index in 0..<count {
            window.scheduleTap(at: center, time: window.eventLoop.now + 0.1 + 0.15 * Double(index))
        }
        window.eventLoop.runUntilIdle()
    }

    @Test func tappingAStarSetsTheRatingAndTellsTheDelegate() {
        let control = RatingControl(frame: .zero)
        let log = RatingLog()
        control.delegate = log
        let window = window(with: control)
        tap(control.buttons[2], in: window)
        #expect(control.rating == 3)
        #expect(log.ratings == [3])
        #expect(control.buttons.map { $0.backgroundColor } == [.systemYellow, .systemYellow, .systemYellow, .systemGray4, .systemGray4])
        // The unimplemented `ratingControlAllowsZero` answers false, as `?? false` does on iOS.
        tap(control.buttons[2], in: window)
        #expect(control.rating == 3)
        #expect(log.ratings == [3, 3])
    }

    @Test func aConvenienceInitializerOfUIColorCompilesAsIs() {
        #expect(UIColor(hex: 0xFF8000) == UIColor(red: 1, green: 128 / 255, blue: 0, alpha: 1))
        #expect(UIColor(hex: 0x000000, alpha: 0.5) == UIColor(white: 0, alpha: 0.5))
    }

    @Test func anImplementedOptionalRequirementIsCalled() {
        let control = RatingControl(frame: .zero)
        let zero = ZeroAllowed()
        control.delegate = zero
        let window = window(with: control)
        tap(control.buttons[1], in: window)
        tap(control.buttons[1], in: window)
        #expect(control.rating == 0)
    }

    @Test func aDoubleTapResetsThroughTheRecognizersActionWithoutArguments() {
        let control = RatingControl(frame: .zero)
        let log = RatingLog()
        control.delegate = log
        control.isUserInteractionEnabled = true
        let window = window(with: control)
        tap(control.buttons[4], in: window)
        #expect(control.rating == 5)
        tap(control, in: window, count: 2)
        #expect(control.rating == 0)
        #expect(log.ratings.last == 0)
    }
}
