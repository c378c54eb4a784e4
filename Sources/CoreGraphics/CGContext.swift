/// A Core Graphics drawing context, like `CGContext`: the same object as Easel's
/// `GraphicsContext`, whose methods already carry Core Graphics' Swift names
/// (`saveGState()`, `addArc(center:radius:startAngle:endAngle:clockwise:)`,
/// `fillPath(using:)`, `drawLinearGradient(_:start:end:options:)` …).
///
/// As on iOS, the context of a view's draw is flipped to UIKit's y-down coordinates and
/// is valid only during that draw.
public typealias CGContext = GraphicsContext

/// How the ends of stroked lines are drawn, like `CGLineCap`.
public typealias CGLineCap = LineCap

/// How the joins of stroked lines are drawn, like `CGLineJoin`.
public typealias CGLineJoin = LineJoin

/// How drawing combines with what is already drawn, like `CGBlendMode`.
public typealias CGBlendMode = BlendMode

/// The rule that decides which areas a path encloses, like `CGPathFillRule`.
public typealias CGPathFillRule = PathFillRule

/// How `CGContext.drawPath(using:)` paints the current path, like `CGPathDrawingMode`.
public typealias CGPathDrawingMode = PathDrawingMode

/// How images are resampled when drawn, like `CGInterpolationQuality`.
public typealias CGInterpolationQuality = InterpolationQuality

/// Whether a gradient paints beyond its ends, like `CGGradientDrawingOptions`.
public typealias CGGradientDrawingOptions = GradientDrawingOptions

/// An affine transform, like `CGAffineTransform` (which swift-corelibs-foundation does
/// not provide): the same type as Easel's `Transform`, with Core Graphics' members
/// (`a`…`ty`, `init(translationX:y:)`, `scaledBy(x:y:)`, `concatenating(_:)`,
/// `inverted()`, `CGPoint.applying(_:)` …).
public typealias CGAffineTransform = Transform
