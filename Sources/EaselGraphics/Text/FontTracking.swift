import Foundation

/// UIKit's size-specific tracking: the space the system fonts add after every
/// character, which depends on the point size (positive at small sizes, negative
/// around body text, fading out at large ones).
///
/// The values are the tracking tables of Apple's Human Interface Guidelines
/// (Typography, "Tracking values"), in thousandths of an em, for SF Pro and New York
/// on iOS. A size between two rows takes the row at or below it, and a size past the
/// last row the last row's value; below the first row the first row's value.
struct FontTracking: Sendable {
    /// (point size, tracking in 1/1000 em), by increasing size; each row holds until the next.
    let rows: [(size: CGFloat, thousandths: CGFloat)]

    /// The tracking in points at `pointSize`.
    func tracking(at pointSize: CGFloat) -> CGFloat {
        let row = rows.last { $0.size <= pointSize } ?? rows[0]
        return row.thousandths * pointSize / 1000
    }

    /// The table of a system design; SF Mono has none.
    static func table(for design: Font.Design) -> FontTracking? {
        switch design {
        case .default: sfPro
        case .serif: newYork
        case .monospaced: nil
        }
    }

    /// SF Pro (the variable font, whose tracking runs smoothly from Text to Display).
    static let sfPro = FontTracking(rows: [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (31, 13), (33, 12), (35, 11), (36, 10), (41, 9), (44, 8),
        (49, 7), (52, 6), (58, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0),
    ])

    /// New York.
    static let newYork = FontTracking(rows: [
        (6, 40), (7, 32), (8, 25), (9, 20), (10, 16), (11, 11), (12, 6), (13, 4), (14, 2), (15, 0),
        (16, -2), (17, -4), (18, -6), (19, -8), (20, -10), (23, -11), (26, -12), (31, -13), (34, -14),
        (54, -15), (70, -16), (180, -17), (220, -18),
    ])
}
