// Core Animation's layer kinds and their value types under their `CA` names: the same
// classes and types as Easel's, so a `CAShapeLayer` made in iOS code is a `ShapeLayer`
// that the compositor draws.

/// A layer that draws a path, like `CAShapeLayer`: the same class as Easel's
/// `ShapeLayer` (`path` takes `UIBezierPath.cgPath`, colors take `UIColor.cgColor`).
public typealias CAShapeLayer = ShapeLayer

/// A layer that fills its bounds with a gradient, like `CAGradientLayer`: the same class
/// as Easel's `GradientLayer` (axial, radial and conic).
public typealias CAGradientLayer = GradientLayer

/// A layer that draws a string, like `CATextLayer`: the same class as Easel's
/// `TextLayer`.
public typealias CATextLayer = TextLayer

/// A layer that draws copies of its sublayers, like `CAReplicatorLayer`: the same class
/// as Easel's `ReplicatorLayer`.
public typealias CAReplicatorLayer = ReplicatorLayer

/// Which corners `cornerRadius` rounds, like `CACornerMask`.
public typealias CACornerMask = CornerMask

/// How a layer's `contents` is placed in its bounds, like `CALayerContentsGravity`.
public typealias CALayerContentsGravity = ContentsGravity

/// The shape of rounded corners, like `CALayerCornerCurve` (`.continuous` is Apple's
/// squircle).
public typealias CALayerCornerCurve = CornerCurve

/// The kind of a gradient layer's gradient, like `CAGradientLayerType`.
public typealias CAGradientLayerType = GradientLayer.GradientType

/// The fill rule of a shape layer, like `CAShapeLayerFillRule`.
public typealias CAShapeLayerFillRule = PathFillRule

/// The ends of a shape layer's stroke, like `CAShapeLayerLineCap`.
public typealias CAShapeLayerLineCap = LineCap

/// The joins of a shape layer's stroke, like `CAShapeLayerLineJoin`.
public typealias CAShapeLayerLineJoin = LineJoin

/// How a text layer aligns its lines, like `CATextLayerAlignmentMode`.
public typealias CATextLayerAlignmentMode = TextLayer.AlignmentMode

/// Where a text layer truncates a string that does not fit, like
/// `CATextLayerTruncationMode`.
public typealias CATextLayerTruncationMode = TextLayer.TruncationMode

extension PathFillRule {
    /// The non-zero winding rule under Core Animation's name,
    /// `CAShapeLayerFillRule.nonZero` (the default).
    public static var nonZero: PathFillRule { .winding }
}

/// A layer that emits particles, like `CAEmitterLayer`: the same class as Easel's
/// `EmitterLayer`, whose particles the compositor draws as the window's time advances.
public typealias CAEmitterLayer = EmitterLayer

/// One kind of particle an emitter layer emits, like `CAEmitterCell`: the same class as
/// Easel's `EmitterCell` (`contents` takes `UIImage.cgImage`, `color` a `CGColor`).
public typealias CAEmitterCell = EmitterCell

/// The shape an emitter layer emits from, like `CAEmitterLayerEmitterShape`.
public typealias CAEmitterLayerEmitterShape = EmitterLayer.EmitterShape

/// The part of its shape an emitter layer emits from, like `CAEmitterLayerEmitterMode`.
public typealias CAEmitterLayerEmitterMode = EmitterLayer.EmitterMode

/// How an emitter layer composites its particles, like `CAEmitterLayerRenderMode`.
public typealias CAEmitterLayerRenderMode = EmitterLayer.RenderMode

/// How images are resampled, like `CALayerContentsFilter`: a layer's
/// `magnificationFilter` and `minificationFilter` (an emitter cell's filters take its
/// `rawValue`).
public typealias CALayerContentsFilter = ContentsFilter
