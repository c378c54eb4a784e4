import EaselGraphics
import Foundation

/// The animatable properties of a view and its layer, as one value: what the model
/// holds, or what the screen shows while animations run (the presentation).
struct AnimatableValues: Equatable {
    var center: CGPoint
    var bounds: CGRect
    var transform: Transform
    var alpha: CGFloat
    var backgroundColor: Color?
    var cornerRadius: CGFloat
    var borderWidth: CGFloat
    var borderColor: Color?
    var shadowColor: Color?
    var shadowOpacity: CGFloat
    var shadowOffset: CGSize
    var shadowRadius: CGFloat
    /// The layer's anchor point (not animated by `View.animate`).
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// Maps the layer's bounds coordinates to its superlayer's, before the
    /// superlayer's `sublayerTransform` (see `Layer.transformToSuperlayer`).
    var transformToSuperview: Transform {
        Layer.transformToSuperlayer(bounds: bounds, position: center, anchorPoint: anchorPoint, transform: transform)
    }

    /// The rectangle holding the transformed bounds in the superlayer (the frame).
    var frame: CGRect {
        Layer.frame(bounds: bounds, position: center, anchorPoint: anchorPoint, transform: transform)
    }

    /// Whether a visible shadow is cast (a mask clips it away).
    func hasShadow(masksToBounds: Bool) -> Bool {
        shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0 && !masksToBounds
    }

    /// The value of one property as numbers that interpolate linearly (a transform as
    /// its decomposition, a missing color as transparent black).
    subscript(property: AnimatableProperty) -> [Double] {
        get {
            switch property {
            case .center: [center.x, center.y]
            case .boundsOrigin: [bounds.origin.x, bounds.origin.y]
            case .boundsSize: [bounds.size.width, bounds.size.height]
            case .transform: transform.decomposition
            case .alpha: [alpha]
            case .backgroundColor: Self.components(backgroundColor)
            case .cornerRadius: [cornerRadius]
            case .borderWidth: [borderWidth]
            case .borderColor: Self.components(borderColor)
            case .shadowColor: Self.components(shadowColor)
            case .shadowOpacity: [shadowOpacity]
            case .shadowOffset: [shadowOffset.width, shadowOffset.height]
            case .shadowRadius: [shadowRadius]
            }
        }
        set {
            switch property {
            case .center: center = CGPoint(x: newValue[0], y: newValue[1])
            case .boundsOrigin: bounds.origin = CGPoint(x: newValue[0], y: newValue[1])
            case .boundsSize: bounds.size = CGSize(width: max(0, newValue[0]), height: max(0, newValue[1]))
            case .transform: transform = Transform(decomposition: newValue)
            case .alpha: alpha = min(1, max(0, newValue[0]))
            case .backgroundColor: backgroundColor = Self.color(newValue)
            case .cornerRadius: cornerRadius = max(0, newValue[0])
            case .borderWidth: borderWidth = max(0, newValue[0])
            case .borderColor: borderColor = Self.color(newValue)
            case .shadowColor: shadowColor = Self.color(newValue)
            case .shadowOpacity: shadowOpacity = min(1, max(0, newValue[0]))
            case .shadowOffset: shadowOffset = CGSize(width: newValue[0], height: newValue[1])
            case .shadowRadius: shadowRadius = max(0, newValue[0])
            }
        }
    }

    private static func components(_ color: Color?) -> [Double] {
        guard let color else { return [0, 0, 0, 0] }
        return [color.red, color.green, color.blue, color.alpha]
    }

    private static func color(_ components: [Double]) -> Color {
        Color(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    }
}

/// A property `View.animate` animates, and how a second animation of it combines
/// with one in flight.
enum AnimatableProperty: CaseIterable {
    case center, boundsOrigin, boundsSize, transform, alpha, backgroundColor
    case cornerRadius, borderWidth, borderColor, shadowColor, shadowOpacity, shadowOffset, shadowRadius

    /// Position and bounds animate additively, as UIKit's do since iOS 8: each
    /// animation adds its remaining offset (from − to)·(1 − progress) to the model
    /// value, so a new animation blends with one in flight. The others replace the
    /// animation in flight.
    var isAdditive: Bool {
        switch self {
        case .center, .boundsOrigin, .boundsSize: true
        default: false
        }
    }
}
