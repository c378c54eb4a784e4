import EaselGraphics
import Foundation

/// Geometry that is not a number or infinite. UIKit raises `CALayerInvalidGeometry`
/// ("CALayer position contains NaN") and the app stops; Easel must not crash on bad
/// input, so it reports the value as a diagnostic and keeps the view's geometry as it
/// was, which is what the app would have shown up to that point.
extension View {
    /// Whether every component of a geometry value is finite; reports the value when not.
    func acceptsGeometry(_ property: String, _ components: CGFloat...) -> Bool {
        guard components.allSatisfy(\.isFinite) else {
            Self.reportInvalidGeometry(property, components, of: traceName)
            return false
        }
        return true
    }

    /// The frame a view starts with: `frame` standardized, as CoreGraphics reads a
    /// rectangle of negative size, or the zero rectangle for one that is not finite.
    static func initialFrame(_ frame: CGRect) -> CGRect {
        let components = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        guard components.allSatisfy(\.isFinite) else {
            reportInvalidGeometry("frame", components, of: "\(self)")
            return .zero
        }
        return frame.standardized
    }

    static func reportInvalidGeometry(_ property: String, _ components: [CGFloat], of name: String) {
        let shown = components.map { "\($0)" }.joined(separator: ", ")
        Diagnostics.report("\(name): ignoring a \(property) that is not finite (\(shown)); UIKit raises CALayerInvalidGeometry")
    }
}
