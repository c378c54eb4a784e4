import Testing
import UIKit

/// UIKit drawing calls made where there is nothing to draw into, or with bad values:
/// UIKit's outcome (nothing drawn, `nil`), a diagnostic, never a crash.
@Suite struct DrawingBadInputTests {
    @Test func colorsSetOutsideADrawReportIt() {
        let (_, messages) = Diagnostics.collect {
            UIColor.red.setFill()
            UIColor.red.setStroke()
            UIColor.red.set()
        }
        #expect(messages == ["invalid context: UIColor.setFill() called with no current context",
                             "invalid context: UIColor.setStroke() called with no current context",
                             "invalid context: UIColor.set() called with no current context"])
    }

    @Test func unbalancedContextCallsReportIt() {
        let (image, messages) = Diagnostics.collect {
            UIGraphicsPopContext()
            UIGraphicsEndImageContext()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            return UIGraphicsGetImageFromCurrentImageContext()
        }
        #expect(image == nil)
        #expect(messages == ["UIGraphicsPopContext: no context to pop",
                             "UIGraphicsEndImageContext: the current context is not an image context"])
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func anImageContextOfNaNSizeIsEmpty() throws {
        let (image, messages) = Diagnostics.collect { () -> UIImage? in
            UIGraphicsBeginImageContextWithOptions(CGSize(width: CGFloat.nan, height: 10), false, 0)
            defer { UIGraphicsEndImageContext() }
            return UIGraphicsGetImageFromCurrentImageContext()
        }
        #expect(try #require(image).size == .zero)
        #expect(messages == ["GraphicsImageRenderer: a size of nan × 10.0 is not finite; using 0 × 0"])
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func aContextKeptAfterItsDrawDrawsNothingAndSaysSo() {
        var kept: CGContext?
        let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { kept = $0.cgContext }
        let (_, messages) = Diagnostics.collect {
            kept?.setFillColor(UIColor.red.cgColor)
            kept?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(pixel(image, 0, 0).alpha == 0)
        #expect(messages == [
            "invalid context: setFillColor(_:) called on the context of a finished UIGraphicsImageRenderer drawing",
            "invalid context: fill(_:) called on the context of a finished UIGraphicsImageRenderer drawing",
        ])
    }
}
