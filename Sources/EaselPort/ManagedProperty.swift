import SwiftSyntax

/// An `@NSManaged var` of a `CALayer` subclass, as Linux compiles it. On iOS, Core
/// Animation gives such a property its accessors at run time and keeps its value by key
/// (which is what makes a custom property animatable); Linux Swift accepts the attribute
/// but gives the property no storage, so a file using it links with undefined symbols.
/// Linux's copy is a computed property over the same key-value storage,
/// `value(forKey:)` / `setValue(_:forKey:)`, which Easel's layers keep for any key.
struct ManagedProperty {
    let name: String
    let type: TypeSyntax
    /// The declaration's modifiers (`public`, `private` …), as written.
    let modifiers: String

    /// The property `node` declares, if it is one `@NSManaged var` with a type.
    init?(_ node: VariableDeclSyntax) {
        guard Self.isManaged(node), node.bindingSpecifier.tokenKind == .keyword(.var), node.bindings.count == 1, let binding = node.bindings.first,
              let type = binding.typeAnnotation?.type, binding.accessorBlock == nil,
              let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
        name = pattern.identifier.text
        self.type = type
        modifiers = node.modifiers.map { $0.trimmedDescription + " " }.joined()
    }

    /// Whether `node` is marked `@NSManaged` (whatever its shape).
    static func isManaged(_ node: VariableDeclSyntax) -> Bool {
        node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "NSManaged" }
    }

    /// The computed property for Linux, its first line unindented.
    func linuxText(indentation: String) -> String {
        let body = indentation + "    "
        return "\(modifiers)var \(name): \(type.trimmedDescription) {\n"
            + "\(body)get { \(getter) }\n"
            + "\(body)set { setValue(newValue, forKey: \"\(name)\") }\n"
            + "\(indentation)}"
    }

    /// The value read back: an optional stays optional; a number or a Boolean never set
    /// reads as zero or false, as Core Animation's unset scalar properties do.
    private var getter: String {
        let read = "value(forKey: \"\(name)\")"
        if let optional = type.as(OptionalTypeSyntax.self) { return "\(read) as? \(optional.wrappedType.trimmedDescription)" }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return "\(read) as? \(unwrapped.wrappedType.trimmedDescription)"
        }
        let written = type.trimmedDescription
        if Self.numberTypes.contains(written) { return "\(read) as? \(written) ?? 0" }
        if written == "Bool" { return "\(read) as? Bool ?? false" }
        return "\(read) as! \(written)"
    }

    private static let numberTypes: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "Int8", "Int16", "Int32", "Int64",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Float32", "Float64", "TimeInterval",
    ]
}
