/// The graphics-state values a `GraphicsContext` keeps beside cairo's own (cairo has a
/// single source, where CoreGraphics keeps separate fill and stroke colors).
/// `saveGState()` pushes it with cairo's state; `restoreGState()` pops both.
package struct GraphicsState {
    package var fillColor = Color.black
    package var strokeColor = Color.black
}
