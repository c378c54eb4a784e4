import EaselGraphics
import Foundation

/// How one `AttributedString` key crosses to and from an `NSAttributedString` attribute:
/// linux's Foundation converts neither way and cannot list a run's attributes, so each
/// key Easel and the `UIKit` module know is named here. Values keep their type, except
/// underline and strikethrough styles, which become their raw `Int` as on iOS.
package struct TextAttributeBridge: Sendable {
    /// The attribute's name, `NSAttributedString.Key`'s raw value.
    package let name: String
    /// The run's value, as an `NSAttributedString` holds it; `nil` when the run has none.
    package let read: @Sendable (AttributedString.Runs.Run) -> Any?
    /// Sets the container's value from an `NSAttributedString`'s; `false` when the value
    /// has the wrong type.
    package let write: @Sendable (inout AttributeContainer, Any) -> Bool

    /// The bridge of `key`, whose values cross unchanged.
    package init<K: AttributedStringKey>(_ key: K.Type) where K.Value: Sendable {
        name = K.name
        read = { $0[K.self] }
        write = { container, value in
            guard let value = value as? K.Value else { return false }
            container[K.self] = value
            return true
        }
    }

    /// The bridge of an underline or strikethrough style, kept as its raw value.
    private init<K: AttributedStringKey>(style key: K.Type) where K.Value == NSUnderlineStyle {
        name = K.name
        read = { $0[K.self]?.rawValue }
        write = { container, value in
            switch value {
            case let style as NSUnderlineStyle: container[K.self] = style
            case let raw as Int: container[K.self] = NSUnderlineStyle(rawValue: raw)
            case let number as NSNumber: container[K.self] = NSUnderlineStyle(rawValue: number.intValue)
            default: return false
            }
            return true
        }
    }

    /// The bridges of `TextAttributeKeys` and Foundation's link.
    package static let easel: [TextAttributeBridge] = [
        TextAttributeBridge(TextAttributeKeys.FontAttribute.self),
        TextAttributeBridge(TextAttributeKeys.ForegroundColorAttribute.self),
        TextAttributeBridge(TextAttributeKeys.BackgroundColorAttribute.self),
        TextAttributeBridge(TextAttributeKeys.KernAttribute.self),
        TextAttributeBridge(TextAttributeKeys.TrackingAttribute.self),
        TextAttributeBridge(TextAttributeKeys.BaselineOffsetAttribute.self),
        TextAttributeBridge(style: TextAttributeKeys.UnderlineStyleAttribute.self),
        TextAttributeBridge(TextAttributeKeys.UnderlineColorAttribute.self),
        TextAttributeBridge(style: TextAttributeKeys.StrikethroughStyleAttribute.self),
        TextAttributeBridge(TextAttributeKeys.StrikethroughColorAttribute.self),
        TextAttributeBridge(AttributeScopes.FoundationAttributes.LinkAttribute.self),
    ]

    /// `string` as an `NSAttributedString`, run by run, with the attributes `bridges` name.
    package static func foundationString(_ string: AttributedString, bridges: [TextAttributeBridge]) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        for run in string.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            for bridge in bridges {
                if let value = bridge.read(run) { attributes[NSAttributedString.Key(rawValue: bridge.name)] = value }
            }
            result.append(NSAttributedString(string: String(string[run.range].characters), attributes: attributes))
        }
        return result
    }

    /// `string` as an `AttributedString`, with the attributes `bridges` name; any other
    /// attribute, or a value of the wrong type, is reported and left out.
    package static func attributedString(_ string: NSAttributedString, bridges: [TextAttributeBridge]) -> AttributedString {
        var result = AttributedString()
        let whole = NSRange(location: 0, length: string.length)
        string.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            var container = AttributeContainer()
            for (key, value) in attributes.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                guard let bridge = bridges.first(where: { $0.name == key.rawValue }) else {
                    Diagnostics.report("text attribute \(key.rawValue) is not in the scope; left out of the AttributedString")
                    continue
                }
                if !bridge.write(&container, value) {
                    Diagnostics.report("text attribute \(key.rawValue) does not take a value of type \(type(of: value)); left out")
                }
            }
            result.append(AttributedString(string.attributedSubstring(from: range).string, attributes: container))
        }
        return result
    }
}
