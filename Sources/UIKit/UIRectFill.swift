/// Fills a rectangle of the current context with its fill color, replacing what is
/// there (the copy blend mode), like `UIRectFill(_:)`. With no current context it does
/// nothing, as in UIKit.
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills a rectangle of the current context with its fill color and a blend mode, like
/// `UIRectFillUsingBlendMode(_:_:)`. With no current context it does nothing.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Intersects the current context's clip with a rectangle, like `UIRectClip(_:)`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}

/// Draws a 1-point frame just inside a rectangle of the current context in its stroke
/// colour, replacing what is there (the copy blend mode), like `UIRectFrame(_:)`. As
/// the frame lies inside the rectangle, a clip to the rectangle keeps all of it. With no
/// current context it does nothing.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let rect = rect.standardized
    context.saveGState()
    context.setBlendMode(.copy)
    context.setLineWidth(1)
    context.setLineDash(phase: 0, lengths: [])
    context.stroke(rect.insetBy(dx: min(0.5, rect.width / 2), dy: min(0.5, rect.height / 2)))
    context.restoreGState()
}

/// Draws a 1-point frame just inside a rectangle of the current context in its fill
/// colour and a blend mode, like `UIRectFrameUsingBlendMode(_:_:)` (whose documentation,
/// unlike `UIRectFrame(_:)`'s, names the fill colour: "because this function doesn't draw
/// directly on the line, but rather inside it"). With no current context it does nothing.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let rect = rect.standardized
    let inner = rect.insetBy(dx: min(1, rect.width / 2), dy: min(1, rect.height / 2))
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill([
        CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: inner.minY - rect.minY),
        CGRect(x: rect.minX, y: inner.maxY, width: rect.width, height: rect.maxY - inner.maxY),
        CGRect(x: rect.minX, y: inner.minY, width: inner.minX - rect.minX, height: inner.height),
        CGRect(x: inner.maxX, y: inner.minY, width: rect.maxX - inner.maxX, height: inner.height),
    ])
    context.restoreGState()
}
