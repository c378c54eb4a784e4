@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// A view's mask view (`UIView.mask`): outside the hierarchy, laid out, drawn and
/// moved with the view it masks, every frame equal to a full redraw.
@MainActor
@Suite struct ViewMaskTests: NamesPixels {
    /// A red 40-point square at (10, 10) whose mask is a black 20-point square at
    /// (10, 0) in its coordinates.
    private func maskedSquare(in window: Window) -> (View, View) {
        let square = View(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        square.backgroundColor = .red
        let mask = View(frame: CGRect(x: 10, y: 0, width: 20, height: 20))
        mask.backgroundColor = .black
        square.mask = mask
        window.addSubview(square)
        return (square, mask)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func theViewShowsOnlyWhereItsMaskViewIsOpaque(scale: CGFloat) {
        let image = renderedImage(width: 60, height: 60, scale: scale) { window in _ = maskedSquare(in: window) }
        let s = Int(scale)
        #expect(image[20 * s, 10 * s] == red)
        #expect(image[40 * s - 1, 30 * s - 1] == red)
        #expect(image[20 * s - 1, 20 * s] == clear, "left of the mask")
        #expect(image[40 * s, 20 * s] == clear, "right of the mask")
        #expect(image[25 * s, 30 * s] == clear, "below the mask")
    }

    @Test func theMaskViewIsOutsideTheHierarchyAndItsLayerIsTheLayersMask() {
        let window = shownWindow()
        let (square, mask) = maskedSquare(in: window)
        #expect(mask.superview == nil)
        #expect(mask.window == nil)
        #expect(square.layer.mask === mask.layer)
        #expect(!square.subviews.contains { $0 === mask })
        square.mask = nil
        #expect(square.layer.mask == nil)
        #expect(square.mask == nil)
    }

    @Test func aMaskViewIsLaidOutAndDrawnWithTheViewItMasks() {
        final class Ring: View {
            var layouts = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                layouts += 1
                subviews.first?.frame = bounds.insetBy(dx: 5, dy: 5)
            }
        }
        final class Disc: View {
            override func draw(context: GraphicsContext, rect: CGRect) {
                context.setFillColor(.black)
                context.fillEllipse(in: bounds)
            }
        }
        let window = shownWindow()
        let square = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        square.backgroundColor = .blue
        let ring = Ring(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let disc = Disc()
        disc.isOpaque = false
        ring.addSubview(disc)
        square.mask = ring
        window.addSubview(square)
        let events = trace { window.eventLoop.runOnce() }
        #expect(ring.layouts == 1)
        #expect(disc.frame == CGRect(x: 5, y: 5, width: 30, height: 30))
        #expect(events.contains { $0.hasPrefix("draw ") && $0.contains("[0,0,30,30]") }, "\(events)")
        let image = window.lastFrame!.image
        #expect(image[20, 20] == blue, "inside the disc")
        #expect(image[6, 6] == clear, "the disc's corner")
        #expect(image[2, 20] == clear, "the ring's margin")
        #expect(window.lastFrame!.image.bitmap == fullRedraw(of: window))
    }

    @Test func movingTheMaskViewRecompositesWhatItUncovers() {
        let window = shownWindow(width: 60, height: 60)
        let (_, mask) = maskedSquare(in: window)
        window.eventLoop.runOnce()
        withoutActions { mask.frame.origin = CGPoint(x: 0, y: 20) }
        window.eventLoop.runOnce()
        let image = window.lastFrame!.image
        #expect(image[20, 10] == clear, "where the mask was")
        #expect(image[15, 35] == red, "where it is")
        #expect(image.bitmap == fullRedraw(of: window))
    }

    @Test func aMaskViewsOwnChangesRecompositeTheMaskedView() {
        let window = shownWindow(width: 60, height: 60)
        let (_, mask) = maskedSquare(in: window)
        let extra = View(frame: CGRect(x: -10, y: 25, width: 10, height: 10))
        extra.backgroundColor = .black
        window.eventLoop.runOnce()
        mask.addSubview(extra)
        window.eventLoop.runOnce()
        #expect(window.lastFrame!.image[15, 40] == red, "the mask's new subview lets the square show")
        mask.backgroundColor = Color(white: 0, alpha: 0.5)
        window.eventLoop.runOnce()
        let half = window.lastFrame!.image[20, 10]
        #expect(half.red == 255 && half.alpha == 128, "half the mask's alpha: \(half)")
        extra.isHidden = true
        window.eventLoop.runOnce()
        #expect(window.lastFrame!.image[15, 40] == clear)
        #expect(window.lastFrame!.image.bitmap == fullRedraw(of: window))
    }

    @Test func anAnimatedMaskViewMovesFrameByFrame() {
        let window = shownWindow(width: 60, height: 60)
        let (_, mask) = maskedSquare(in: window)
        window.eventLoop.runOnce()
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            mask.frame.origin.x = -10
        }
        guard let halfway = nextFrame(after: 0.5, in: window) else {
            Issue.record("no frame halfway")
            return
        }
        #expect(halfway.isFullRedraw)
        // At 0.5 s the mask spans x 0…20 of the square: window x 10…30.
        #expect(halfway.frame.image[12, 15] == red)
        #expect(halfway.frame.image[32, 15] == clear)
    }

    @Test func masksThatCannotBeAreRefusedWithADiagnostic() {
        let window = shownWindow()
        let (square, mask) = maskedSquare(in: window)
        square.accessibilityIdentifier = "square"
        let child = plainView("child")
        window.addSubview(child)
        let other = plainView("other")
        let (outer, inner) = (plainView("outer"), plainView("inner"))
        outer.mask = inner
        let (_, messages) = Diagnostics.collect {
            other.mask = child
            other.mask = mask
            other.mask = window
            inner.mask = outer
            other.mask = other
        }
        #expect(messages == [
            "other: refusing child as its mask; it is a subview of Window",
            "other: refusing \(mask.traceName) as its mask; it is the mask of square",
            "other: refusing Window as its mask; a window cannot be a mask",
            "inner: refusing outer as its mask; it contains inner, which would make a cycle",
            "other: refusing other as its mask; it contains other, which would make a cycle",
        ])
        #expect(other.mask == nil)
        #expect(inner.mask == nil)
        #expect(square.mask === mask)
    }

    @Test func settingTheLayersMaskReplacesTheMaskView() {
        let window = shownWindow()
        let (square, mask) = maskedSquare(in: window)
        let shape = ShapeLayer()
        square.layer.mask = shape
        #expect(square.mask == nil)
        #expect(mask.maskedView == nil)
        #expect(square.layer.mask === shape)
    }
}
