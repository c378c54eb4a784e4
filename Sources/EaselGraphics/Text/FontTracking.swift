import Foundation

/// UIKit's size-specific tracking: the space the system fonts add after every
/// character, which depends on the point size (positive at small sizes, negative
/// around body text, positive again and fading out at display sizes).
///
/// The values are the tracking tables of Apple's Human Interface Guidelines
/// (Typography, "Tracking values"), in thousandths of an em: SF Pro Text's up to
/// 19 points and SF Pro Display's from 20 points, since the default system design
/// draws Inter's static Text and Display cuts as SF Pro's static cuts were drawn
/// (the variable SF Pro's single table assumes its own optical-size axis, which
/// tightens the Display sizes already), and New York's. A size between two rows takes
/// the row at or below it; below the first row the first row's value.
struct FontTracking: Sendable {
    /// (point size, tracking in 1/1000 em), by increasing size; each row holds until the next.
    let rows: [(size: CGFloat, thousandths: CGFloat)]

    /// The tracking in points at `pointSize`.
    func tracking(at pointSize: CGFloat) -> CGFloat {
        let row = rows.last { $0.size <= pointSize } ?? rows[0]
        return row.thousandths * pointSize / 1000
    }

    /// The table of a system design at a size; SF Mono has none.
    static func table(for design: Font.Design, at pointSize: CGFloat) -> FontTracking? {
        switch design {
        case .default: pointSize < FontFace.displayOpticalSize ? sfProText : sfProDisplay
        case .serif: newYork
        case .monospaced: nil
        }
    }

    /// SF Pro Text, 6 to 19 points.
    static let sfProText = FontTracking(rows: [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24),
    ])

    /// SF Pro Display, from 20 points; none from 80.
    static let sfProDisplay = FontTracking(rows: [
        (20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12), (33, 11), (36, 10), (41, 9),
        (44, 8), (49, 7), (52, 6), (56, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0),
    ])

    /// New York.
    static let newYork = FontTracking(rows: [
        (6, 40), (7, 32), (8, 25), (9, 20), (10, 16), (11, 11), (12, 6), (13, 4), (14, 2), (15, 0),
        (16, -2), (17, -4), (18, -6), (19, -8), (20, -10), (23, -11), (26, -12), (31, -13), (34, -14),
        (54, -15), (70, -16), (180, -17), (220, -18),
    ])
}
