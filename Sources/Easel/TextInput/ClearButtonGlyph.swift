import EaselGraphics
import Foundation

/// The glyph of a text field's clear button, like SF Symbols' `xmark.circle.fill`: a
/// disc with a cross cut out of it, drawn as one even-odd vector path.
enum ClearButtonGlyph {
    /// The disc's diameter as a fraction of the button's side.
    static let discFraction: CGFloat = 14.0 / 19
    /// The cross's arm length (from the center) and half-thickness, as fractions of the
    /// disc's diameter.
    static let armLength: CGFloat = 0.25
    static let armHalfWidth: CGFloat = 0.055

    /// The path in `rect` (a square): the disc and, cut out, a cross turned 45°.
    static func path(in rect: CGRect) -> BezierPath {
        let diameter = min(rect.width, rect.height) * discFraction
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let path = BezierPath(ovalIn: CGRect(x: center.x - diameter / 2, y: center.y - diameter / 2,
                                             width: diameter, height: diameter))
        let length = diameter * armLength, half = diameter * armHalfWidth
        // The outline of a plus sign, clockwise from the top of its right arm.
        let plus: [(CGFloat, CGFloat)] = [
            (half, -length), (half, -half), (length, -half), (length, half), (half, half), (half, length),
            (-half, length), (-half, half), (-length, half), (-length, -half), (-half, -half), (-half, -length),
        ]
        let turn = CGFloat.pi / 4
        for (index, (x, y)) in plus.enumerated() {
            let point = CGPoint(x: center.x + x * cos(turn) - y * sin(turn), y: center.y + x * sin(turn) + y * cos(turn))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        path.usesEvenOddFillRule = true
        return path
    }
}
