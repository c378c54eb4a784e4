import EaselGraphics
import Foundation

/// Custom images for the stepper's halves, like `UIStepper`'s image setters.
extension Stepper {
    /// Sets the image of the plus half for a state, like
    /// `UIStepper.setIncrementImage(_:for:)`; `nil` goes back to the plus glyph.
    public func setIncrementImage(_ image: Image?, for state: State) { incrementImages[state.rawValue] = image }

    /// Sets the image of the minus half for a state, like
    /// `UIStepper.setDecrementImage(_:for:)`; `nil` goes back to the minus glyph.
    public func setDecrementImage(_ image: Image?, for state: State) { decrementImages[state.rawValue] = image }

    /// The plus half's image for a state (the normal state's when none is set for it),
    /// like `UIStepper.incrementImage(for:)`.
    public func incrementImage(for state: State) -> Image? {
        incrementImages[state.rawValue] ?? incrementImages[State.normal.rawValue]
    }

    /// The minus half's image for a state (the normal state's when none is set for it),
    /// like `UIStepper.decrementImage(for:)`.
    public func decrementImage(for state: State) -> Image? {
        decrementImages[state.rawValue] ?? decrementImages[State.normal.rawValue]
    }

    /// The image a half shows now: the disabled state's where that step is not possible.
    func image(plus: Bool) -> Image? {
        let halfState = canStep(plus ? 1 : -1) ? state : state.union(.disabled)
        return plus ? incrementImage(for: halfState) : decrementImage(for: halfState)
    }

    /// Draws a half's image centred at `center`: as a template in the glyph's `color`,
    /// as UIKit tints the stepper's images, unless it is `.alwaysOriginal`.
    func drawImage(_ original: Image, in context: GraphicsContext, center: CGPoint, color: Color) {
        let image = original.renderingMode == .alwaysOriginal ? original
            : original.withRenderingMode(.alwaysTemplate).rendered(scale: contentScaleFactor, tint: color,
                                                                   traits: traitCollection)
        let origin = snappedToPixels(CGPoint(x: center.x - image.size.width / 2, y: center.y - image.size.height / 2))
        context.draw(image, in: CGRect(origin: origin, size: image.size))
    }
}
