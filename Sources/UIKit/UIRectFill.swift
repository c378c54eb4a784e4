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
