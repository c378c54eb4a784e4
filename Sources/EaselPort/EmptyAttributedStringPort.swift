import SwiftSyntax

/// `NSAttributedString()` and `NSMutableAttributedString()`: an empty string on iOS,
/// where `NSObject`'s `init()` is inherited. swift-corelibs-foundation declares neither
/// initializer, and an extension cannot add `init()` to them (it would override
/// `NSObject`'s from an extension), so the call becomes `(string: "")`, which makes the
/// same empty string and compiles on iOS too.
///
/// Rewritten: the type's name called with no arguments, through `.init()` too
/// (`NSMutableAttributedString.init()`), and `.init()` where a type annotation of the
/// same statement names the type (`let text: NSMutableAttributedString = .init()`). A
/// bare `.init()` whose type is only inferred is left alone, since its type is not sure.
enum EmptyAttributedStringPort {
    /// The attributed string types whose `init()` Linux lacks.
    static let types: Set<String> = ["NSAttributedString", "NSMutableAttributedString"]

    /// The edit that makes `call` `…(string: "")`, and the type it makes; nil when the
    /// call is not an empty attributed string's `init()`.
    static func edit(for call: FunctionCallExprSyntax) -> (edit: SourceEdit, type: String)? {
        guard call.arguments.isEmpty, call.trailingClosure == nil, let type = constructedType(by: call),
              let left = call.leftParen, let right = call.rightParen else { return nil }
        return (SourceEdit(range: left.byteRange.lowerBound..<right.byteRange.upperBound, text: "(string: \"\")"), type)
    }

    /// The attributed string type `call` makes: named (`NSAttributedString()`), with
    /// `.init` (`NSAttributedString.init()`), or implicit (`.init()`) in a binding whose
    /// annotation names it.
    private static func constructedType(by call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return types.contains(reference.baseName.text) ? reference.baseName.text : nil
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.tokenKind == .keyword(.`init`) else { return nil }
        if let base = member.base {
            let name = base.trimmedDescription
            return types.contains(name) ? name : nil
        }
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let annotation = binding.typeAnnotation?.type else { return nil }
        let name = annotation.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType.trimmedDescription
            ?? annotation.as(OptionalTypeSyntax.self)?.wrappedType.trimmedDescription
            ?? annotation.trimmedDescription
        return types.contains(name) ? name : nil
    }
}
