import Foundation

/// Symbol images, like `UIImage(systemName:)`.
///
/// SF Symbols are Apple's and licensed for Apple platforms only, so Easel draws its
/// own versions of the common ones (`SymbolGlyph` lists them) at every weight, scale
/// and point size. Any other name SF Symbols has gives a neutral placeholder (a rounded
/// square of a circled symbol's size) with a diagnostic, so layouts keep their
/// geometry; a name SF Symbols lacks gives `nil`, as on iOS. Symbol images are
/// templates: image views and buttons draw them in their tint colour.
extension Image {
    /// The symbol named `name` at the default configuration (body size, regular,
    /// medium), like `UIImage(systemName:)`.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol named `name` drawn with `configuration`, like
    /// `UIImage(systemName:withConfiguration:)`.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard let artwork = SymbolArtwork(named: name, configuration: configuration ?? .unspecified) else {
            Diagnostics.report("Image(systemName: \"\(name)\"): SF Symbols has no symbol of that name; nil")
            return nil
        }
        if artwork.isPlaceholder {
            Diagnostics.report("Image(systemName: \"\(name)\"): Easel does not draw this symbol; a placeholder of its size")
        }
        self.init(artwork: artwork, attributes: Attributes())
    }

    /// An image of `artwork`, its pixels drawn in black at 3 pixels per point (a symbol
    /// image is a vector drawing: views redraw it at their own scale).
    /// Its other attributes are `attributes`'.
    private convenience init(artwork: SymbolArtwork, attributes: Attributes) {
        let pixels = GraphicsImageRenderer(size: artwork.size, scale: Self.symbolScale).image { context in
            artwork.draw(in: context, color: .black)
        }
        var attributes = attributes
        attributes.artwork = artwork
        self.init(adopting: pixels.bitmap, scale: Self.symbolScale, attributes: attributes)
    }

    /// The pixels per point of a symbol image's own bitmap: an iPhone's screen.
    private static let symbolScale: CGFloat = 3

    /// The names `Image(systemName:)` knows (SF Symbols 4 to 6), in order.
    package static var systemSymbolNames: [String] { SymbolNames.sorted }

    /// Whether the image is a symbol, like `UIImage.isSymbolImage`.
    public var isSymbolImage: Bool { artwork != nil }

    /// The configuration a symbol image was drawn with, like
    /// `UIImage.symbolConfiguration`; `nil` for other images.
    public var symbolConfiguration: SymbolConfiguration? { artwork?.configuration }

    /// How far a symbol's baseline is above its bottom edge, like
    /// `UIImage.baselineOffsetFromBottom`; `nil` for other images.
    public var baselineOffsetFromBottom: CGFloat? { artwork?.baselineOffsetFromBottom }

    /// The symbol redrawn with `configuration` applied over its own, like
    /// `UIImage.withConfiguration(_:)`; any other image is returned as it is.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
        applyingSymbolConfiguration(configuration) ?? self
    }

    /// The symbol redrawn with `configuration` applied over its own, like
    /// `UIImage.applyingSymbolConfiguration(_:)`; `nil` for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
        guard let artwork,
              let redrawn = SymbolArtwork(named: artwork.name, configuration: artwork.configuration.applying(configuration))
        else { return nil }
        return Image(artwork: redrawn, attributes: attributes)
    }
}

extension SymbolArtwork {
    /// The artwork for a symbol name: its drawn glyph, a placeholder for another name
    /// SF Symbols has, `nil` for one it lacks.
    init?(named name: String, configuration: Image.SymbolConfiguration) {
        if let glyph = SymbolGlyph.named(name) {
            self.init(name: name, glyph: glyph, isPlaceholder: false, configuration: configuration)
        } else if SymbolNames.contains(name) {
            self.init(name: name, glyph: .placeholder, isPlaceholder: true, configuration: configuration)
        } else {
            return nil
        }
    }
}

extension SymbolGlyph {
    /// A rounded square as wide as a circled symbol: what a symbol Easel does not draw
    /// shows, so that it takes the room the real one would.
    static let placeholder = SymbolGlyph { w in
        let side = 2 * circleRadius - w
        return [.stroke(BezierPath(roundedRect: CGRect(x: w / 2, y: middle - side / 2, width: side, height: side), cornerRadius: side / 4))]
    }
}
