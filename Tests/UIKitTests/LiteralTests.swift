import Testing
import UIKit

/// Xcode's color and image literals, as storyboard-era code has them.
@MainActor
@Suite struct LiteralTests {
    @Test func aColorLiteralIsTheUIColorOfItsComponents() {
        let view = UIView()
        view.backgroundColor = #colorLiteral(red: 1, green: 0.25, blue: 0.125, alpha: 1)
        let swatch = #colorLiteral(red: 0, green: 0.5, blue: 1, alpha: 0.5)
        #expect(view.backgroundColor == UIColor(red: 1, green: 0.25, blue: 0.125, alpha: 1))
        #expect(swatch == UIColor(red: 0, green: 0.5, blue: 1, alpha: 0.5))
    }

    @Test func anImageLiteralThatNamesNoImageIsEmptyAndReported() {
        let (image, messages) = Diagnostics.collect { #imageLiteral(resourceName: "NoSuchImage") }
        #expect(image.size == .zero && messages.last?.contains("#imageLiteral(resourceName: \"NoSuchImage\")") == true)
    }
}
