import SwiftSyntax

/// What `easel port` learns from the whole set of files before it rewrites any: the
/// optional requirements of the `@objc` protocols declared in it, what the call sites
/// of each fall back to with `??`, which classes are `NSObject`'s direct subclasses,
/// and where each class is declared. A protocol and its callers, or a class and its
/// extensions, are often in different files, so a directory is ported as a set.
struct PortSurvey {
    /// Where a class is declared: the file, and the `#if` clauses around it.
    struct ClassDeclaration {
        let path: String
        let conditions: [String]

        /// The file's name without its folders, as messages give it.
        var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }
    }

    /// The classes declared in the set, by their qualified name (`Outer.Inner`); the
    /// first declaration of a name.
    private(set) var classes: [String: ClassDeclaration] = [:]
    /// The classes declared with `NSObject` as their superclass.
    private(set) var objectSubclasses: Set<String> = []
    /// The parameters of type `Selector` that the set's functions and initializers
    /// declare, as "name label:" (`addButton selector:`, `init action:`).
    private(set) var selectorParameters: Set<String> = []
    /// The superclass and initializers of each class declared in the set, by its name:
    /// what a subclass's initializers are checked against (see `LayerInitializerOverrides`).
    private var classShapes: [String: (superclass: String?, initializers: [InitializerDeclSyntax])] = [:]
    /// Whether a file of the set imports UIKit: the set is then a UIKit module, whose
    /// files without imports see UIKit on iOS through their framework's umbrella header.
    private(set) var importsUIKit = false

    /// The optional requirements of each protocol declared in the set, by its name.
    private var protocols: [String: [OptionalRequirement]] = [:]
    /// The fallback text of each requirement's call sites (`?? 44` gives `44`), a nil
    /// element for a call site without one.
    private var fallbacks: [OptionalRequirement: Set<String?>] = [:]
    /// The requirements of the protocols that can be ported: those whose every optional
    /// requirement has a default body.
    private var ported: Set<OptionalRequirement> = []

    /// Surveys `files`, each with its path.
    init(_ files: [(path: String, tree: SourceFileSyntax)]) {
        for (path, file) in files {
            if file.statements.contains(where: { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "UIKit" }) {
                importsUIKit = true
            }
            for node in file.descendants(ofType: ClassDeclSyntax.self) {
                if classes[node.qualifiedName] == nil {
                    classes[node.qualifiedName] = ClassDeclaration(path: path, conditions: node.ifConditions)
                }
                if classShapes[node.name.text] == nil {
                    classShapes[node.name.text] = (node.superclassName, node.initializers)
                }
                if node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "NSObject" {
                    objectSubclasses.insert(node.name.text)
                }
            }
            for node in file.descendants(ofType: FunctionParameterSyntax.self)
            where ["Selector", "Selector?", "Selector!"].contains(node.type.trimmedDescription) {
                guard let name = Self.name(ofFunctionDeclaring: node) else { continue }
                selectorParameters.insert("\(name) \(node.firstName.text):")
            }
            for node in file.descendants(ofType: ProtocolDeclSyntax.self) {
                let requirements = node.memberBlock.members.compactMap(OptionalRequirement.init)
                if !requirements.isEmpty { protocols[node.name.text, default: []] += requirements }
            }
        }
        guard !protocols.isEmpty else { return }
        let declared = Set(protocols.values.joined())
        for (_, file) in files {
            for call in file.descendants(ofType: FunctionCallExprSyntax.self) {
                if let requirement = Self.requirement(calledBy: call, among: declared) {
                    fallbacks[requirement, default: []].insert(Self.fallback(of: call))
                }
            }
        }
        for requirements in protocols.values
        where requirements.allSatisfy({ defaultBody(of: $0) != nil || answersByThrowing($0) }) {
            ported.formUnion(requirements)
        }
    }

    /// The designated initializers that a subclass of `name` must override to inherit
    /// its convenience ones, when `name` is a Core Animation layer kind or a class of
    /// the set that descends from one; nil for any other class. The required ones are
    /// left out: a subclass declares them anyway.
    func designatedInitializers(of name: String) -> [LayerInitializerOverrides.Initializer]? {
        var visited: Set<String> = []
        return designatedInitializers(of: name, visited: &visited)
    }

    private func designatedInitializers(of name: String, visited: inout Set<String>) -> [LayerInitializerOverrides.Initializer]? {
        guard let shape = classShapes[name] else {
            return LayerInitializerOverrides.isLayerKind(name) ? LayerInitializerOverrides.Initializer.ofLayer : nil
        }
        guard visited.insert(name).inserted, let superclass = shape.superclass,
              let inherited = designatedInitializers(of: superclass, visited: &visited) else { return nil }
        let designated = shape.initializers.filter(\.isDesignated)
        // A class that declares no designated initializer inherits its superclass's;
        // one that declares some has those, and the ones the port adds it.
        let own = Set(designated.map(\.name))
        return designated.filter { !$0.isRequired }.map(\.forwardingOverride) + inherited.filter { !own.contains($0.name) }
    }

    /// Whether the argument `argument` of `call` is a parameter of type `Selector` of a
    /// function or initializer of the set (by the function's name and the argument's
    /// label: `addButton(…, selector: #selector(hide))`, `Item(target: self, action: …)`).
    func passesSelector(_ argument: LabeledExprSyntax, in call: FunctionCallExprSyntax) -> Bool {
        let called: String? = if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            reference.baseName.text.first?.isUppercase == true ? "init" : reference.baseName.text
        } else {
            call.calledExpression.as(MemberAccessExprSyntax.self).map { member in
                ["init", "self", "super"].contains(member.declName.baseName.text) ? "init" : member.declName.baseName.text
            }
        }
        guard let called else { return false }
        return selectorParameters.contains("\(called) \(argument.label?.text ?? "_"):")
    }

    /// The name of the function or initializer (`init`) whose parameter `parameter` is.
    private static func name(ofFunctionDeclaring parameter: FunctionParameterSyntax) -> String? {
        var node = parameter.parent
        while let current = node {
            if let function = current.as(FunctionDeclSyntax.self) { return function.name.text }
            if current.is(InitializerDeclSyntax.self) { return "init" }
            if current.is(ClosureExprSyntax.self) || current.is(FunctionTypeSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }

    /// The requirement of a protocol that is ported which `call` calls with `?(`, as
    /// `delegate?.tagPressed?(title, sender: self)` does.
    func requirement(calledBy call: FunctionCallExprSyntax) -> OptionalRequirement? {
        Self.requirement(calledBy: call, among: ported)
    }

    private static func requirement(calledBy call: FunctionCallExprSyntax,
                                    among requirements: Set<OptionalRequirement>) -> OptionalRequirement? {
        guard let member = call.optionalMember else { return nil }
        let labels = call.arguments.map { $0.label?.text }
        return requirements.first { $0.matches(name: member.declName.baseName.text, labels: labels) }
    }

    /// The body of `requirement`'s default implementation on Linux: what its type says
    /// an unimplemented one answers, or else the one fallback all its call sites agree
    /// on. Nil when neither says it.
    func defaultBody(of requirement: OptionalRequirement) -> String? {
        if let body = requirement.declaredDefault { return body }
        guard let sites = fallbacks[requirement], sites.count == 1, let fallback = sites.first else { return nil }
        return fallback
    }

    /// Whether `requirement`'s Linux form throws where iOS finds it unimplemented: a
    /// method with a result that neither its type nor one agreed `??` fallback of its
    /// call sites answers for. Its default implementation throws, and each call site
    /// becomes `(try? …)`, the `nil` that iOS's `?(` gives, so that each keeps its own
    /// fallback (`?? 0.8` in one, `if let` in another). A conforming type's method, which
    /// does not throw, still implements the requirement.
    func answersByThrowing(_ requirement: OptionalRequirement) -> Bool {
        requirement.canThrowWhenUnimplemented && defaultBody(of: requirement) == nil
    }

    /// The expression after `??` when `call` is the left side of a nil-coalescing
    /// that nothing binds tighter to, and it is one that reads the same anywhere (a
    /// literal, a type's member, an implicit member).
    private static func fallback(of call: FunctionCallExprSyntax) -> String? {
        guard let list = call.parent?.as(ExprListSyntax.self) else { return nil }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == call.id }), index + 2 < elements.count,
              elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return nil }
        if index + 3 < elements.count {
            guard let next = elements[index + 3].as(BinaryOperatorExprSyntax.self)?.operator.text,
                  looserOperators.contains(next) else { return nil }
        }
        let fallback = elements[index + 2]
        return isContextFree(fallback) ? fallback.trimmedDescription : nil
    }

    /// Operators that bind more loosely than `??`, so that `a ?? b <op> c` is `(a ?? b) <op> c`.
    private static let looserOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=",
                                                      "&&", "||", "=", "+=", "-=", "*=", "/="]

    private static func isContextFree(_ expression: ExprSyntax) -> Bool {
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self) {
            return true
        }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            return prefix.operator.text == "-" && isContextFree(prefix.expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return true }
            return base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
        }
        return false
    }
}

extension FunctionCallExprSyntax {
    /// The member in `base?.member?(…)`: a call of an optional protocol requirement.
    var optionalMember: MemberAccessExprSyntax? {
        calledExpression.as(OptionalChainingExprSyntax.self)?.expression.as(MemberAccessExprSyntax.self)
    }
}

extension SyntaxProtocol {
    /// Every node of `type` under this one, in source order.
    func descendants<Node: SyntaxProtocol>(ofType type: Node.Type) -> [Node] {
        var found: [Node] = []
        var stack = [Syntax(self)]
        while let node = stack.popLast() {
            if let match = node.as(Node.self) { found.append(match) }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return found
    }
}
