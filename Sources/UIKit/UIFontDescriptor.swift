import Easel

/// A font described by its attributes, like `UIFontDescriptor`: a name or family, a
/// size, a text style, traits (weight, italic, monospaced) and a system design, which
/// `UIFont(descriptor:size:)` turns into the font that matches them.
///
/// Easel matches against the faces it has (docs/TYPOGRAPHY.md): the system designs
/// (Inter, JetBrains Mono, DejaVu Serif) in their weights and slants, and the named
/// families. Where no face has what is asked for (a condensed or expanded face, the
/// rounded design, a bold Droid Sans Fallback), `withSymbolicTraits(_:)` and
/// `withDesign(_:)` return `nil`, as UIKit does.
public final class UIFontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// What the descriptor asks for, as set (`fontAttributes` reports these).
    private let request: Request

    private init(request: Request) {
        self.request = request
    }

    /// The descriptor of a font, which matches that font.
    fileprivate convenience init(font: Font) {
        self.init(request: Request(font: font))
    }

    /// A descriptor of the font with a name (PostScript, full or family) at a size,
    /// like `UIFontDescriptor(name:size:)`.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(request: Request(name: fontName, size: size))
    }

    /// A descriptor of the attributes, like `UIFontDescriptor(fontAttributes:)`: names
    /// as strings, the size and weight as numbers, the traits as a dictionary of
    /// `TraitKey`s, the text style as a `UIFont.TextStyle`. Values of another type are
    /// ignored with a diagnostic.
    public convenience init(fontAttributes attributes: [AttributeName: Any]) {
        self.init(request: Request().adding(attributes))
    }

    /// An empty descriptor, like `UIFontDescriptor()`: it matches the system font.
    public convenience init() {
        self.init(request: Request())
    }

    /// The descriptor of a text style's font at the content size category of
    /// `traitCollection` (the current traits when `nil`), like
    /// `UIFontDescriptor.preferredFontDescriptor(withTextStyle:compatibleWith:)`.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                               compatibleWith traitCollection: UITraitCollection? = nil) -> UIFontDescriptor {
        Font.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    // MARK: Reading

    /// The attributes that were set, like `UIFontDescriptor.fontAttributes`.
    public var fontAttributes: [AttributeName: Any] { request.attributes }

    /// The value of one attribute, like `UIFontDescriptor.object(forKey:)`.
    public func object(forKey attribute: AttributeName) -> Any? { fontAttributes[attribute] }

    /// The point size asked for, 0 when none was, like `UIFontDescriptor.pointSize`.
    public var pointSize: CGFloat { request.size ?? 0 }

    /// The PostScript name of the matching font, like `UIFontDescriptor.postscriptName`.
    public var postscriptName: String { matchingFont(size: 0).fontName }

    /// The symbolic traits of the matching font, like `UIFontDescriptor.symbolicTraits`:
    /// italic, bold (a face of weight 700 or heavier) and monospaced.
    public var symbolicTraits: SymbolicTraits { SymbolicTraits(of: matchingFont(size: 0)) }

    /// The attributes asked for, for debugging, like `UIFontDescriptor.description`.
    public var description: String { "UIFontDescriptor \(request)" }

    // MARK: Deriving

    /// The descriptor with more attributes, replacing those it had, like
    /// `UIFontDescriptor.addingAttributes(_:)`.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(request: request.adding(attributes))
    }

    /// The descriptor at another size, like `UIFontDescriptor.withSize(_:)`.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(request: request.with { $0.size = newPointSize })
    }

    /// The descriptor of another family, like `UIFontDescriptor.withFamily(_:)`.
    public func withFamily(_ newFamily: String) -> UIFontDescriptor {
        UIFontDescriptor(request: request.with { $0.family = newFamily; $0.name = nil })
    }

    /// The descriptor with exactly these symbolic traits (bold, italic, monospaced),
    /// like `UIFontDescriptor.withSymbolicTraits(_:)`; `nil` when no face has them: a
    /// condensed or expanded face, a bold face of a family without one, a monospaced
    /// face of a family without a monospaced sibling.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let changed = UIFontDescriptor(request: request.with { $0.symbolicTraits = symbolicTraits })
        return changed.exactMatch(size: 0) == nil ? nil : changed
    }

    /// The descriptor of a system design of the same size, weight and slant, like
    /// `UIFontDescriptor.withDesign(_:)`: Inter (default), DejaVu Serif (serif) and
    /// JetBrains Mono (monospaced); `nil` for the rounded design, which Easel has no
    /// face for, and for a font that is not a system font.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard let easelDesign = design.design, matchingFont(size: 0).systemDesign != nil else { return nil }
        return UIFontDescriptor(request: request.with { $0.design = easelDesign })
    }

    // MARK: Matching

    /// The font that matches, at `size` points (the descriptor's size when 0), with
    /// the traits and design no face has left out (without them every request has a
    /// font: its name's, family's, text style's or the system font).
    func matchingFont(size: CGFloat) -> Font {
        exactMatch(size: size) ?? request.with { $0.symbolicTraits = nil; $0.weight = nil; $0.design = nil }.font(size: size)!
    }

    /// The font that has every attribute, `nil` when no face does.
    private func exactMatch(size: CGFloat) -> Font? { request.font(size: size) }

    /// Two descriptors are equal when they ask for the same attributes, like
    /// `UIFontDescriptor.isEqual(_:)`.
    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool { lhs.request == rhs.request }

    /// Hashes the attributes asked for.
    public func hash(into hasher: inout Hasher) { hasher.combine(request) }
}

extension UIFont {
    /// The font a descriptor matches at `pointSize` (the descriptor's size when 0),
    /// like `UIFont(descriptor:size:)`. Traits no face has are left out: the nearest
    /// font is returned, as UIKit returns one.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(descriptor.matchingFont(size: pointSize))
    }

    /// The font's descriptor, like `UIFont.fontDescriptor`: its name (UIKit's name for
    /// a system font, ".SFUI-Semibold"), its size and a preferred font's text style.
    /// `UIFont(descriptor:size:)` gives the font back.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }
}
