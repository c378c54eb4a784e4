import Foundation
import Testing
import UIKit

/// A canvas that fills itself red the first time and only its left half blue after.
final class TwoPassCanvas: UIView {
    var passes = 0

    override func draw(_ rect: CGRect) {
        passes += 1
        if passes == 1 {
            UIColor.red.setFill()
            UIRectFill(bounds)
        } else {
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
        }
    }
}

/// A view that counts the presses reaching it.
final class PressCountingView: UIView {
    var pressesBegan = 0

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        pressesBegan += 1
    }
}

/// A screen that undoes on a shake.
final class ShakeToUndoController: UIViewController {
    var motions: [UIEvent.EventSubtype] = []

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        motions.append(motion)
    }
}

/// A label whose text can be copied.
final class CopyableLabel: UILabel {
    var copies = 0

    override func copy(_ sender: Any?) {
        copies += 1
    }
}

/// A view that sets its layer's contents itself rather than drawing.
final class SelfDisplayingView: UIView {
    var displays = 0
    var draws = 0

    override func display(_ layer: CALayer) {
        displays += 1
        layer.contents = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }.cgImage
    }

    override func draw(_ rect: CGRect) {
        draws += 1
    }
}

@MainActor
@Suite struct ViewAndResponderAPITests {
    private func twoPassCanvas(clearing: Bool) throws -> Pixel {
        let window = makeWindow(width: 20, height: 20)
        let canvas = TwoPassCanvas(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        canvas.isOpaque = false
        canvas.clearsContextBeforeDrawing = clearing
        window.addSubview(canvas)
        commit(window)
        canvas.setNeedsDisplay()
        commit(window)
        #expect(canvas.passes == 2)
        let image = try frameImage(of: window)
        #expect(pixel(image, 2, 5) == rgb(0, 0, 255))
        return pixel(image, 7, 5)
    }

    @Test func aViewThatClearsBeforeDrawingStartsFromTransparentBlack() throws {
        #expect(UIView().clearsContextBeforeDrawing)
        #expect(try twoPassCanvas(clearing: true) == .white)
    }

    @Test func aViewThatDoesNotClearDrawsOverWhatItDrewBefore() throws {
        #expect(try twoPassCanvas(clearing: false) == rgb(255, 0, 0))
    }

    @Test func theAnchorPointIsTheLayersAndPlacesTheFrameAroundTheCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        view.anchorPoint = .zero
        #expect(view.layer.anchorPoint == .zero)
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(view.frame == CGRect(x: 50, y: 25, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: 50, y: 25, width: 200, height: 100))
    }

    @Test func transform3DIsTheLayersTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform3D = CATransform3DMakeScale(2, 3, 1)
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 3))
        #expect(CATransform3DEqualToTransform(view.layer.transform, CATransform3DMakeScale(2, 3, 1)))
        #expect(view.frame == CGRect(x: -5, y: -10, width: 20, height: 30))
    }

    @Test func pressesAndMotionTravelUpTheResponderChain() {
        let parent = PressCountingView()
        let child = UIView()
        parent.addSubview(child)
        child.pressesBegan([], with: nil)
        #expect(parent.pressesBegan == 1)

        let controller = ShakeToUndoController()
        controller.loadViewIfNeeded()
        let button = UIView()
        controller.view.addSubview(button)
        button.motionEnded(.motionShake, with: nil)
        #expect(controller.motions == [.motionShake])
    }

    @Test func canPerformActionAsksTheChainAndTargetForActionFindsTheImplementer() {
        let label = CopyableLabel()
        let badge = UIView()
        label.addSubview(badge)
        let copy = Selector(CopyableLabel.copy(_:))
        #expect(label.canPerformAction(copy, withSender: nil))
        #expect(badge.canPerformAction(copy, withSender: nil))
        #expect(!UIView().canPerformAction(copy, withSender: nil))
        #expect(badge.target(forAction: copy, withSender: nil) as? CopyableLabel === label)
        #expect(UIView().target(forAction: copy, withSender: nil) == nil)
    }

    @Test func theSpringDurationAnimationRunsTheSpringOfItsDurationAndBounce() throws {
        let (window, card) = cardOnScreen()
        defer { withExtendedLifetime(window) {} }
        #expect(UIView.inheritedAnimationDuration == 0)
        var inherited: TimeInterval = -1
        UIView.animate(springDuration: 0.5, bounce: 0.2) {
            card.center.x = 110
            inherited = UIView.inheritedAnimationDuration
        }
        let spring = try #require(card.layer.animation(forKey: "position") as? CASpringAnimation)
        let stiffness = pow(2 * Double.pi / 0.5, 2)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - stiffness) < 1e-9)
        #expect(abs(spring.damping - 2 * 0.8 * stiffness.squareRoot()) < 1e-9)
        #expect(spring.duration == spring.settlingDuration)
        #expect(inherited == spring.duration)
    }

    @Test func aViewImplementingDisplaySetsItsContentsInsteadOfDrawing() throws {
        let window = makeWindow(width: 20, height: 20)
        let view = SelfDisplayingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        commit(window)
        #expect(view.displays == 1 && view.draws == 0)
        #expect(pixel(try frameImage(of: window), 5, 5) == rgb(0, 255, 0))
        view.setNeedsDisplay()
        commit(window)
        #expect(view.displays == 2 && view.draws == 0)
    }

    @Test func modifyAnimationsRepeatsTheAnimationsOfItsBlockOnly() throws {
        let (window, card) = cardOnScreen()
        defer { withExtendedLifetime(window) {} }
        UIView.animate(withDuration: 1) {
            UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) {
                card.alpha = 0.5
            }
            card.center.x = 110
        }
        let fade = try #require(card.layer.animation(forKey: "opacity"))
        #expect(fade.repeatCount == 2 && fade.autoreverses && fade.duration == 1)
        let move = try #require(card.layer.animation(forKey: "position"))
        #expect(move.repeatCount == 0 && !move.autoreverses && move.duration == 1)
    }

    @Test func aMaximumContentSizeCategoryClampsTheSubtreesTextSize() {
        let window = makeWindow(width: 200, height: 100)
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        let container = UIView()
        let label = UILabel()
        label.text = "Hello"
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        container.addSubview(label)
        window.addSubview(container)
        container.maximumContentSizeCategory = .extraLarge
        commit(window)
        #expect(label.traitCollection.preferredContentSizeCategory == .extraLarge)
        #expect(label.font.pointSize == 19)
        #expect(window.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
        // A minimum above the maximum is ignored; a minimum alone raises small sizes.
        container.minimumContentSizeCategory = .accessibilityMedium
        #expect(container.traitCollection.preferredContentSizeCategory == .extraLarge)
        container.maximumContentSizeCategory = nil
        window.traitOverrides.preferredContentSizeCategory = .extraSmall
        commit(window)
        #expect(label.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
        #expect(label.font.pointSize == 28)
    }

    @Test func withoutAFocusEngineNothingIsFocusedAndRequestsDoNothing() {
        let view = UIView()
        #expect(!view.canBecomeFocused)
        #expect(!view.isFocused)
        view.focusGroupIdentifier = "sidebar"
        #expect(view.focusGroupIdentifier == "sidebar")
        view.setNeedsFocusUpdate()
        view.updateFocusIfNeeded()
        #expect(!view.isFocused)
    }
}
