/// A color, like `UIColor`: the same value as Easel's `Color` and Core Graphics'
/// `CGColor`, with UIKit's initializers, system colors (`.systemBlue`, `.label` …) and
/// `withAlphaComponent(_:)`. Components are sRGB.
public typealias UIColor = Color

extension Color {
    /// The color as Core Graphics takes it, like `UIColor.cgColor`: a dynamic color is
    /// resolved against `UITraitCollection.current` (so a layer given `.label.cgColor`
    /// keeps that value whatever the appearance later, as on iOS).
    public var cgColor: CGColor { resolvedColor(with: .current) }

    /// The background of a grouped table, like the deprecated
    /// `UIColor.groupTableViewBackground`: `systemGroupedBackground`, which replaced it.
    public static var groupTableViewBackground: Color { .systemGroupedBackground }

    /// The color of a `CGColor`, like `UIColor(cgColor:)`.
    public convenience init(cgColor: CGColor) {
        self.init(cgColor as Color)
    }

    /// A color from hue, saturation and brightness (each 0…1), like
    /// `UIColor(hue:saturation:brightness:alpha:)`.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(1, max(0, saturation)), v = min(1, max(0, brightness))
        let sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Writes the red, green, blue and alpha components, like
    /// `UIColor.getRed(_:green:blue:alpha:)`; succeeds for every color but a pattern
    /// color (`UIColor(patternImage:)`), which has none, as in UIKit.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard patternImage == nil else { return false }
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes the hue, saturation, brightness and alpha, like
    /// `UIColor.getHue(_:saturation:brightness:alpha:)`.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard patternImage == nil else { return false }
        let maximum = max(red, green, blue), minimum = min(red, green, blue), chroma = maximum - minimum
        var h: CGFloat = 0
        if chroma > 0 {
            switch maximum {
            case red: h = ((green - blue) / chroma).truncatingRemainder(dividingBy: 6)
            case green: h = (blue - red) / chroma + 2
            default: h = (red - green) / chroma + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? chroma / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes the gray level and alpha, like `UIColor.getWhite(_:alpha:)`: succeeds only
    /// for a gray (equal components), as UIKit's does only for a color in a gray space.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard red == green, green == blue, patternImage == nil else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }

    /// Makes the color the fill and stroke color of the current context, like
    /// `UIColor.set()`.
    public func set() {
        guard let context = currentContext() else { return }
        context.setFillColor(self)
        context.setStrokeColor(self)
    }

    /// Makes the color the fill color of the current context, like `UIColor.setFill()`.
    public func setFill() {
        currentContext()?.setFillColor(self)
    }

    /// Makes the color the stroke color of the current context, like `UIColor.setStroke()`.
    public func setStroke() {
        currentContext()?.setStrokeColor(self)
    }

    /// The current context, or `nil` after reporting that there is none (UIKit logs an
    /// invalid-context error and does nothing).
    private func currentContext(_ operation: String = #function) -> GraphicsContext? {
        guard let context = GraphicsContext.current else {
            Diagnostics.report("invalid context: UIColor.\(operation) called with no current context")
            return nil
        }
        return context
    }
}
