import Easel
import EaselGraphics
import Foundation

/// One resolved property of a standalone layer, named and typed as Core Animation has
/// it. A layer's properties are kept in the order of `LayerPropertySpec.all`
/// (`anchorPoint` before the geometry it moves, `frame` before `bounds` and
/// `position`), whatever order the file wrote them in.
public enum LayerProperty: Sendable {
    // MARK: Every layer
    /// `anchorPoint`, like `CALayer.anchorPoint`.
    case anchorPoint(CGPoint)
    /// `frame`, like `CALayer.frame` (sets `bounds` and `position`).
    case frame(CGRect)
    /// `bounds`, like `CALayer.bounds`.
    case bounds(CGRect)
    /// `position`, like `CALayer.position`.
    case position(CGPoint)
    /// `zPosition`, like `CALayer.zPosition`.
    case zPosition(CGFloat)
    /// `transform`, like `CALayer.transform` (the operations of a view's `transform`,
    /// and `rotateX`, `rotateY`, `perspective`).
    case transform(Transform3D)
    /// One part of `transform` named by a transform function's key path
    /// (`transform.rotation.y`, `transform.scale.x`, `transform.translation.z` …), as
    /// `CALayer.setValue(_:forKeyPath:)` sets it: what an `animate` event on such a key
    /// path goes from and to.
    case transformPart(keyPath: String, value: CGFloat)
    /// `sublayerTransform`, like `CALayer.sublayerTransform`.
    case sublayerTransform(Transform3D)
    /// `opacity`, like `CALayer.opacity`.
    case opacity(Float)
    /// `hidden`, like `CALayer.isHidden`.
    case isHidden(Bool)
    /// `doubleSided`, like `CALayer.isDoubleSided`.
    case isDoubleSided(Bool)
    /// `backgroundColor`, like `CALayer.backgroundColor`.
    case backgroundColor(Color)
    /// `cornerRadius`, like `CALayer.cornerRadius`.
    case cornerRadius(CGFloat)
    /// `maskedCorners`, like `CALayer.maskedCorners`.
    case maskedCorners(CornerMask)
    /// `cornerCurve`, like `CALayer.cornerCurve`.
    case cornerCurve(CornerCurve)
    /// `borderWidth`, like `CALayer.borderWidth`.
    case borderWidth(CGFloat)
    /// `borderColor`, like `CALayer.borderColor`.
    case borderColor(Color)
    /// `shadowColor`, like `CALayer.shadowColor`.
    case shadowColor(Color)
    /// `shadowOpacity`, like `CALayer.shadowOpacity`.
    case shadowOpacity(Float)
    /// `shadowOffset`, like `CALayer.shadowOffset`.
    case shadowOffset(CGSize)
    /// `shadowRadius`, like `CALayer.shadowRadius`.
    case shadowRadius(CGFloat)
    /// `masksToBounds`, like `CALayer.masksToBounds`.
    case masksToBounds(Bool)
    /// `contents`: an image file, like `CALayer.contents`.
    case contents(SceneImage)
    /// `contentsGravity`, like `CALayer.contentsGravity`.
    case contentsGravity(ContentsGravity)
    /// `contentsScale`, like `CALayer.contentsScale`: pixels per point of what a
    /// `TextLayer` draws (1, as for every standalone layer).
    case contentsScale(CGFloat)

    // MARK: ShapeLayer
    /// `path`, like `CAShapeLayer.path`.
    case path(LayerPath)
    /// `fillColor`, like `CAShapeLayer.fillColor`.
    case fillColor(Color)
    /// `fillRule`, like `CAShapeLayer.fillRule`.
    case fillRule(PathFillRule)
    /// `strokeColor`, like `CAShapeLayer.strokeColor`.
    case strokeColor(Color)
    /// `lineWidth`, like `CAShapeLayer.lineWidth`.
    case lineWidth(CGFloat)
    /// `lineCap`, like `CAShapeLayer.lineCap`.
    case lineCap(LineCap)
    /// `lineJoin`, like `CAShapeLayer.lineJoin`.
    case lineJoin(LineJoin)
    /// `miterLimit`, like `CAShapeLayer.miterLimit`.
    case miterLimit(CGFloat)
    /// `lineDashPattern`, like `CAShapeLayer.lineDashPattern`.
    case lineDashPattern([CGFloat])
    /// `lineDashPhase`, like `CAShapeLayer.lineDashPhase`.
    case lineDashPhase(CGFloat)
    /// `strokeStart`, like `CAShapeLayer.strokeStart`.
    case strokeStart(CGFloat)
    /// `strokeEnd`, like `CAShapeLayer.strokeEnd`.
    case strokeEnd(CGFloat)

    // MARK: GradientLayer
    /// `colors`, like `CAGradientLayer.colors`.
    case colors([Color])
    /// `locations`, like `CAGradientLayer.locations`.
    case locations([CGFloat])
    /// `startPoint`, like `CAGradientLayer.startPoint` (unit coordinates).
    case startPoint(CGPoint)
    /// `endPoint`, like `CAGradientLayer.endPoint` (unit coordinates).
    case endPoint(CGPoint)
    /// `type`, like `CAGradientLayer.type`.
    case gradientType(GradientLayer.GradientType)

    // MARK: TextLayer
    /// `string`, like `CATextLayer.string`.
    case string(String)
    /// `fontSize`, like `CATextLayer.fontSize`.
    case fontSize(CGFloat)
    /// `foregroundColor`, like `CATextLayer.foregroundColor`.
    case foregroundColor(Color)
    /// `alignmentMode`, like `CATextLayer.alignmentMode`.
    case alignmentMode(TextLayer.AlignmentMode)
    /// `truncationMode`, like `CATextLayer.truncationMode`.
    case truncationMode(TextLayer.TruncationMode)
    /// `isWrapped`, like `CATextLayer.isWrapped`.
    case isWrapped(Bool)

    // MARK: ReplicatorLayer
    /// `instanceCount`, like `CAReplicatorLayer.instanceCount`.
    case instanceCount(Int)
    /// `instanceTransform`, like `CAReplicatorLayer.instanceTransform`.
    case instanceTransform(Transform3D)
    /// `instanceColor`, like `CAReplicatorLayer.instanceColor`.
    case instanceColor(Color)
    /// `instanceRedOffset`, like `CAReplicatorLayer.instanceRedOffset`.
    case instanceRedOffset(Float)
    /// `instanceGreenOffset`, like `CAReplicatorLayer.instanceGreenOffset`.
    case instanceGreenOffset(Float)
    /// `instanceBlueOffset`, like `CAReplicatorLayer.instanceBlueOffset`.
    case instanceBlueOffset(Float)
    /// `instanceAlphaOffset`, like `CAReplicatorLayer.instanceAlphaOffset`.
    case instanceAlphaOffset(Float)
    /// `instanceDelay`, like `CAReplicatorLayer.instanceDelay`.
    case instanceDelay(TimeInterval)
}
