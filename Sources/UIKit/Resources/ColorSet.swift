import Foundation

/// An asset catalog's color set (`name.colorset`): the colors its `Contents.json`
/// lists, and the ones UIKit gives an iPhone in the light and the dark appearance.
struct ColorSet: Decodable {
    struct Entry: Decodable {
        let idiom: String?
        let appearances: [Appearance]?
        let color: Definition?
    }

    /// A color as Xcode writes it: a color space and components, each a string that is
    /// a fraction (`"0.800"`), an 8-bit integer (`"204"`) or 8-bit hexadecimal
    /// (`"0xCC"`); or a reference to a system color (`"platform"`, `"reference"`).
    struct Definition: Decodable {
        let colorSpace: String?
        let components: [String: String]?
        let reference: String?

        enum CodingKeys: String, CodingKey {
            case colorSpace = "color-space", components, reference
        }
    }

    let colors: [Entry]

    /// The definition for an iPhone in the light (or, with `dark`, the dark)
    /// appearance: `iphone` before `universal`, made for the appearance before
    /// unconditional.
    func definition(dark: Bool) -> Definition? {
        colors.compactMap { entry -> (Definition, Int)? in
            guard let color = entry.color, let idiomRank = AssetIdiom.iPhoneRank(of: entry.idiom),
                  let appearanceRank = Appearance.rank(of: entry.appearances, dark: dark) else { return nil }
            return (color, idiomRank * 4 + appearanceRank)
        }.min { $0.1 < $1.1 }?.0
    }
}

extension ColorSet.Definition {
    /// The sRGB color, or why there is none. Display P3 and extended components are
    /// taken as sRGB numbers, as Easel draws every color in sRGB.
    func color() -> Result<Color, ColorSetProblem> {
        if let reference { return .failure(.systemReference(reference)) }
        let space = colorSpace ?? "srgb"
        func component(_ key: String) throws(ColorSetProblem) -> CGFloat {
            guard let text = components?[key] else { throw .missingComponent(key) }
            guard let value = Self.value(of: text) else { throw .badComponent(key, text) }
            return value
        }
        do throws(ColorSetProblem) {
            switch space {
            case "srgb", "extended-srgb", "display-p3", "extended-range-srgb":
                return .success(Color(red: try component("red"), green: try component("green"),
                                      blue: try component("blue"), alpha: try component("alpha")))
            case "gray-gamma-22", "extended-gray":
                return .success(Color(white: try component("white"), alpha: try component("alpha")))
            default:
                return .failure(.unsupportedColorSpace(space))
            }
        } catch {
            return .failure(error)
        }
    }

    /// A component's value: `"0x…"` and integers are 8-bit (0…255), anything with a
    /// decimal point a fraction (0…1), as Xcode's three input methods write them.
    static func value(of text: String) -> CGFloat? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.lowercased().hasPrefix("0x") {
            return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 }
        }
        if !text.contains("."), let byte = UInt8(text) { return CGFloat(byte) / 255 }
        guard let value = Double(text), value.isFinite else { return nil }
        return CGFloat(value)
    }
}

/// Why a color set gives no color.
enum ColorSetProblem: Error, CustomStringConvertible {
    case systemReference(String)
    case unsupportedColorSpace(String)
    case missingComponent(String)
    case badComponent(String, String)

    var description: String {
        switch self {
        case .systemReference(let name): "it refers to the system color \(name), which is not modelled"
        case .unsupportedColorSpace(let space): "its color space \(space) is not modelled"
        case .missingComponent(let key): "it has no \(key) component"
        case .badComponent(let key, let text): "its \(key) component \"\(text)\" is not a number"
        }
    }
}
