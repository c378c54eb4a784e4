import Foundation

extension Font {
    /// A design of the system font, like `UIFontDescriptor.SystemDesign`.
    public enum Design: Hashable, Sendable {
        /// SF Pro on iOS; Inter here, its Text cut below 20 points and its Display cut
        /// from 20 points.
        case `default`
        /// SF Mono on iOS; JetBrains Mono here.
        case monospaced
        /// New York on iOS; DejaVu Serif here.
        case serif
    }

    /// The system font of a design at a size, weight and slant, like
    /// `UIFont.systemFont(ofSize:weight:)` with its descriptor's `withDesign(_:)` and
    /// `withSymbolicTraits(.traitItalic)`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular, design: Design,
                                  italic: Bool = false) -> Font {
        Font(face: FontFace(typeface: .system(design), weight: weight.openTypeWeight, isItalic: italic), pointSize: size)
    }
}
