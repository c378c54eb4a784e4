import Testing
import UIKit

/// `CAShapeLayer.lineDashPattern` and `CAGradientLayer.locations` are `[NSNumber]`, as
/// in Core Animation, so iOS code that builds them from numbers compiles and draws.
@MainActor @Suite struct NumberListTests {
    @Test func dashesBuiltAsNumbersDashTheStroke() throws {
        let window = makeWindow(width: 40, height: 10)
        let line = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 5))
        path.addLine(to: CGPoint(x: 40, y: 5))
        line.path = path.cgPath
        line.strokeColor = UIColor.black.cgColor
        line.lineWidth = 2
        let lengths: [CGFloat] = [6, 4]
        line.lineDashPattern = lengths.map { NSNumber(value: Double($0)) }
        window.layer.addSublayer(line)
        commit(window)
        #expect(line.lineDashPattern == [6, 4])
        let image = try frameImage(of: window)
        #expect(pixel(image, 3, 5) == .black, "a dash")
        #expect(pixel(image, 8, 5) == .white, "a gap")
        #expect(pixel(image, 13, 5) == .black, "the next dash")
    }

    @Test func gradientStopsBuiltAsNumbersPlaceTheColors() throws {
        let window = makeWindow(width: 40, height: 10)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.locations = [0.5, 0.5].map { NSNumber(value: $0) }
        window.layer.addSublayer(gradient)
        commit(window)
        #expect(gradient.locations?.map(\.doubleValue) == [0.5, 0.5])
        let image = try frameImage(of: window)
        #expect(pixel(image, 5, 5) == rgb(255, 0, 0))
        #expect(pixel(image, 35, 5) == rgb(0, 0, 255))
    }
}
