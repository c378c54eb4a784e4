import EaselGraphics
import Foundation

/// The values a view is shown with: its model values, or what its layer's animations
/// (`View.animate`'s among them) make of them at the current frame. The compositor and
/// damage read these.
extension View {
    /// The animatable properties as the model holds them.
    var modelValues: AnimatableValues {
        AnimatableValues(center: storedCenter, bounds: storedBounds, transform: storedTransform, alpha: alpha,
                         backgroundColor: backgroundColor, cornerRadius: layer.cornerRadius,
                         borderWidth: layer.borderWidth, borderColor: layer.borderColor,
                         shadowColor: layer.shadowColor, shadowOpacity: CGFloat(layer.shadowOpacity),
                         shadowOffset: layer.shadowOffset, shadowRadius: layer.shadowRadius,
                         anchorPoint: layer.storedAnchorPoint)
    }

    /// The animatable properties as the current frame shows them: the model, moved
    /// along by the layer's animations (its presentation).
    var presented: AnimatableValues {
        hasAnimationsInFlight ? layer.shownLayer.standaloneValues : modelValues
    }

    /// Whether animations of the view's layer move what it shows.
    var hasAnimationsInFlight: Bool { layer.animationStore != nil }

    /// Maps the view's coordinates to its superview's as shown on screen.
    var presentedTransformToSuperview: Transform {
        guard hasAnimationsInFlight else { return transformToSuperview }
        let local = presented.transformToSuperview
        return superview?.layer.placingSublayer(local) ?? local
    }

    /// Maps the view's coordinates to the window's as shown on screen.
    var presentedTransformToRoot: Transform {
        var result = Transform.identity
        var current: View? = self
        while let view = current, view.superview != nil {
            result = result.concatenating(view.presentedTransformToSuperview)
            current = view.superview
        }
        return result
    }
}
