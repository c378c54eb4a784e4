import Foundation

/// Rounded rectangles as UIKit draws them.
extension PathGeometry {
    /// A corner of a rounded rectangle, walked from the edge the path arrives on to the
    /// edge it leaves by. Points are `(a, b)` in corner radii: `a` back along the
    /// arriving edge from the rectangle's corner, `b` forward along the leaving edge.
    enum CornerStyle {
        /// A quarter circle: `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
        case circular
        /// Apple's continuous corner, whose curvature eases in from the straight edge,
        /// reaching 1.528 radii along each edge: `UIBezierPath(roundedRect:cornerRadius:)`
        /// since iOS 7. The control points are the widely used measurement of iOS 7's
        /// path (PaintCode, "Code for iOS 7 rounded rectangles"); UIKit's own path is
        /// not published.
        case continuous

        /// How far along each edge the corner reaches, in radii.
        var reach: CGFloat {
            switch self {
            case .circular: 1
            case .continuous: 1.528_664_83
            }
        }

        /// The corner's steps after its first point `(reach, 0)`; the last ends at
        /// `(0, reach)`.
        fileprivate var steps: [Step] {
            switch self {
            case .circular: Self.circularSteps
            case .continuous: Self.continuousSteps
            }
        }

        private static let circularSteps: [Step] = {
            let k = 1 - PathGeometry.quarterCircleKappa
            return [.curve(c1: (k, 0), c2: (0, k), to: (0, 1))]
        }()

        private static let continuousSteps: [Step] = [
            .curve(c1: (1.088_493_23, 0), c2: (0.868_406_89, 0), to: (0.669_934_27, 0.065_496)),
            .line(to: (0.631_493_99, 0.074_911)),
            .curve(c1: (0.372_823_92, 0.169_058_99), c2: (0.169_058_99, 0.372_823_92),
                   to: (0.074_911, 0.631_493_99)),
            .line(to: (0.065_496, 0.669_934_27)),
            .curve(c1: (0, 0.868_406_89), c2: (0, 1.088_493_23), to: (0, 1.528_664_83)),
        ]
    }

    fileprivate enum Step {
        case line(to: (CGFloat, CGFloat))
        case curve(c1: (CGFloat, CGFloat), c2: (CGFloat, CGFloat), to: (CGFloat, CGFloat))
    }

    /// The four corners of `UIRectCorner`, in the order a clockwise walk from the top
    /// edge meets them.
    enum Corner: CaseIterable {
        case topRight, bottomRight, bottomLeft, topLeft

        /// The `UIRectCorner` option that names this corner.
        var option: RectCorner {
            switch self {
            case .topRight: .topRight
            case .bottomRight: .bottomRight
            case .bottomLeft: .bottomLeft
            case .topLeft: .topLeft
            }
        }
    }

    /// A closed rounded rectangle, starting on the top edge after the top-left corner
    /// and going clockwise on a y-down screen, as UIKit's rounded rectangles do.
    ///
    /// `radius(corner)` gives each corner's radius (0 for a square corner); radii are
    /// held to half the shorter side. A continuous corner whose reach would not fit in
    /// half the shorter side is drawn circular instead: UIKit likewise stops drawing
    /// continuous corners once the radius nears half the side (a capsule has round ends).
    static func roundedRect(_ rect: CGRect, style: CornerStyle,
                            radius: (Corner) -> CGFloat) -> [PathElement] {
        let r = rect.standardized
        let halfSide = min(r.width, r.height) / 2
        func resolved(_ corner: Corner) -> (radius: CGFloat, style: CornerStyle) {
            let radius = max(0, min(radius(corner), halfSide))
            let fits = radius * style.reach <= halfSide
            return (radius, fits ? style : .circular)
        }
        let corners = Corner.allCases.map { (corner: $0, shape: resolved($0)) }
        guard corners.contains(where: { $0.shape.radius > 0 }) else { return Self.rect(r) }

        func frame(_ corner: Corner) -> (origin: CGPoint, arriving: CGPoint, leaving: CGPoint) {
            switch corner {
            case .topRight: (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1))
            case .bottomRight: (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0))
            case .bottomLeft: (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1))
            case .topLeft: (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0))
            }
        }
        /// The point `(a, b)` radii from `corner`'s rectangle corner (see `Corner`).
        func point(_ ab: (CGFloat, CGFloat), _ corner: Corner, _ radius: CGFloat) -> CGPoint {
            let (origin, arriving, leaving) = frame(corner)
            let back = ab.0 * radius, forward = ab.1 * radius
            return CGPoint(x: origin.x - back * arriving.x + forward * leaving.x,
                           y: origin.y - back * arriving.y + forward * leaving.y)
        }

        // The walk starts where the top-left corner ends, `(0, reach)` along its leaving edge.
        let topLeft = resolved(.topLeft)
        let start = topLeft.radius > 0 ? point((0, topLeft.style.reach), .topLeft, topLeft.radius) : frame(.topLeft).origin
        // Built in place: a screen of rounded layers asks for thousands of these.
        var elements: [PathElement] = [.move(to: start)]
        elements.reserveCapacity(2 + 4 * 6)
        for (corner, shape) in corners {
            guard shape.radius > 0 else {
                elements.append(.line(to: frame(corner).origin))
                continue
            }
            elements.append(.line(to: point((shape.style.reach, 0), corner, shape.radius)))
            for step in shape.style.steps {
                switch step {
                case .line(let to): elements.append(.line(to: point(to, corner, shape.radius)))
                case .curve(let c1, let c2, let to):
                    elements.append(.curve(to: point(to, corner, shape.radius), control1: point(c1, corner, shape.radius),
                                           control2: point(c2, corner, shape.radius)))
                }
            }
        }
        elements.append(.close)
        return elements
    }
}
