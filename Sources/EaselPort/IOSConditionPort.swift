import SwiftSyntax

/// `os(iOS)` in an `#if` or `#elseif` condition, which Linux reads as false: after the
/// port it also holds on Linux (`os(iOS) || os(Linux)`), where Easel's `UIKit` stands
/// in for iOS's, so the code a library keeps for iOS compiles and runs here too.
/// A condition that already names `os(Linux)` is the author's (or a port's) and is
/// left as it is.
struct IOSConditionPort {
    /// The edits that make each `os(iOS)` of `condition` hold on Linux too; none when the
    /// condition names no `os(iOS)` or already names `os(Linux)`.
    static func edits(for condition: ExprSyntax) -> [SourceEdit] {
        let checks = condition.platformChecks
        guard checks.contains(where: { $0.platform == "Linux" }) == false else { return [] }
        return checks.filter { $0.platform == "iOS" }.map { check in
            let range = check.call.byteRange
            if check.call.isOperandOfOrChainOnly {
                return SourceEdit(range: range.upperBound..<range.upperBound, text: " || os(Linux)")
            }
            return SourceEdit(range: range, text: "(os(iOS) || os(Linux))")
        }
    }
}

private extension SyntaxProtocol {
    /// Every `os(…)` check in the expression, with its platform.
    var platformChecks: [(call: FunctionCallExprSyntax, platform: String)] {
        var found: [(FunctionCallExprSyntax, String)] = []
        if let call = Syntax(self).as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "os",
           let argument = call.arguments.first, call.arguments.count == 1 {
            found.append((call, argument.expression.trimmedDescription))
        }
        for child in children(viewMode: .sourceAccurate) { found += child.platformChecks }
        return found
    }
}

private extension FunctionCallExprSyntax {
    /// Whether appending `|| os(Linux)` right after the check keeps the condition's
    /// meaning: the check is the whole condition, or an operand of a chain of `||` only.
    var isOperandOfOrChainOnly: Bool {
        guard let list = parent?.as(ExprListSyntax.self) else { return parent?.is(IfConfigClauseSyntax.self) == true }
        return list.allSatisfy { element in
            guard let binary = element.as(BinaryOperatorExprSyntax.self) else { return true }
            return binary.operator.text == "||"
        }
    }
}
