import Foundation

/// The shape initializers of `UIBezierPath`. Every closed shape is drawn clockwise on
/// screen (UIKit's y-down default coordinates), as UIKit documents.
extension BezierPath {
    /// A closed rectangle starting at its origin, like `UIBezierPath(rect:)`.
    public convenience init(rect: CGRect) {
        self.init()
        add(contentsOf: PathGeometry.rect(rect))
    }

    /// A closed ellipse inscribed in `rect`, like `UIBezierPath(ovalIn:)`; a circle
    /// when `rect` is square.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        add(contentsOf: PathGeometry.ellipse(in: rect))
    }

    /// A rectangle with all four corners rounded, like
    /// `UIBezierPath(roundedRect:cornerRadius:)`.
    ///
    /// Corners are Apple's continuous ("squircle") corners, which reach 1.528 radii
    /// along each edge, as UIKit has drawn them since iOS 7. The radius is limited to
    /// half the shorter side, and a radius too large for a continuous corner to fit
    /// (more than about a third of the shorter side) gives circular corners instead,
    /// so a radius of half the side is a capsule, as in UIKit.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        add(contentsOf: PathGeometry.roundedRect(rect, style: .continuous) { _ in cornerRadius })
    }

    /// A rectangle with some corners rounded by quarter circles, like
    /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
    ///
    /// As in UIKit, the corners are circular, the radius is `cornerRadii.width` (the
    /// height is ignored), and it is limited to half the shorter side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner,
                            cornerRadii: CGSize) {
        self.init()
        add(contentsOf: PathGeometry.roundedRect(rect, style: .circular) { corner in
            corners.contains(corner.option) ? cornerRadii.width : 0
        })
    }

    /// An open circular arc, like `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`;
    /// `clockwise` is as seen on a y-down screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat,
                            endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
               clockwise: clockwise)
    }
}
