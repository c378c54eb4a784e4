import SwiftSyntax

/// The initializer overrides a `CALayer` subclass needs on Linux. Easel makes layers of
/// a class it is given (a view's `layerClass`, every presentation copy) through a
/// required initializer, `init(copyingOrDefault:)`, which Swift without the Objective-C
/// runtime needs to construct through a metatype; a subclass inherits it only when it
/// declares no designated initializer or overrides all of its superclass's. A subclass
/// written for iOS often declares its own (`init(frame:)` calling `super.init()`) and
/// overrides only `init(layer:)` and `init?(coder:)`: the compiler then asks for
/// `init(copyingOrDefault:)`. The overrides that are missing are added as they forward
/// (`override init() { super.init() }`), which is valid on iOS too, when the class's
/// stored properties all have initial values; otherwise the class is left as it was,
/// with what to add.
struct LayerInitializerOverrides {
    /// A designated initializer of a superclass that a subclass must override: one
    /// that is not `required` (those a subclass already declares, or iOS refuses it).
    struct Initializer: Sendable {
        /// `init(layer:)`: its name and argument labels.
        let name: String
        /// Whether the initializer is public, so that a public class's override is too.
        let isPublic: Bool
        /// The override's declaration, given the indentation of its first line and the
        /// unit its body is indented by past it; nil when no override can forward its
        /// arguments (a variadic one).
        let text: (@Sendable (_ indentation: String, _ unit: String) -> String)?

        /// Core Animation's designated initializers that are not required, which every
        /// layer kind declares (`init?(coder:)` is required).
        static let ofLayer = [
            Initializer(name: "init()", isPublic: true) { indentation, unit in
                "override init() {\n\(indentation + unit)super.init()\n\(indentation)}"
            },
            Initializer(name: "init(layer:)", isPublic: true) { indentation, unit in
                "override init(layer: Any) {\n\(indentation + unit)super.init(layer: layer)\n\(indentation)}"
            },
        ]
    }

    /// What a class of the set needs.
    enum Outcome {
        /// The overrides to add, in order.
        case add([Initializer])
        /// They cannot be added as they forward: the class's stored properties named
        /// have no initial value.
        case cannotAdd([Initializer], uninitialized: [String])
        /// No override can forward to the initializer named (it has a variadic parameter).
        case cannotForward(String)
    }

    /// Whether `name` is one of Core Animation's layer kinds (`CALayer`, `CAShapeLayer` …).
    static func isLayerKind(_ name: String) -> Bool {
        let name = name.hasPrefix("QuartzCore.") ? String(name.dropFirst("QuartzCore.".count)) : name
        return name.hasPrefix("CA") && name.hasSuffix("Layer") && name.dropFirst(2).first?.isUppercase == true
    }

    /// What `node` needs: nil when it is no layer subclass, declares no designated
    /// initializer of its own (it inherits them all) or overrides all of its superclass's.
    static func outcome(for node: ClassDeclSyntax, survey: PortSurvey) -> Outcome? {
        guard let superclass = node.superclassName, let inherited = survey.designatedInitializers(of: superclass) else {
            return nil
        }
        let declared = node.initializers
        guard declared.contains(where: \.isDesignated) else { return nil }
        let names = Set(declared.map(\.name))
        let missing = inherited.filter { !names.contains($0.name) }
        guard !missing.isEmpty else { return nil }
        if let variadic = missing.first(where: { $0.text == nil }) { return .cannotForward(variadic.name) }
        let uninitialized = node.uninitializedStoredProperties
        return uninitialized.isEmpty ? .add(missing) : .cannotAdd(missing, uninitialized: uninitialized)
    }

    /// The insertion of `overrides` after the last initializer of `node`'s body,
    /// indented as it is.
    static func insertion(of overrides: [Initializer], into node: ClassDeclSyntax, lines: SourceLines) -> SourceEdit? {
        guard let last = node.memberBlock.members.last(where: { $0.decl.is(InitializerDeclSyntax.self) }),
              let end = lines.endOfLine(after: last.endPositionBeforeTrailingTrivia.utf8Offset) else { return nil }
        let indentation = lines.indentation(at: last.positionAfterSkippingLeadingTrivia.utf8Offset)
        let classIndentation = lines.indentation(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        let unit = indentation.hasPrefix(classIndentation) && indentation.count > classIndentation.count
            ? String(indentation.dropFirst(classIndentation.count)) : "    "
        let text = overrides.compactMap { initializer in
            initializer.text.map { "\n\n" + indentation + (node.isPublic && initializer.isPublic ? "public " : "") + $0(indentation, unit) }
        }.joined()
        return SourceEdit(range: end..<end, text: text)
    }
}

extension ClassDeclSyntax {
    /// The class's superclass as it is written: the first inherited type.
    var superclassName: String? { inheritanceClause?.inheritedTypes.first?.type.trimmedDescription }

    /// The initializers declared in the class's body.
    var initializers: [InitializerDeclSyntax] {
        memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
    }

    /// Whether the class is `public` or `open`: its overrides of public initializers
    /// must be public.
    var isPublic: Bool {
        modifiers.contains { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) }
    }

    /// The stored instance properties that have no initial value: neither an
    /// initializer nor (for a `var`) an optional type, which starts as `nil`.
    var uninitializedStoredProperties: [String] {
        memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter { variable in
            !variable.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
                && !ManagedProperty.isManaged(variable)
        }.flatMap { variable in
            variable.bindings.filter { binding in
                guard binding.initializer == nil, !binding.isComputed else { return false }
                let type = binding.typeAnnotation?.type
                let optional = type?.is(OptionalTypeSyntax.self) == true || type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
                    || type?.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
                return !(optional && variable.bindingSpecifier.tokenKind == .keyword(.var))
            }.map(\.pattern.trimmedDescription)
        }
    }
}

extension PatternBindingSyntax {
    /// Whether the property computes its value (`get`, `set`, or a getter's body)
    /// rather than storing it (`willSet` and `didSet` observe a stored one).
    var isComputed: Bool {
        switch accessorBlock?.accessors {
        case .getter: true
        case .accessors(let accessors):
            accessors.contains { [.keyword(.get), .keyword(.set), .keyword(._read), .keyword(._modify)].contains($0.accessorSpecifier.tokenKind) }
        case nil: false
        }
    }
}

extension InitializerDeclSyntax {
    /// `init(viewportWidth:viewportHeight:offset:)`.
    var name: String {
        "init(" + signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined() + ")"
    }

    /// Whether the initializer is designated (not `convenience`).
    var isDesignated: Bool { !modifiers.contains { $0.name.tokenKind == .keyword(.convenience) } }

    /// Whether the initializer is `required`.
    var isRequired: Bool { modifiers.contains { $0.name.tokenKind == .keyword(.required) } }

    /// The initializer as a subclass's override of it reads: its parameters and
    /// effects, and a body that forwards every argument to `super`.
    var forwardingOverride: LayerInitializerOverrides.Initializer {
        let parameters = signature.parameterClause.parameters
        let forwardable = parameters.allSatisfy { $0.ellipsis == nil }
        let arguments = parameters.map { parameter in
            let name = (parameter.secondName ?? parameter.firstName).text
            let value = parameter.type.is(AttributedTypeSyntax.self) && parameter.type.trimmedDescription.hasPrefix("inout") ? "&" + name : name
            return parameter.firstName.tokenKind == .wildcard ? value : "\(parameter.firstName.text): \(value)"
        }.joined(separator: ", ")
        let effects = signature.effectSpecifiers.map { " " + $0.trimmedDescription } ?? ""
        let tryKeyword = signature.effectSpecifiers?.throwsClause != nil ? "try " : ""
        let awaitKeyword = signature.effectSpecifiers?.asyncSpecifier != nil ? "await " : ""
        let declaration = "override init\(optionalMark?.text ?? "")\(genericParameterClause?.trimmedDescription ?? "")"
            + signature.parameterClause.trimmedDescription + effects
            + (genericWhereClause.map { " " + $0.trimmedDescription } ?? "")
        let isPublic = modifiers.contains { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) }
        guard forwardable else { return LayerInitializerOverrides.Initializer(name: name, isPublic: isPublic, text: nil) }
        return LayerInitializerOverrides.Initializer(name: name, isPublic: isPublic) { indentation, unit in
            "\(declaration) {\n\(indentation + unit)\(tryKeyword)\(awaitKeyword)super.init(\(arguments))\n\(indentation)}"
        }
    }
}
