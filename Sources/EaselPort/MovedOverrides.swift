import SwiftSyntax

/// The Linux form of `override` members that an extension declares, bound for the body
/// of their class. Linux Swift refuses an override in an extension ("instance method
/// 'drawText(in:)' declared in 'Label' cannot be overridden from extension"), which iOS
/// accepts for UIKit's members because they are `@objc dynamic`: on Linux the members
/// go to the end of the class's body, under `#if !canImport(ObjectiveC)`, and the
/// extension keeps them under `#if canImport(ObjectiveC)`, which a second port leaves
/// alone.
struct MovedOverrides {
    /// The qualified name of the class that takes the members.
    let className: String
    /// The file that declares the class.
    let destination: String
    /// The members as Linux compiles them: consecutive members of the extension, with
    /// the `//` comments right above the first, the first line unindented.
    let text: String
    /// The indentation of the members in the extension.
    let indentation: String

    /// The insertion of every one of `moved`, in order, under `#if !canImport(ObjectiveC)`
    /// at the end of `node`'s body, indented as the class's members are.
    static func insertion(of moved: [MovedOverrides], into node: ClassDeclSyntax, lines: SourceLines) -> SourceEdit {
        let members = node.memberBlock.members
        let classIndentation = lines.indentation(at: node.byteRange.lowerBound)
        let indentation = members.first.map { lines.indentation(at: $0.byteRange.lowerBound) } ?? classIndentation + "    "
        let texts = moved.map { $0.text(indentedBy: indentation) }.joined(separator: "\n\n" + indentation)
        let block = indentation + FilePorter.conditional(texts, indentation: indentation,
                                                         condition: "!" + FilePorter.objectiveCCondition)
        let brace = node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        guard lines.isFirstOnLine(brace) else {
            return SourceEdit(range: brace..<brace, text: "\n" + block + "\n" + classIndentation)
        }
        let start = lines.lineStart(of: brace)
        let separator = members.isEmpty || lines.isBlankLine(before: start) ? "" : "\n"
        return SourceEdit(range: start..<start, text: separator + block + "\n")
    }

    /// `text` with its lines moved from `indentation` to `target`, the first one unindented.
    private func text(indentedBy target: String) -> String {
        guard target != indentation else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            index == 0 || !line.hasPrefix(indentation) ? String(line) : target + line.dropFirst(indentation.count)
        }.joined(separator: "\n")
    }
}

extension MemberBlockItemSyntax {
    /// Whether the member is an `override` method, property or subscript: what an
    /// extension may declare on iOS and not on Linux.
    var isOverride: Bool {
        (decl.is(FunctionDeclSyntax.self) || decl.is(VariableDeclSyntax.self) || decl.is(SubscriptDeclSyntax.self))
            && decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.override) } == true
    }

    /// The override as messages name it: `override func drawText(in:)`, `override var frame`.
    var overrideDescription: String {
        if let function = decl.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            return "`override func \(function.name.text)(\(labels))`"
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return "`override var \(variable.bindings.map(\.pattern.trimmedDescription).joined(separator: ", "))`"
        }
        return "`override subscript`"
    }

    /// The names the member's code refers to (and its own), operators included.
    var referencedNames: Set<String> {
        Set(tokens(viewMode: .sourceAccurate).compactMap { token in
            switch token.tokenKind {
            case .identifier(let name), .binaryOperator(let name), .prefixOperator(let name), .postfixOperator(let name): name
            default: nil
            }
        })
    }
}

extension ClassDeclSyntax {
    /// The class's name qualified by the types (or the extension) it is nested in:
    /// `Outer.Inner`, as an extension of it names it.
    var qualifiedName: String {
        var names = [name.text]
        var parent = self.parent
        while let node = parent {
            if let extended = node.as(ExtensionDeclSyntax.self) {
                names.insert(extended.extendedType.trimmedDescription, at: 0)
            } else if node.isProtocol(DeclGroupSyntax.self), let named = node.asProtocol(NamedDeclSyntax.self) {
                names.insert(named.name.text, at: 0)
            }
            parent = node.parent
        }
        return names.joined(separator: ".")
    }
}

extension SyntaxProtocol {
    /// The `#if` clauses around the node, outermost first, each as the directives that
    /// lead to it (`#if DEBUG`, `#if os(iOS) #else`).
    var ifConditions: [String] {
        var conditions: [String] = []
        var parent = self.parent
        while let node = parent {
            if let clause = node.as(IfConfigClauseSyntax.self), let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) {
                let leading = clauses.prefix { $0.id != clause.id } + [clause]
                conditions.insert(leading.map { clause in
                    [clause.poundKeyword.text, clause.condition?.trimmedDescription].compactMap { $0 }.joined(separator: " ")
                }.joined(separator: " "), at: 0)
            }
            parent = node.parent
        }
        return conditions
    }
}

extension SourceFileSyntax {
    /// The names the file declares `private` or `fileprivate` (or in a `private
    /// extension`): what code moved to another file no longer sees.
    var filePrivateNames: Set<String> {
        var names: Set<String> = []
        for modifier in descendants(ofType: DeclModifierSyntax.self)
        where [.keyword(.private), .keyword(.fileprivate)].contains(modifier.name.tokenKind) && modifier.detail == nil {
            guard let decl = modifier.parent?.parent else { continue }
            let declarations = decl.as(ExtensionDeclSyntax.self).map { $0.memberBlock.members.map { Syntax($0.decl) } } ?? [decl]
            for declaration in declarations {
                if let variable = declaration.as(VariableDeclSyntax.self) {
                    names.formUnion(variable.bindings.flatMap { $0.pattern.tokens(viewMode: .sourceAccurate).map(\.text) })
                } else if let named = declaration.asProtocol(NamedDeclSyntax.self) {
                    names.insert(named.name.text)
                }
            }
        }
        return names
    }
}
