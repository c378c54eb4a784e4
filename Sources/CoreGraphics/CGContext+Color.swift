/// Core Graphics' color setters that take components rather than a `CGColor`.
extension GraphicsContext {
    /// Sets the fill color from sRGB components, like
    /// `CGContext.setFillColor(red:green:blue:alpha:)`.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(Color(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the stroke color from sRGB components, like
    /// `CGContext.setStrokeColor(red:green:blue:alpha:)`.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(Color(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the fill color to a gray, like `CGContext.setFillColor(gray:alpha:)`.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        setFillColor(Color(white: gray, alpha: alpha))
    }

    /// Sets the stroke color to a gray, like `CGContext.setStrokeColor(gray:alpha:)`.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        setStrokeColor(Color(white: gray, alpha: alpha))
    }
}
