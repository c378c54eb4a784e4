/// Core Graphics' shape initializers of `CGPath`.
extension BezierPath {
    /// A closed rectangle, like `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: CGAffineTransform?) {
        self.init()
        addRect(rect, transform: transform ?? .identity)
    }

    /// A closed ellipse inscribed in `rect`, like `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: CGAffineTransform?) {
        self.init()
        addEllipse(in: rect, transform: transform ?? .identity)
    }

    /// A rectangle with elliptical corners, like
    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: CGAffineTransform?) {
        self.init()
        addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                       transform: transform ?? .identity)
    }
}
