/// The context of the drawing in progress, like `UIGraphicsGetCurrentContext()`: a
/// view's context during its `draw(_:)`, an image renderer's during its actions, the
/// context last pushed by `UIGraphicsPushContext(_:)`; `nil` otherwise.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContext.current
}

/// Makes `context` the current context until the matching `UIGraphicsPopContext()`,
/// like `UIGraphicsPushContext(_:)`, so that UIKit drawing (`UIColor.setFill()`,
/// `UIBezierPath.fill()`, string drawing) goes to it.
public func UIGraphicsPushContext(_ context: CGContext) {
    context.pushCurrent()
}

/// Restores the current context that was current before the last
/// `UIGraphicsPushContext(_:)`, like `UIGraphicsPopContext()`. With nothing pushed it
/// does nothing but report it, as UIKit only logs it.
public func UIGraphicsPopContext() {
    if !GraphicsContext.popCurrent() {
        Diagnostics.report("UIGraphicsPopContext: no context to pop")
    }
}
