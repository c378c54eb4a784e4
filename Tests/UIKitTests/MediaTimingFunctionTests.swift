import Testing
import UIKit

/// `CAMediaTimingFunction`'s control points, given and read as `Float`.
@Suite struct MediaTimingFunctionTests {
    private func controlPoints(of function: CAMediaTimingFunction) -> [Float] {
        var values: [Float] = []
        for index in 0..<4 {
            var point: [Float] = [0, 0]
            function.getControlPoint(at: index, values: &point)
            values += point
        }
        return values
    }

    @Test func floatControlPointsMakeTheCurveTheyName() {
        let rate: Float = 0.25
        let function = CAMediaTimingFunction(controlPoints: 0.5, 0.25 + rate, 0.25, 1)
        #expect(controlPoints(of: function) == [0, 0, 0.5, 0.5, 0.25, 1, 1, 1])
        #expect(controlPoints(of: CAMediaTimingFunction(name: .easeIn)) == [0, 0, 0.42, 0, 1, 1, 1, 1])
    }
}
