import EaselGraphics
import Foundation

/// A layer that fills its bounds with a color gradient, like `CAGradientLayer`.
///
/// The gradient is rendered at the screen's resolution at every composite, above the
/// background and below the sublayers, clipped to the bounds. Points are in the unit
/// coordinate space of the bounds: (0, 0) is the top-left corner, (1, 1) the
/// bottom-right, as on iOS. A point or location that
/// is not finite is ignored and reported, as the layer's geometry is.
open class GradientLayer: Layer {
    /// The shape of a gradient layer's color ramp, like `CAGradientLayerType`.
    public enum GradientType: Hashable, Sendable {
        /// Along the line from `startPoint` to `endPoint`, the end colors extended
        /// beyond it, like `.axial`.
        case axial
        /// Out from `startPoint` to an ellipse whose radii are the horizontal and
        /// vertical distances to `endPoint`, the last color beyond it, like `.radial`.
        case radial
        /// Around `startPoint`, clockwise from the direction of `endPoint`, like `.conic`.
        case conic
    }

    override class var rendersInCompositor: Bool { true }

    /// The colors of the ramp, like `CAGradientLayer.colors`; `nil` or empty draws
    /// nothing, a single color fills the bounds.
    open var colors: [Color]? {
        willSet { if newValue != colors { compositingWillChange() } }
        didSet { if oldValue != colors { compositingDidChange("colors", from: oldValue) } }
    }
    /// Where each color sits along the ramp, 0…1, like `CAGradientLayer.locations`;
    /// `nil` spaces them evenly. A count other than the colors' draws nothing.
    open var locations: [NSNumber]? {
        willSet { if newValue != locations { compositingWillChange() } }
        didSet {
            if !acceptsGeometry("locations", locations?.cgFloats ?? []) { locations = oldValue }
            if oldValue != locations { compositingDidChange("locations", from: oldValue) }
        }
    }
    /// Where the ramp starts, in unit coordinates, like `CAGradientLayer.startPoint`
    /// (default (0.5, 0)).
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        willSet { if newValue != startPoint { compositingWillChange() } }
        didSet {
            if !acceptsGeometry("startPoint", startPoint.x, startPoint.y) { startPoint = oldValue }
            if oldValue != startPoint { compositingDidChange("startPoint", from: oldValue) }
        }
    }
    /// Where the ramp ends, in unit coordinates, like `CAGradientLayer.endPoint`
    /// (default (0.5, 1)).
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        willSet { if newValue != endPoint { compositingWillChange() } }
        didSet {
            if !acceptsGeometry("endPoint", endPoint.x, endPoint.y) { endPoint = oldValue }
            if oldValue != endPoint { compositingDidChange("endPoint", from: oldValue) }
        }
    }
    /// The ramp's shape, like `CAGradientLayer.type` (axial).
    open var type = GradientType.axial {
        willSet { if newValue != type { compositingWillChange() } }
        didSet { if oldValue != type { compositingWillChange() } }
    }

    override func copyState(from layer: Layer) {
        super.copyState(from: layer)
        guard let gradient = layer as? GradientLayer else { return }
        colors = gradient.colors
        locations = gradient.locations
        startPoint = gradient.startPoint
        endPoint = gradient.endPoint
        type = gradient.type
    }

    override var contentColors: [Color?] { colors ?? [] }

    override func renderContent(in context: GraphicsContext) {
        guard let colors, let gradient = Gradient(colors: colors, locations: locations?.cgFloats) else { return }
        let bounds = self.bounds
        guard !bounds.isEmpty else { return }
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        let (start, end) = (point(startPoint), point(endPoint))
        context.clip(to: bounds)
        switch type {
        case .axial:
            context.drawLinearGradient(gradient, start: start, end: end,
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        case .radial:
            let radii = CGSize(width: Swift.abs(end.x - start.x), height: Swift.abs(end.y - start.y))
            guard radii.width > 0, radii.height > 0 else { return }
            context.translateBy(x: start.x, y: start.y)
            context.scaleBy(x: radii.width, y: radii.height)
            context.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
                                       options: .drawsAfterEndLocation)
        case .conic:
            context.drawConicGradient(gradient, center: start, angle: atan2(end.y - start.y, end.x - start.x))
        }
    }
}
