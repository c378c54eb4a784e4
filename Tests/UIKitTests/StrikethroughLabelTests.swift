import Testing
import UIKit

/// A label subclass that draws its text through super, then strikes it through.
final class StrikethroughLabel: UILabel {
    override func draw(_ rect: CGRect) {
        super.draw(rect)
        UIColor.systemRed.setFill()
        UIRectFill(CGRect(x: 0, y: bounds.midY - 1, width: bounds.width, height: 2))
    }
}

@MainActor
@Suite struct StrikethroughLabelTests {
    @Test func theSubclassDrawsOverTheTextSuperDrew() throws {
        let window = makeWindow(width: 120, height: 30)
        let label = StrikethroughLabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.text = "Sold out"
        label.textColor = .black
        window.addSubview(label)
        commit(window)
        let image = try frameImage(of: window)
        #expect(pixel(image, 110, 14) == UIColor.systemRed.pixel)
        #expect(pixel(image, 110, 5) == .white)

        let plain = UILabel(frame: label.frame)
        plain.text = label.text
        plain.textColor = .black
        label.removeFromSuperview()
        window.addSubview(plain)
        commit(window)
        let text = try frameImage(of: window)
        // Away from the strike, the subclass shows exactly the text a plain label draws.
        var differing = 0, dark = 0
        for y in 0..<12 {
            for x in 0..<120 {
                if pixel(image, x, y) != pixel(text, x, y) { differing += 1 }
                if pixel(text, x, y).red < 128 { dark += 1 }
            }
        }
        #expect(differing == 0)
        #expect(dark > 20)
    }
}
