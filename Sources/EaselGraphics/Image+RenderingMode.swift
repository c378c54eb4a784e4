import Foundation

/// Templates and tints, like `UIImage.RenderingMode`, `withRenderingMode(_:)` and
/// `withTintColor(_:)`.
extension Image {
    /// How an image uses its colours, like `UIImage.RenderingMode` (UIKit's raw values).
    public enum RenderingMode: Int, Sendable {
        /// As the place it is drawn decides: image views and buttons draw symbol images
        /// as templates and other images as they are.
        case automatic = 0
        /// Always the image's own colours (or its `tintColor`).
        case alwaysOriginal = 1
        /// Always a template: only the alpha counts, drawn in the view's tint colour.
        case alwaysTemplate = 2
    }

    /// Whether a view draws the image as a template in its tint colour: always for
    /// `.alwaysTemplate`, and for a symbol image left `.automatic` (UIKit tints symbols
    /// unless told otherwise); never for an image with a `tintColor` of its own.
    public var isTemplate: Bool {
        guard tintColor == nil else { return false }
        return switch renderingMode {
        case .alwaysTemplate: true
        case .alwaysOriginal: false
        case .automatic: isSymbolImage
        }
    }

    /// The same image with another rendering mode, like `UIImage.withRenderingMode(_:)`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        with { $0.renderingMode = renderingMode }
    }

    /// The image drawn in `color`, like `UIImage.withTintColor(_:)`: its opaque parts
    /// take the colour and it is always drawn as it is (`.alwaysOriginal`), wherever it
    /// is shown.
    public func withTintColor(_ color: Color) -> Image {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The image with a tint colour and a rendering mode, like
    /// `UIImage.withTintColor(_:renderingMode:)`.
    public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
        with {
            $0.renderingMode = renderingMode
            $0.tintColor = color
        }
    }

    /// The pixels a view shows for this image at `scale` pixels per point in `traits`:
    /// its variant for their appearance (see `resolved(with:)`), and of that a symbol's
    /// artwork redrawn at that resolution (in its configuration's colour if it has
    /// one), a template's alpha filled with `tint`, an
    /// image with a `tintColor` filled with it, and any other image itself. Colours
    /// are resolved against `traits`.
    package func rendered(scale displayScale: CGFloat, tint: Color, traits: TraitCollection) -> Image {
        guard !hasAppearanceVariants else {
            return resolved(with: traits).rendered(scale: displayScale, tint: tint, traits: traits)
        }
        let fill = artwork?.configuration.colors?.first ?? (isTemplate ? tint : tintColor)
        guard artwork != nil || fill != nil else { return self }
        let color = (fill ?? .black).resolvedColor(with: traits)
        let renderer = GraphicsImageRenderer(size: size, scale: artwork == nil ? scale : displayScale)
        let pixels = renderer.image { context in
            if let artwork {
                artwork.draw(in: context, color: color)
            } else {
                context.draw(self, in: CGRect(origin: .zero, size: size))
                context.setBlendMode(.sourceIn)
                context.setFillColor(color)
                context.fill(CGRect(origin: .zero, size: size))
            }
        }
        // Drawn as it is from now on (automatic, without artwork or tint, is no
        // template), keeping how it fits (caps, right-to-left flipping).
        return with(bitmap: pixels.bitmap, scale: pixels.scale) {
            $0.renderingMode = .automatic
            $0.tintColor = nil
            $0.artwork = nil
        }
    }
}
