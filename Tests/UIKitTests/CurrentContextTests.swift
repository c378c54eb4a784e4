import Testing
import UIKit

/// A view that records which context is current during its draw, and inside an image
/// renderer it runs in the middle of it.
final class ContextProbeView: UIView {
    var contextInDraw: CGContext?
    var contextInRenderer: CGContext?
    var rendererContext: CGContext?
    var contextAfterRenderer: CGContext?
    var stamp: UIImage?

    override func draw(_ rect: CGRect) {
        contextInDraw = UIGraphicsGetCurrentContext()
        stamp = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            contextInRenderer = UIGraphicsGetCurrentContext()
            rendererContext = context.cgContext
            UIColor.systemYellow.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        contextAfterRenderer = UIGraphicsGetCurrentContext()
        UIColor.systemPurple.setFill()
        UIRectFill(bounds)
        stamp?.draw(at: .zero)
    }
}

@MainActor
@Suite struct CurrentContextTests {
    @Test func thereIsNoCurrentContextOutsideADraw() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let window = makeWindow()
        window.addSubview(ContextProbeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        commit(window)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func aRendererInsideADrawIsCurrentThenTheViewsContextAgain() throws {
        let window = makeWindow()
        let view = ContextProbeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        commit(window)
        let viewContext = try #require(view.contextInDraw)
        let rendererContext = try #require(view.rendererContext)
        #expect(view.contextInRenderer === rendererContext)
        #expect(rendererContext !== viewContext)
        #expect(view.contextAfterRenderer === viewContext)
        // What the view drew after the renderer went to the view's context.
        let image = try frameImage(of: window)
        #expect(pixel(image, 2, 2) == UIColor.systemYellow.pixel)
        #expect(pixel(image, 7, 7) == UIColor.systemPurple.pixel)
        #expect(view.stamp.map { pixel($0, 3, 3) } == UIColor.systemYellow.pixel)
    }

    @Test func pushedContextsAreCurrentUntilPopped() throws {
        var inner: CGContext?
        var outer: CGContext?
        var duringPush: CGContext?
        var afterPop: CGContext?
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { outerContext in
            outer = outerContext.cgContext
            _ = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { innerContext in
                inner = innerContext.cgContext
            }
            // A context kept after its renderer finished draws nothing, as on iOS.
            UIGraphicsPushContext(try! #require(inner))
            duringPush = UIGraphicsGetCurrentContext()
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIGraphicsPopContext()
            afterPop = UIGraphicsGetCurrentContext()
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        #expect(duringPush === inner)
        #expect(afterPop === outer)
        #expect(pixel(image, 0, 0) == Pixel(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(pixel(image, 1, 0) == rgb(0, 0, 255))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func anImageContextIsCurrentFromBeginToEnd() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 2), false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        context.setFillColor(UIColor.green.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        #expect(image.size == CGSize(width: 3, height: 2))
        #expect(image.scale == 2)
        #expect(image.pixelWidth == 6 && image.pixelHeight == 4)
        #expect(pixel(image, 1, 3) == rgb(0, 255, 0))
        #expect(pixel(image, 2, 0) == Pixel(red: 0, green: 0, blue: 0, alpha: 0))
    }

    @Test func anOpaqueImageContextStartsBlack() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 1)
        UIColor.white.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(pixel(image, 0, 0) == .white)
        #expect(pixel(image, 1, 1) == .black)
    }

    @Test func aRendererContextIsNotAnImageContext() {
        var image: UIImage?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in
            image = UIGraphicsGetImageFromCurrentImageContext()
        }
        #expect(image == nil)
    }
}
