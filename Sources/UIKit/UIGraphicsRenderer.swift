import Foundation

/// What UIKit's graphics renderers share, like `UIGraphicsRenderer`: the rectangle
/// they draw and the format they draw with. `UIGraphicsImageRenderer` makes images of
/// it, `UIGraphicsPDFRenderer` PDF documents.
open class UIGraphicsRenderer {
    /// The rectangle drawn, in the actions' coordinates: its origin is the output's
    /// top-left.
    public let bounds: CGRect
    private let rendererFormat: UIGraphicsRendererFormat

    /// How the renderer draws, like `UIGraphicsRenderer.format`.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Whether the renderer makes images, like `UIGraphicsRenderer.allowsImageOutput`.
    open var allowsImageOutput: Bool { false }

    /// A renderer of `bounds` with `format`, like `UIGraphicsRenderer(bounds:format:)`.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.bounds = bounds
        rendererFormat = format
    }
}

/// How a graphics renderer draws, like `UIGraphicsRendererFormat`.
open class UIGraphicsRendererFormat {
    /// A format with the default values, like `UIGraphicsRendererFormat()`.
    public init() {}

    /// A format with the default values, like `UIGraphicsRendererFormat.default()`.
    open class func `default`() -> UIGraphicsRendererFormat { UIGraphicsRendererFormat() }
}

/// The drawing environment a graphics renderer hands its actions, like
/// `UIGraphicsRendererContext`: the Core Graphics context, current while the actions
/// run, and conveniences that draw through it.
open class UIGraphicsRendererContext {
    /// The Core Graphics context to draw with, like `UIGraphicsRendererContext.cgContext`.
    public let cgContext: CGContext
    private let rendererFormat: UIGraphicsRendererFormat

    /// The format the renderer draws with, like `UIGraphicsRendererContext.format`.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        rendererFormat = format
    }

    /// Fills a rectangle with the current fill color, like
    /// `UIGraphicsRendererContext.fill(_:)`.
    public func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills a rectangle with the current fill color and a blend mode, like
    /// `UIGraphicsRendererContext.fill(_:blendMode:)`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { cgContext.fill(rect) }
    }

    /// Strokes a rectangle's outline with the current stroke color, like
    /// `UIGraphicsRendererContext.stroke(_:)`.
    public func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Strokes a rectangle's outline with a blend mode, like
    /// `UIGraphicsRendererContext.stroke(_:blendMode:)`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { cgContext.stroke(rect) }
    }

    /// Intersects the clip with a rectangle, like `UIGraphicsRendererContext.clip(to:)`.
    public func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }

    private func withBlendMode(_ blendMode: CGBlendMode, _ body: () -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        body()
        cgContext.restoreGState()
    }
}
