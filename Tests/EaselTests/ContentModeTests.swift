import Easel
import Foundation
import Testing

/// Where each of UIKit's thirteen content modes puts 20×10 content in 40×40 bounds.
@Suite struct ContentModeTests {
    @Test(arguments: [
        (ContentMode.scaleToFill, CGRect(x: 0, y: 0, width: 40, height: 40)),
        (.redraw, CGRect(x: 0, y: 0, width: 40, height: 40)),
        (.scaleAspectFit, CGRect(x: 0, y: 10, width: 40, height: 20)),
        (.scaleAspectFill, CGRect(x: -20, y: 0, width: 80, height: 40)),
        (.center, CGRect(x: 10, y: 15, width: 20, height: 10)),
        (.top, CGRect(x: 10, y: 0, width: 20, height: 10)),
        (.bottom, CGRect(x: 10, y: 30, width: 20, height: 10)),
        (.left, CGRect(x: 0, y: 15, width: 20, height: 10)),
        (.right, CGRect(x: 20, y: 15, width: 20, height: 10)),
        (.topLeft, CGRect(x: 0, y: 0, width: 20, height: 10)),
        (.topRight, CGRect(x: 20, y: 0, width: 20, height: 10)),
        (.bottomLeft, CGRect(x: 0, y: 30, width: 20, height: 10)),
        (.bottomRight, CGRect(x: 20, y: 30, width: 20, height: 10)),
    ])
    func placement(mode: ContentMode, expected: CGRect) {
        #expect(mode.rect(forContentOfSize: CGSize(width: 20, height: 10), in: CGRect(x: 0, y: 0, width: 40, height: 40)) == expected)
    }

    @Test func allThirteenModesExist() {
        #expect(ContentMode.allCases.count == 13)
    }
}
