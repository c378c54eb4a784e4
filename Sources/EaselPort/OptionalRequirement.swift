import SwiftSyntax

/// A method or property that an `@objc` protocol declares `optional`: what Swift refuses
/// without the Objective-C runtime. On Linux the protocol declares it as a plain
/// requirement, and an extension gives it a default that does what an unimplemented
/// optional requirement does on iOS.
struct OptionalRequirement: Hashable {
    /// The base name (`tagPressed`).
    let name: String
    /// The argument labels, `nil` for `_` (empty for a property).
    let labels: [String?]
    /// Whether the requirement is a method; a property otherwise.
    let isMethod: Bool
    /// What an unimplemented requirement answers on iOS, as a body for the default
    /// implementation, when the declaration alone says it: nothing for `Void`, `nil`
    /// for an optional result. Otherwise the call sites' `??` fallback decides.
    let declaredDefault: String?
    /// The requirement as written, without its attributes and modifiers, for messages.
    let signature: String
    /// Whether Linux can declare the requirement `throws` (see
    /// `PortSurvey.answersByThrowing`): a method that is neither `async` nor throwing.
    let canThrowWhenUnimplemented: Bool

    init?(_ member: MemberBlockItemSyntax) {
        let decl = member.decl
        guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
              modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) }) else { return nil }
        if let function = decl.as(FunctionDeclSyntax.self) {
            name = function.name.text
            labels = function.signature.parameterClause.parameters.map { parameter in
                parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            }
            isMethod = true
            declaredDefault = Self.declaredDefault(returning: function.signature.returnClause?.type)
            canThrowWhenUnimplemented = function.signature.effectSpecifiers == nil
            signature = "func \(function.name.text)\(function.signature.trimmedDescription)"
        } else if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                  let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
            name = identifier.identifier.text
            labels = []
            isMethod = false
            let type = binding.typeAnnotation?.type
            declaredDefault = type.map(Self.isOptional) == true ? "nil" : nil
            canThrowWhenUnimplemented = false
            signature = "var \(binding.trimmedDescription)"
        } else {
            return nil
        }
    }

    /// The body that answers as an unimplemented requirement does for `type`, when the
    /// type alone says it.
    private static func declaredDefault(returning type: TypeSyntax?) -> String? {
        guard let type else { return "" }
        let text = type.trimmedDescription
        if text == "Void" || text == "()" { return "" }
        return isOptional(type) ? "nil" : nil
    }

    private static func isOptional(_ type: TypeSyntax) -> Bool {
        type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }

    /// Whether `call` calls this requirement by name and labels.
    func matches(name: String, labels callLabels: [String?]) -> Bool {
        isMethod && name == self.name && callLabels == labels
    }
}
