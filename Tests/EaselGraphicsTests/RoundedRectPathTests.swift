import EaselGraphics
import Foundation
import Testing

/// The exact elements of UIKit's rounded rectangles, as layers' outlines and
/// `BezierPath(roundedRect:…)` build them: every coordinate pinned, so that a faster
/// way of building them is the same path to the last bit.
@Suite struct RoundedRectPathTests {
    @Test func aContinuousRoundedRectIsPinnedToTheLastBit() {
        let path = BezierPath(roundedRect: CGRect(x: 16.5, y: 33, width: 60, height: 24), cornerRadius: 6)
        #expect(path.elements == [
            .move(to: CGPoint(x: 25.671988980000002, y: 33.0)),
            .line(to: CGPoint(x: 67.32801102, y: 33.0)),
            .curve(to: CGPoint(x: 72.48039438, y: 33.392976), control1: CGPoint(x: 69.96904062, y: 33.0),
                   control2: CGPoint(x: 71.28955866, y: 33.0)),
            .line(to: CGPoint(x: 72.71103606, y: 33.449466)),
            .curve(to: CGPoint(x: 76.050534, y: 36.78896394), control1: CGPoint(x: 74.26305648, y: 34.01435394),
                   control2: CGPoint(x: 75.48564606, y: 35.23694352)),
            .line(to: CGPoint(x: 76.107024, y: 37.01960562)),
            .curve(to: CGPoint(x: 76.5, y: 42.17198898), control1: CGPoint(x: 76.5, y: 38.21044134),
                   control2: CGPoint(x: 76.5, y: 39.53095938)),
            .line(to: CGPoint(x: 76.5, y: 47.82801102)),
            .curve(to: CGPoint(x: 76.107024, y: 52.98039438), control1: CGPoint(x: 76.5, y: 50.46904062),
                   control2: CGPoint(x: 76.5, y: 51.78955866)),
            .line(to: CGPoint(x: 76.050534, y: 53.21103606)),
            .curve(to: CGPoint(x: 72.71103606, y: 56.550534), control1: CGPoint(x: 75.48564606, y: 54.76305648),
                   control2: CGPoint(x: 74.26305648, y: 55.98564606)),
            .line(to: CGPoint(x: 72.48039438, y: 56.607024)),
            .curve(to: CGPoint(x: 67.32801102, y: 57.0), control1: CGPoint(x: 71.28955866, y: 57.0),
                   control2: CGPoint(x: 69.96904062, y: 57.0)),
            .line(to: CGPoint(x: 25.671988980000002, y: 57.0)),
            .curve(to: CGPoint(x: 20.51960562, y: 56.607024), control1: CGPoint(x: 23.03095938, y: 57.0),
                   control2: CGPoint(x: 21.71044134, y: 57.0)),
            .line(to: CGPoint(x: 20.28896394, y: 56.550534)),
            .curve(to: CGPoint(x: 16.949466, y: 53.21103606), control1: CGPoint(x: 18.73694352, y: 55.98564606),
                   control2: CGPoint(x: 17.51435394, y: 54.76305648)),
            .line(to: CGPoint(x: 16.892976, y: 52.98039438)),
            .curve(to: CGPoint(x: 16.5, y: 47.82801102), control1: CGPoint(x: 16.5, y: 51.78955866),
                   control2: CGPoint(x: 16.5, y: 50.46904062)),
            .line(to: CGPoint(x: 16.5, y: 42.17198898)),
            .curve(to: CGPoint(x: 16.892976, y: 37.01960562), control1: CGPoint(x: 16.5, y: 39.53095938),
                   control2: CGPoint(x: 16.5, y: 38.21044134)),
            .line(to: CGPoint(x: 16.949466, y: 36.78896394)),
            .curve(to: CGPoint(x: 20.28896394, y: 33.449466), control1: CGPoint(x: 17.51435394, y: 35.23694352),
                   control2: CGPoint(x: 18.73694352, y: 34.01435394)),
            .line(to: CGPoint(x: 20.51960562, y: 33.392976)),
            .curve(to: CGPoint(x: 25.671988980000002, y: 33.0), control1: CGPoint(x: 21.71044134, y: 33.0),
                   control2: CGPoint(x: 23.03095938, y: 33.0)),
            .close,
        ])
    }

    @Test func squareCornersAreLinesToTheRectanglesCorners() {
        let path = BezierPath(roundedRect: CGRect(x: 0.5, y: 1.25, width: 40, height: 30),
                              byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 7, height: 0))
        #expect(path.elements == [
            .move(to: CGPoint(x: 7.5, y: 1.25)),
            .line(to: CGPoint(x: 40.5, y: 1.25)),
            .line(to: CGPoint(x: 40.5, y: 24.25)),
            .curve(to: CGPoint(x: 33.5, y: 31.25), control1: CGPoint(x: 40.5, y: 28.115993248815556),
                   control2: CGPoint(x: 37.365993248815556, y: 31.25)),
            .line(to: CGPoint(x: 0.5, y: 31.25)),
            .line(to: CGPoint(x: 0.5, y: 8.25)),
            .curve(to: CGPoint(x: 7.5, y: 1.25), control1: CGPoint(x: 0.5, y: 4.384006751184446),
                   control2: CGPoint(x: 3.634006751184445, y: 1.25)),
            .close,
        ])
    }
}
