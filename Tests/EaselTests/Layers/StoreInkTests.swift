@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// The compositor paints a backing store only where it has ink (`BackingStore.ink`):
/// what a redraw moves, adds or erases shows exactly as in a window that drew the
/// final state once, at whole-pixel and half-pixel positions alike.
@MainActor
@Suite struct StoreInkTests {
    /// Fills the squares it is given.
    final class DotsView: View {
        var dots: [CGRect] = []

        override func draw(context: GraphicsContext, rect: CGRect) {
            context.setFillColor(Color(red: 0.9, green: 0.1, blue: 0.3))
            for dot in dots { context.fill(dot) }
        }
    }

    private static let size = CGSize(width: 40, height: 30)

    /// A window at scale 2 holding one dots view at `origin`.
    private func window(with dots: [CGRect], at origin: CGPoint) -> (Window, DotsView) {
        let window = shownWindow(width: 80, height: 60, scale: 2)
        window.backgroundColor = .white
        let view = DotsView(frame: CGRect(origin: origin, size: Self.size))
        view.backgroundColor = Color(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.5)
        view.dots = dots
        window.addSubview(view)
        window.eventLoop.runOnce()
        return (window, view)
    }

    /// The frame after `change`, and the frame of a new window that draws what the
    /// change leaves, in one go.
    private func frames(from dots: [CGRect], at origin: CGPoint, change: (DotsView) -> Void) -> (changed: Bitmap, fresh: Bitmap) {
        let (window, view) = window(with: dots, at: origin)
        change(view)
        window.eventLoop.runOnce()
        let (fresh, _) = self.window(with: view.dots, at: origin)
        return (window.framebuffer, fresh.framebuffer)
    }

    private static let dotColor = Pixel(red: 230, green: 25, blue: 76, alpha: 255)

    @Test(arguments: [CGPoint(x: 10, y: 8), CGPoint(x: 10.25, y: 7.75)])
    func aRedrawThatMovesTheInkShowsItWhereItWent(origin: CGPoint) {
        let (changed, fresh) = frames(from: [CGRect(x: 1, y: 1, width: 4, height: 4)], at: origin) { view in
            view.dots = [CGRect(x: 30, y: 20, width: 4, height: 4)]
            view.setNeedsDisplay()
        }
        #expect(changed == fresh)
        let center = (x: Int((origin.x + 32) * 2), y: Int((origin.y + 22) * 2))
        #expect(changed[center.x, center.y] == Self.dotColor)
        #expect(changed[Int((origin.x + 3) * 2), Int((origin.y + 3) * 2)] != Self.dotColor)
    }

    @Test(arguments: [CGPoint(x: 10, y: 8), CGPoint(x: 10.25, y: 7.75)])
    func aPartialRedrawAddsInkBesideWhatItKeeps(origin: CGPoint) {
        let first = CGRect(x: 1, y: 1, width: 4, height: 4), second = CGRect(x: 32, y: 2, width: 6, height: 3)
        let (changed, fresh) = frames(from: [first], at: origin) { view in
            view.dots = [first, second]
            view.setNeedsDisplay(second)
        }
        #expect(changed == fresh)
        #expect(changed[Int((origin.x + 3) * 2), Int((origin.y + 3) * 2)] == Self.dotColor)
        #expect(changed[Int((origin.x + 35) * 2), Int((origin.y + 3.5) * 2)] == Self.dotColor)
    }

    @Test(arguments: [CGPoint(x: 10, y: 8), CGPoint(x: 10.25, y: 7.75)])
    func aPartialRedrawErasesInk(origin: CGPoint) {
        let first = CGRect(x: 1, y: 1, width: 4, height: 4), second = CGRect(x: 32, y: 2, width: 6, height: 3)
        let (changed, fresh) = frames(from: [first, second], at: origin) { view in
            view.dots = [first]
            view.setNeedsDisplay(second)
        }
        #expect(changed == fresh)
        #expect(changed[Int((origin.x + 35) * 2), Int((origin.y + 3.5) * 2)] != Self.dotColor)
    }

    /// Ink on the store's edges, where linear filtering of a store at a half pixel
    /// reaches past them.
    @Test(arguments: [CGPoint(x: 10, y: 8), CGPoint(x: 10.25, y: 7.75)])
    func inkOnTheEdgesOfTheStore(origin: CGPoint) {
        let corners = [CGRect(x: 0, y: 0, width: 2, height: 2),
                       CGRect(x: Self.size.width - 2, y: Self.size.height - 2, width: 2, height: 2)]
        let (changed, fresh) = frames(from: [], at: origin) { view in
            view.dots = corners
            view.setNeedsDisplay()
        }
        #expect(changed == fresh)
        #expect(changed[Int((origin.x + 1) * 2), Int((origin.y + 1) * 2)] == Self.dotColor)
    }

    /// A store drawn afresh keeps only the pixels around its ink; painted where its
    /// pixels land one to one on the device's, at whole and fractional offsets, it
    /// gives the pixels the whole store gives.
    @Test(arguments: [CGPoint(x: 10, y: 8), CGPoint(x: 10.25, y: 7.75), CGPoint(x: 10.3, y: 7.6)])
    func aStoreKeepingOnlyItsInkPaintsAsTheWholeStore(origin: CGPoint) throws {
        let (window, view) = window(with: [CGRect(x: 6, y: 5, width: 9, height: 7), CGRect(x: 0, y: 20, width: 3, height: 10)],
                                    at: origin)
        let store = try #require(view.layer.backingStore)
        #expect(store.bitmap.width < store.width && store.offset == CGPoint(x: 0, y: 8))
        let whole = CGRect(x: 0, y: 0, width: window.framebuffer.width, height: window.framebuffer.height)
        let fromInk = Bitmap(width: window.framebuffer.width, height: window.framebuffer.height)
        Compositor(window: window).render([whole], into: fromInk)
        store.holdAllPixels()
        #expect(store.bitmap.width == store.width && store.offset == .zero)
        let fromAll = Bitmap(width: window.framebuffer.width, height: window.framebuffer.height)
        Compositor(window: window).render([whole], into: fromAll)
        #expect(fromInk == fromAll)
        #expect(fromInk == window.framebuffer)
    }
}
