import Easel

extension UIFontDescriptor {
    /// What a descriptor asks for: the attributes that were set, and how they match a
    /// font.
    struct Request: Hashable, Sendable, CustomStringConvertible {
        var name: String?
        var family: String?
        var face: String?
        var size: CGFloat?
        var textStyle: UIFont.TextStyle?
        var symbolicTraits: SymbolicTraits?
        var weight: UIFont.Weight?
        var design: Font.Design?
        /// The font the descriptor describes (`UIFont.fontDescriptor`), matched exactly
        /// until a name, family or text style replaces it.
        var font: Font?

        init(name: String? = nil, size: CGFloat? = nil) {
            self.name = name
            self.size = size
        }

        init(font: Font) {
            self.font = font
            name = font.uiKitName
            size = font.pointSize
            textStyle = font.textStyle
        }

        /// The request changed by `change`.
        func with(_ change: (inout Request) -> Void) -> Request {
            var changed = self
            change(&changed)
            if changed.name != name || changed.family != family || changed.face != face || changed.textStyle != textStyle {
                changed.font = nil
            }
            return changed
        }

        // MARK: Attributes

        /// The attributes as `UIFontDescriptor.fontAttributes` reports them.
        var attributes: [AttributeName: Any] {
            var attributes: [AttributeName: Any] = [:]
            attributes[.name] = name
            attributes[.family] = family ?? design.map(Self.familyName(of:))
            attributes[.face] = face
            attributes[.size] = size
            attributes[.textStyle] = textStyle
            var traits: [TraitKey: Any] = [:]
            traits[.symbolic] = symbolicTraits?.rawValue
            traits[.weight] = weight?.rawValue
            if !traits.isEmpty { attributes[.traits] = traits }
            return attributes
        }

        /// UIKit's family name of a system design.
        private static func familyName(of design: Font.Design) -> String {
            switch design {
            case .default: "SF Pro"
            case .monospaced: "SF Mono"
            case .serif: "New York"
            }
        }

        /// The request with `attributes` set over its own; a value of the wrong type is
        /// reported, naming its key, and left out.
        func adding(_ attributes: [AttributeName: Any]) -> Request {
            with { request in
                for (key, value) in attributes.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                    switch key {
                    case .name: request.name = Self.string(value, key.rawValue) ?? request.name
                    case .family: request.family = Self.string(value, key.rawValue) ?? request.family
                    case .face: request.face = Self.string(value, key.rawValue) ?? request.face
                    case .size: request.size = Self.number(value, key.rawValue) ?? request.size
                    case .textStyle: request.textStyle = Self.textStyle(value) ?? request.textStyle
                    case .traits:
                        guard let traits = value as? [TraitKey: Any] else { Self.reportType(of: value, key.rawValue, "[UIFontDescriptor.TraitKey: Any]"); continue }
                        request.add(traits)
                    default:
                        Diagnostics.report("UIFontDescriptor: the attribute \(key.rawValue) is not one Easel matches fonts by; ignored")
                    }
                }
            }
        }

        private mutating func add(_ traits: [TraitKey: Any]) {
            for (key, value) in traits.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                switch key {
                case .symbolic:
                    if let traits = value as? SymbolicTraits { symbolicTraits = traits }
                    else if let raw = Self.number(value, key.rawValue), let bits = UInt32(exactly: raw) { symbolicTraits = SymbolicTraits(rawValue: bits) }
                case .weight:
                    if let weight = value as? UIFont.Weight { self.weight = weight }
                    else if let raw = Self.number(value, key.rawValue) { weight = UIFont.Weight(rawValue: raw) }
                default:
                    Diagnostics.report("UIFontDescriptor: the trait \(key.rawValue) is not one Easel matches fonts by; ignored")
                }
            }
        }

        private static func string(_ value: Any, _ key: String) -> String? {
            if let string = value as? String { return string }
            reportType(of: value, key, "String")
            return nil
        }

        private static func number(_ value: Any, _ key: String) -> CGFloat? {
            switch value {
            case let number as CGFloat: return number
            case let number as Double: return CGFloat(number)
            case let number as Int: return CGFloat(number)
            case let number as UInt32: return CGFloat(number)
            case let number as NSNumber: return CGFloat(number.doubleValue)
            default:
                reportType(of: value, key, "number")
                return nil
            }
        }

        private static func textStyle(_ value: Any) -> UIFont.TextStyle? {
            if let style = value as? UIFont.TextStyle { return style }
            if let name = value as? String, let style = UIFont.TextStyle(rawValue: name) { return style }
            reportType(of: value, AttributeName.textStyle.rawValue, "UIFont.TextStyle")
            return nil
        }

        private static func reportType(of value: Any, _ key: String, _ expected: String) {
            Diagnostics.report("UIFontDescriptor: \(key) is a \(type(of: value)) (\(value)), not a \(expected); ignored")
        }

        // MARK: Matching

        /// The font with every attribute at `requested` points (the request's size when
        /// 0, else the text style's, else 12), `nil` when no face has them all.
        func font(size requested: CGFloat) -> Font? {
            let size = requested > 0 ? requested : pointSize
            let base = baseFont(size: size)
            var font = base
            if let design {
                guard let designed = font.withSystemDesign(design) else { return nil }
                font = designed
            }
            if let weight {
                guard let weighted = font.withFace(weight: weight.openTypeWeight, isItalic: font.isItalic) else { return nil }
                font = weighted
            }
            if let symbolicTraits {
                guard symbolicTraits.isDisjoint(with: .unavailable) else { return nil }
                if symbolicTraits.contains(.traitMonoSpace) {
                    guard let monospaced = font.monospaced else { return nil }
                    font = monospaced
                }
                let isBold = symbolicTraits.contains(.traitBold)
                let drawn = font.drawnWeight
                let weight = isBold ? max(drawn, 700) : (drawn >= 700 && self.weight == nil ? 400 : drawn)
                guard let styled = font.withFace(weight: weight, isItalic: symbolicTraits.contains(.traitItalic)) else { return nil }
                font = styled
            }
            // A text style's font follows the content size unless a size was asked for.
            return font.withScaling(requested > 0 ? nil : base.scaling)
        }

        /// The size asked for, else the text style's at the current traits, else 12
        /// points (UIKit's default font size).
        private var pointSize: CGFloat {
            if let size, size > 0 { return size }
            return textStyle.map { UIFont.preferredFont(forTextStyle: $0).pointSize } ?? 12
        }

        /// The font the name, family, text style or described font gives, before traits.
        private func baseFont(size: CGFloat) -> Font {
            if let font {
                return font.withSize(size).withScaling(font.scaling)
            }
            if let name { return UIFont(name: name, size: size)! }
            if let family { return UIFont(name: [family, face].compactMap { $0 }.joined(separator: " "), size: size)! }
            if let textStyle { return UIFont.preferredFont(forTextStyle: textStyle).withSize(size).followingTextStyle(textStyle) }
            return UIFont.systemFont(ofSize: size)
        }

        var description: String {
            let parts: [String?] = [
                name.map { "name \($0)" }, family.map { "family \($0)" }, face.map { "face \($0)" },
                size.map { "size \($0)" }, textStyle.map { "text style \($0.rawValue)" },
                symbolicTraits.map { "symbolic traits \($0.rawValue)" }, weight.map { "weight \($0.rawValue)" },
                design.map { "design \($0)" },
            ]
            return "(" + parts.compactMap { $0 }.joined(separator: ", ") + ")"
        }
    }
}
