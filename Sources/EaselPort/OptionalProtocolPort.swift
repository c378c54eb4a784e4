import SwiftSyntax

/// The Linux form of an `@objc` protocol with optional requirements: the same protocol
/// without `@objc` and `optional`, class-bound, and an extension that implements each
/// optional requirement as an unimplemented one answers on iOS (nothing, `nil`, the
/// value its call sites fall back to, or an error that its call sites' `try?` turns
/// into `nil`). A conforming type's own method still wins.
struct OptionalProtocolPort {
    let node: ProtocolDeclSyntax
    let lines: SourceLines
    let survey: PortSurvey

    init(protocol node: ProtocolDeclSyntax, lines: SourceLines, survey: PortSurvey) {
        self.node = node
        self.lines = lines
        self.survey = survey
    }

    /// The protocol and its extension, the first line unindented and the rest at
    /// `indentation` (the protocol's own).
    func text(indentation: String) -> String {
        protocolText() + "\n\n" + indentation + extensionText(indentation: indentation)
    }

    private func protocolText() -> String {
        let range = node.byteRange
        var edits: [SourceEdit] = []
        for attribute in node.attributes.compactMap({ $0.as(AttributeSyntax.self) }) where attribute.isObjC {
            edits.append(removal(of: attribute))
        }
        for member in node.memberBlock.members {
            guard let decl = member.decl.asProtocol(WithAttributesSyntax.self) else { continue }
            for attribute in decl.attributes.compactMap({ $0.as(AttributeSyntax.self) }) where attribute.isObjC {
                edits.append(removal(of: attribute))
            }
            if let modifier = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers
                .first(where: { $0.name.tokenKind == .keyword(.optional) }) {
                edits.append(removal(of: modifier))
            }
            if let requirement = OptionalRequirement(member), survey.answersByThrowing(requirement),
               let function = member.decl.as(FunctionDeclSyntax.self) {
                let end = function.signature.parameterClause.endPositionBeforeTrailingTrivia.utf8Offset
                edits.append(SourceEdit(range: end..<end, text: " throws"))
            }
        }
        if !node.isClassBound { edits.append(node.classBoundInsertion) }
        return SourceEdit.apply(edits, to: lines.bytes, in: range)
    }

    /// Removes `target` and the spaces after it; a target alone on its line takes the line.
    private func removal(of target: some SyntaxProtocol) -> SourceEdit {
        let range = target.byteRange
        let next = lines.skippingSpaces(from: range.upperBound)
        guard lines.isFirstOnLine(range.lowerBound), next < lines.bytes.count, lines.bytes[next] == UInt8(ascii: "\n") else {
            return SourceEdit(range: range.lowerBound..<next, text: "")
        }
        if range.lowerBound == node.byteRange.lowerBound {
            // The protocol's first token: the next line's indentation goes too, since
            // `text` is placed after the protocol's own.
            return SourceEdit(range: range.lowerBound..<lines.skippingSpaces(from: next + 1), text: "")
        }
        return SourceEdit(range: lines.lineStart(of: range.lowerBound)..<(next + 1), text: "")
    }

    private func extensionText(indentation: String) -> String {
        let access = node.modifiers.first { ["public", "package"].contains($0.name.text) }.map { "\($0.name.text) " } ?? ""
        let memberIndentation = node.memberBlock.members.first.map { lines.indentation(at: $0.byteRange.lowerBound) }
            ?? indentation + "    "
        var members: [String] = []
        for member in node.memberBlock.members {
            guard let requirement = OptionalRequirement(member) else { continue }
            let throwing = survey.answersByThrowing(requirement)
            guard let body = throwing ? Self.unimplemented : survey.defaultBody(of: requirement) else { continue }
            let declaration: String
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                let signature = throwing
                    ? function.signature.parameterClause.trimmedDescription + " throws"
                        + (function.signature.returnClause.map { " \($0.trimmedDescription)" } ?? "")
                    : function.signature.trimmedDescription
                declaration = "func \(function.name.text)\(function.genericParameterClause?.trimmedDescription ?? "")"
                    + signature + (function.genericWhereClause.map { " \($0.trimmedDescription)" } ?? "")
            } else if let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self), let type = binding.typeAnnotation {
                declaration = "var \(name.identifier.text)\(type.trimmedDescription)"
            } else {
                continue
            }
            members.append("\(memberIndentation)\(access)\(declaration) {\(body.isEmpty ? "" : " \(body) ")}")
        }
        return "extension \(node.name.text) {\n\(members.joined(separator: "\n"))\n\(indentation)}"
    }

    /// The body of a requirement's default implementation that throws (see
    /// `PortSurvey.answersByThrowing`): Foundation's error for what is not supported,
    /// which `try?` at the call sites turns into the `nil` of an unimplemented one.
    static let unimplemented = "throw CocoaError(.featureUnsupported)"
}

extension AttributeSyntax {
    var isObjC: Bool { attributeName.trimmedDescription == "objc" }
}
