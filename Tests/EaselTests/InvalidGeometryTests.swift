import Easel
import EaselGraphics
import Foundation
import Testing

/// Geometry UIKit would stop the app for (NaN, infinities) is reported and ignored;
/// negative sizes are standardized as CoreGraphics reads them; sizes over the pixel
/// budget never allocate it.
@MainActor
@Suite struct InvalidGeometryTests {
    private let red = Pixel(red: 255, green: 0, blue: 0)
    private let clear = Pixel(red: 0, green: 0, blue: 0, alpha: 0)

    @Test func nonFiniteGeometryIsReportedAndTheViewKeepsItsPlace() {
        let window = shownWindow(width: 40, height: 40)
        let view = View(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        view.accessibilityIdentifier = "box"
        view.backgroundColor = Color(red: 1, green: 0, blue: 0)
        window.addSubview(view)
        let (_, messages) = Diagnostics.collect {
            view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
            view.center = CGPoint(x: 0, y: CGFloat.infinity)
            view.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)
            view.transform = Transform(a: 1, b: 0, c: 0, d: 1, tx: -CGFloat.infinity, ty: 0)
            window.eventLoop.runOnce()
        }
        #expect(messages == [
            "box: ignoring a frame that is not finite (nan, 0.0, 10.0, 10.0); UIKit raises CALayerInvalidGeometry",
            "box: ignoring a center that is not finite (0.0, inf); UIKit raises CALayerInvalidGeometry",
            "box: ignoring a bounds that is not finite (0.0, 0.0, nan, 1.0); UIKit raises CALayerInvalidGeometry",
            "box: ignoring a transform that is not finite (1.0, 0.0, 0.0, 1.0, -inf, 0.0); UIKit raises CALayerInvalidGeometry",
        ])
        #expect(view.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
        let image = window.lastFrame!.image
        #expect(image[10, 10] == red && image[19, 19] == red && image[20, 20] == clear)
    }

    @Test func aViewCreatedWithANaNFrameStartsEmpty() {
        let (view, messages) = Diagnostics.collect { View(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 5)) }
        #expect(view.frame == .zero)
        #expect(messages == ["View: ignoring a frame that is not finite (0.0, 0.0, nan, 5.0); UIKit raises CALayerInvalidGeometry"])
    }

    @Test func negativeSizesAreStandardized() {
        // CGRectStandardize: (30, 30, -20, -10) is the rectangle (10, 20, 20, 10).
        let window = shownWindow(width: 40, height: 40)
        let view = View(frame: CGRect(x: 30, y: 30, width: -20, height: -10))
        view.backgroundColor = Color(red: 1, green: 0, blue: 0)
        window.addSubview(view)
        window.eventLoop.runOnce()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 20, height: 10))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        view.frame = CGRect(x: 5, y: 5, width: -5, height: 5)
        #expect(view.frame == CGRect(x: 0, y: 5, width: 5, height: 5))
        let image = shownImage(of: view, in: window)
        #expect(image[0, 5] == red && image[4, 9] == red && image[5, 5] == clear)
    }

    @Test func aWindowOverItsBudgetRendersTheTopLeftOfItWithoutAllocatingTheRest() {
        // A huge scale must not allocate gigabytes: the framebuffer stays in budget.
        let budget = PixelBudget(maximumSide: 64, maximumArea: 64 * 32)
        let (window, messages) = Diagnostics.collect {
            Window(size: CGSize(width: 100, height: 100), scale: 1000, pixelBudget: budget)
        }
        #expect(messages == ["Window: the framebuffer would be 100000 × 100000 pixels, over the limit of 64 pixels a side; only its top-left 64 × 32 pixels are rendered"])
        window.backgroundColor = Color(red: 1, green: 0, blue: 0)
        window.makeKeyAndVisible()
        window.eventLoop.runOnce()
        let image = window.lastFrame!.image
        #expect(image.pixelWidth == 64 && image.pixelHeight == 32)
        #expect(image[63, 31] == red)
    }

    @Test func aWindowOfNoFiniteSizeHasNoPixelsAndStillRuns() {
        let (window, messages) = Diagnostics.collect { Window(size: CGSize(width: CGFloat.infinity, height: 10)) }
        #expect(messages == [
            "Window: a size of inf × 10.0 points at scale 1.0 is not finite; the window has no pixels",
            "Window: ignoring a frame that is not finite (0.0, 0.0, inf, 10.0); UIKit raises CALayerInvalidGeometry",
        ])
        #expect(window.bounds == .zero)
        window.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        window.makeKeyAndVisible()
        window.eventLoop.run(for: 0.1)
        #expect(window.lastFrame == nil || window.lastFrame!.image.pixelWidth == 0)
    }

    @Test func aDrawingViewOverTheBudgetIsNotDrawn() {
        // Core Animation's "Ignoring bogus layer size": nothing is allocated or drawn.
        let window = Window(size: CGSize(width: 40, height: 40), pixelBudget: PixelBudget(maximumSide: 1000, maximumArea: 4000))
        window.makeKeyAndVisible()
        let view = SolidView(id: "wide", frame: CGRect(x: 0, y: 0, width: 2000, height: 10))
        window.addSubview(view)
        let (_, messages) = Diagnostics.collect { window.eventLoop.runOnce() }
        #expect(messages == ["wide: ignoring bogus layer size, 2000 × 10 pixels, over the limit of 1000 pixels a side"])
        #expect(window.lastFrame!.image[5, 5] == clear)
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        window.eventLoop.runOnce()
        #expect(window.lastFrame!.image[5, 5] == red)
    }

    private func shownImage(of view: View, in window: Window) -> Image {
        window.eventLoop.runOnce()
        return window.lastFrame!.image
    }
}
