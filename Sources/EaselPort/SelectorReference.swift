import SwiftSyntax

/// The Linux form of `#selector(…)`: a reference to the method it names
/// (`#selector(didTap(_:))` in `ProfileView` is `ProfileView.didTap(_:)`), which Easel's
/// target–action APIs take where UIKit's take a selector.
enum SelectorReference {
    /// The method reference for `selector`, or why there is none.
    static func methodReference(for selector: MacroExpansionExprSyntax) -> Result<String, Unported> {
        guard selector.arguments.count == 1, let argument = selector.arguments.first else {
            return .failure(Unported("it names no single method"))
        }
        if let label = argument.label {
            return .failure(Unported("`\(label.text):` names a property's accessor, which has no method reference"))
        }
        let expression = argument.expression
        if let name = expression.as(DeclReferenceExprSyntax.self) {
            return owner(of: selector).map { "\($0).\(name.trimmedDescription)" }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.trimmedDescription
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                switch reference.baseName.tokenKind {
                case .keyword(.self): return owner(of: selector).map { "\($0).\(name)" }
                case .keyword(.Self): return .success("Self.\(name)")
                default: break
                }
            }
            if isTypeName(base) {
                // `#selector(MessageView.tapped)` with `target: self` in `BaseView`: the
                // selector is only a name on iOS, and the method the target has is its own
                // type's (inherited or not), which the reference must be of.
                if targetsSelf(selector), case .success(let owner) = owner(of: selector) { return .success("\(owner).\(name)") }
                return .success("\(base.trimmedDescription).\(name)")
            }
            return .failure(Unported("the method belongs to `\(base.trimmedDescription)`, whose type is not written here"))
        }
        return .failure(Unported("`\(expression.trimmedDescription)` is not a method's name"))
    }

    /// Whether the call `selector` is an argument of sends it to `self`: a `target:
    /// self` argument, or `self` first (`addTarget(self, action: …)`).
    private static func targetsSelf(_ selector: MacroExpansionExprSyntax) -> Bool {
        guard let call = selector.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        let isSelf = { (expression: ExprSyntax) in expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) }
        if let first = call.arguments.first, first.label == nil, isSelf(first.expression) { return true }
        return call.arguments.contains { $0.label?.text == "target" && isSelf($0.expression) }
    }

    /// Why a `#selector` has no method reference.
    struct Unported: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// `UIView` or `Outer.Inner`: a capitalised name, or a chain of them.
    private static func isTypeName(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isUppercase == true
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return member.declName.baseName.text.first?.isUppercase == true && isTypeName(base)
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return isTypeName(specialized.expression)
        }
        return false
    }

    /// The name of the type whose method `node` names without a type: the enclosing
    /// types' names joined (`Outer.Inner`), an extension's extended type, or `Self`
    /// in a generic type or a protocol, where a bare name would need its arguments.
    private static func owner(of node: some SyntaxProtocol) -> Result<String, Unported> {
        var names: [String] = []
        var parent = node.parent
        while let current = parent {
            if let type = current.asProtocol(NamedDeclSyntax.self), current.is(ClassDeclSyntax.self)
                || current.is(StructDeclSyntax.self) || current.is(EnumDeclSyntax.self) || current.is(ActorDeclSyntax.self) {
                if current.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause != nil {
                    return .success("Self")
                }
                names.insert(type.name.text, at: 0)
            } else if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
                names.insert(extensionDecl.extendedType.trimmedDescription, at: 0)
                break
            } else if current.is(ProtocolDeclSyntax.self) {
                return .success("Self")
            }
            parent = current.parent
        }
        guard !names.isEmpty else { return .failure(Unported("it is outside any type, so the method's type is not known")) }
        return .success(names.joined(separator: "."))
    }
}
