import Foundation

/// What a font descriptor asks of a font (`UIFontDescriptor` in the UIKit module): the
/// face's design, weight, slant and spacing, and the sibling faces that change one of
/// them, where Easel has a file that draws it.
extension Font {
    /// The system design the font draws, `nil` for a family named by the caller.
    package var systemDesign: Design? {
        if case .system(let design) = face.typeface { design } else { nil }
    }

    /// The CSS weight (100…900) of the face that draws the font: the family's weight
    /// nearest to the one asked for.
    package var drawnWeight: Int { face.family(at: pointSize).nearestWeight(to: face.weight) }

    /// Whether the font is italic (a true italic or a slanted upright face).
    package var isItalic: Bool { face.isItalic }

    /// Whether every character has the same advance: the monospaced design and the
    /// monospaced families.
    package var isMonospaced: Bool {
        let family = face.family(at: pointSize)
        return family == .jetBrainsMono || family == .dejaVuSansMono
    }

    /// The font with another CSS weight and slant, the same design or family; `nil`
    /// when its family has no face of that weight (a bold Droid Sans Fallback).
    package func withFace(weight: Int, isItalic: Bool) -> Font? {
        let family = face.family(at: pointSize)
        guard abs(family.nearestWeight(to: weight) - weight) < 100 else { return nil }
        var changed = face
        changed.weight = weight
        changed.isItalic = isItalic
        return Font(face: changed, pointSize: pointSize)
    }

    /// The monospaced face of the font's design or family: the monospaced system
    /// design for a system font, DejaVu Sans Mono for DejaVu Sans; `nil` for a family
    /// with no monospaced sibling.
    package var monospaced: Font? {
        if isMonospaced { return self }
        let typeface: FontFace.Typeface
        switch face.typeface {
        case .system: typeface = .system(.monospaced)
        case .named(.dejaVuSans): typeface = .named(.dejaVuSansMono)
        case .named: return nil
        }
        var changed = face
        changed.typeface = typeface
        return Font(face: changed, pointSize: pointSize)
    }

    /// The system font of `design` at this font's size, weight and slant; `nil` for a
    /// family named by the caller, which has no system designs.
    package func withSystemDesign(_ design: Design) -> Font? {
        guard systemDesign != nil else { return nil }
        var changed = face
        changed.typeface = .system(design)
        return Font(face: changed, pointSize: pointSize, scaling: scaling)
    }

    /// UIKit's name of a system font's face (".SFUI-Semibold", ".SFMono-BoldItalic",
    /// ".NewYork-Regular"), which `Font(name:size:)` resolves to the same design,
    /// weight and slant; a named family's PostScript name.
    package var uiKitName: String {
        guard let systemDesign else { return fontName }
        let family = switch systemDesign {
        case .default: ".SFUI"
        case .monospaced: ".SFMono"
        case .serif: ".NewYork"
        }
        return family + "-" + Self.systemWeightNames[face.weight, default: "Regular"] + (face.isItalic ? "Italic" : "")
    }

    /// SF's names of its weights, by CSS weight.
    private static let systemWeightNames = [
        100: "Ultralight", 200: "Thin", 300: "Light", 400: "Regular", 500: "Medium",
        600: "Semibold", 700: "Bold", 800: "Heavy", 900: "Black",
    ]

    /// The text style a preferred font was made for, `nil` for any other font (a
    /// font scaled by `FontMetrics` follows a style but was not made for it).
    package var textStyle: TextStyle? {
        guard let scaling, scaling.basePointSize == nil else { return nil }
        return scaling.style
    }

    /// The font following `style`'s size as the content size category changes, as a
    /// preferred font does.
    package func followingTextStyle(_ style: TextStyle) -> Font {
        withScaling(FontScaling(style: style, basePointSize: nil, maximumPointSize: nil))
    }
}
