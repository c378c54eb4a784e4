import Easel
import EaselGraphics
import Foundation

extension LayerProperty {
    /// Sets the property on `layer` through its Core Animation-named API, so setting it
    /// marks display and damage exactly as code setting it would. The tree guarantees
    /// the layer's kind has the property.
    @MainActor
    func apply(to layer: Layer) {
        switch self {
        case .anchorPoint(let point): layer.anchorPoint = point
        case .frame(let frame): layer.frame = frame
        case .bounds(let bounds): layer.bounds = bounds
        case .position(let position): layer.position = position
        case .zPosition(let z): layer.zPosition = z
        case .transform(let transform): layer.transform = transform
        case .transformPart(let keyPath, let value): layer.setValue(value, forKeyPath: keyPath)
        case .sublayerTransform(let transform): layer.sublayerTransform = transform
        case .opacity(let opacity): layer.opacity = opacity
        case .isHidden(let hidden): layer.isHidden = hidden
        case .isDoubleSided(let doubleSided): layer.isDoubleSided = doubleSided
        case .backgroundColor(let color): layer.backgroundColor = color
        case .cornerRadius(let radius): layer.cornerRadius = radius
        case .maskedCorners(let corners): layer.maskedCorners = corners
        case .cornerCurve(let curve): layer.cornerCurve = curve
        case .borderWidth(let width): layer.borderWidth = width
        case .borderColor(let color): layer.borderColor = color
        case .shadowColor(let color): layer.shadowColor = color
        case .shadowOpacity(let opacity): layer.shadowOpacity = opacity
        case .shadowOffset(let offset): layer.shadowOffset = offset
        case .shadowRadius(let radius): layer.shadowRadius = radius
        case .masksToBounds(let masks): layer.masksToBounds = masks
        case .contents(let image): layer.contents = image.image
        case .contentsGravity(let gravity): layer.contentsGravity = gravity
        case .contentsScale(let scale): layer.contentsScale = scale
        case .path(let path): (layer as? ShapeLayer)?.path = path.bezierPath
        case .fillColor(let color): (layer as? ShapeLayer)?.fillColor = color
        case .fillRule(let rule): (layer as? ShapeLayer)?.fillRule = rule
        case .strokeColor(let color): (layer as? ShapeLayer)?.strokeColor = color
        case .lineWidth(let width): (layer as? ShapeLayer)?.lineWidth = width
        case .lineCap(let cap): (layer as? ShapeLayer)?.lineCap = cap
        case .lineJoin(let join): (layer as? ShapeLayer)?.lineJoin = join
        case .miterLimit(let limit): (layer as? ShapeLayer)?.miterLimit = limit
        case .lineDashPattern(let pattern): (layer as? ShapeLayer)?.lineDashPattern = pattern.numbers
        case .lineDashPhase(let phase): (layer as? ShapeLayer)?.lineDashPhase = phase
        case .strokeStart(let start): (layer as? ShapeLayer)?.strokeStart = start
        case .strokeEnd(let end): (layer as? ShapeLayer)?.strokeEnd = end
        case .colors(let colors): (layer as? GradientLayer)?.colors = colors
        case .locations(let locations): (layer as? GradientLayer)?.locations = locations.numbers
        case .startPoint(let point): (layer as? GradientLayer)?.startPoint = point
        case .endPoint(let point): (layer as? GradientLayer)?.endPoint = point
        case .gradientType(let type): (layer as? GradientLayer)?.type = type
        case .string(let string): (layer as? TextLayer)?.string = string
        case .fontSize(let size): (layer as? TextLayer)?.fontSize = size
        case .foregroundColor(let color): (layer as? TextLayer)?.foregroundColor = color
        case .alignmentMode(let mode): (layer as? TextLayer)?.alignmentMode = mode
        case .truncationMode(let mode): (layer as? TextLayer)?.truncationMode = mode
        case .isWrapped(let wrapped): (layer as? TextLayer)?.isWrapped = wrapped
        case .instanceCount(let count): (layer as? ReplicatorLayer)?.instanceCount = count
        case .instanceTransform(let transform): (layer as? ReplicatorLayer)?.instanceTransform = transform
        case .instanceColor(let color): (layer as? ReplicatorLayer)?.instanceColor = color
        case .instanceRedOffset(let offset): (layer as? ReplicatorLayer)?.instanceRedOffset = offset
        case .instanceGreenOffset(let offset): (layer as? ReplicatorLayer)?.instanceGreenOffset = offset
        case .instanceBlueOffset(let offset): (layer as? ReplicatorLayer)?.instanceBlueOffset = offset
        case .instanceAlphaOffset(let offset): (layer as? ReplicatorLayer)?.instanceAlphaOffset = offset
        case .instanceDelay(let delay): (layer as? ReplicatorLayer)?.instanceDelay = delay
        }
    }
}
