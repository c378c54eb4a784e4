import Easel
import Foundation

/// Reads a constraint equation, `attribute relation [item.[guide.]attribute [* k]] [± c] [@p]`,
/// scanning tokens left to right so that an error names the token at fault and the
/// column it starts at.
struct ConstraintEquation {
    /// What is wrong with an equation, and the offset (in Unicode scalars) of the
    /// token at fault from the start of the equation.
    struct Failure: Error {
        let message: String
        let offset: Int
    }

    static let attributes: [(String, LayoutConstraint.Attribute)] = [
        ("leading", .leading), ("trailing", .trailing), ("left", .left), ("right", .right), ("top", .top),
        ("bottom", .bottom), ("centerX", .centerX), ("centerY", .centerY), ("width", .width), ("height", .height),
        ("firstBaseline", .firstBaseline), ("lastBaseline", .lastBaseline),
    ]
    static let relations: [(String, LayoutConstraint.Relation)] = [
        ("=", .equal), ("==", .equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual),
    ]

    private struct Token {
        let text: String
        let offset: Int
    }

    private var tokens: [Token] = []
    private var index = 0
    private let length: Int

    /// The most tokens an equation has: `width = superview.width * 0.5 + 8 @ 750` has
    /// nine (a sign and its number are two).
    private static let longestEquation = 9

    /// Splits `text` into names (`superview.safeArea.top` is one), numbers, and the
    /// operators `= == <= >= * + - @` (any other character is a token of its own).
    /// It stops one token past the longest equation, which is reported as the token
    /// at fault, so that a hostile equation of a million terms costs no more than a
    /// real one.
    private init(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        length = scalars.count
        var position = 0
        func isWord(_ scalar: Unicode.Scalar) -> Bool {
            CharacterSet.alphanumerics.contains(scalar) || scalar == "." || scalar == "_"
        }
        while position < scalars.count, tokens.count <= Self.longestEquation {
            let scalar = scalars[position]
            if scalar == " " || scalar == "\t" { position += 1; continue }
            let start = position
            if isWord(scalar) {
                while position < scalars.count, isWord(scalars[position]) { position += 1 }
            } else if "<>=".unicodeScalars.contains(scalar) {
                position += 1
                // `=>` and `=<` are one (wrong) relation, reported as written.
                if position < scalars.count, "<>=".unicodeScalars.contains(scalars[position]) { position += 1 }
            } else {
                position += 1
            }
            tokens.append(Token(text: String(String.UnicodeScalarView(scalars[start..<position])), offset: start))
        }
    }

    /// The constraint `text` says, and the offset of its item (where an unknown id is
    /// reported).
    static func parse(_ text: String) throws(Failure) -> (constraint: SceneConstraint, itemOffset: Int) {
        var scanner = ConstraintEquation(text)
        return try scanner.equation()
    }

    private mutating func equation() throws(Failure) -> (constraint: SceneConstraint, itemOffset: Int) {
        let attribute = try self.attribute(next("an attribute such as top or width"))
        let relationToken = next("a relation (=, <= or >=)")
        guard let relation = Self.relations.first(where: { $0.0 == relationToken.text })?.1 else {
            throw fail(relationToken, expected: "a relation (=, <= or >=)")
        }
        var item: SceneConstraint.Item?
        var multiplier: CGFloat = 1
        var constant: CGFloat = 0
        let first = next("a number or an item such as superview.top")
        if Double(first.text) != nil {
            // `nan`, `inf` and `1e999` read as Doubles; a layout cannot use them.
            constant = try number(first, expected: "a finite number or an item such as superview.top")
        } else {
            item = try self.item(first)
            if peek == "*" {
                index += 1
                multiplier = try number(next("a multiplier"), expected: "a multiplier")
            }
            if peek == "+" || peek == "-" {
                let sign: CGFloat = tokens[index].text == "-" ? -1 : 1
                index += 1
                constant = sign * (try number(next("a constant"), expected: "a constant"))
            }
        }
        var priority: Float = 1000
        if peek == "@" {
            index += 1
            let token = next("a priority from 1 to 1000")
            guard let value = Float(token.text), value >= 1, value <= 1000 else {
                throw fail(token, expected: "a priority from 1 to 1000")
            }
            priority = value
        }
        if index < tokens.count { throw fail(tokens[index], expected: "the end of the equation") }
        let constraint = SceneConstraint(attribute: attribute, relation: relation, item: item, multiplier: multiplier,
                                         constant: constant, priority: priority)
        return (constraint, first.offset)
    }

    /// `superview.top`, `header.safeArea.top`, `superview.margins.leading`.
    private func item(_ token: Token) throws(Failure) -> SceneConstraint.Item {
        var parts = token.text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, parts.count <= 3, !parts[0].isEmpty else {
            throw fail(token, expected: "an item such as superview.top or header.bottom")
        }
        let name = parts.removeFirst()
        let attributeName = parts.removeLast()
        var guide = SceneConstraint.Guide.none
        if let guideName = parts.first {
            switch guideName {
            case "safeArea": guide = .safeArea
            case "margins": guide = .margins
            default:
                let suggestion = Suggestion.closest(to: guideName, among: ["safeArea", "margins"])
                throw Failure(message: "expected a guide (safeArea or margins), found \"\(guideName)\""
                              + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ""),
                              offset: token.offset + name.unicodeScalars.count + 1)
            }
        }
        let attributeOffset = token.offset + token.text.unicodeScalars.count - attributeName.unicodeScalars.count
        let attribute = try self.attribute(Token(text: attributeName, offset: attributeOffset))
        return SceneConstraint.Item(target: name == "superview" ? .superview : .view(name), guide: guide, attribute: attribute)
    }

    private func attribute(_ token: Token) throws(Failure) -> LayoutConstraint.Attribute {
        if let match = Self.attributes.first(where: { $0.0 == token.text }) { return match.1 }
        let suggestion = token.text.isEmpty ? nil : Suggestion.closest(to: token.text, among: Self.attributes.map(\.0))
        let found = fail(token, expected: "an attribute such as top or width")
        throw Failure(message: found.message + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ""), offset: found.offset)
    }

    private func number(_ token: Token, expected: String) throws(Failure) -> CGFloat {
        guard let value = Double(token.text), value.isFinite else { throw fail(token, expected: expected) }
        return CGFloat(value)
    }

    private var peek: String? { index < tokens.count ? tokens[index].text : nil }

    /// The next token; an empty one at the end of the text when there is none.
    private mutating func next(_ expected: String) -> Token {
        guard index < tokens.count else { return Token(text: "", offset: length) }
        index += 1
        return tokens[index - 1]
    }

    private func fail(_ token: Token, expected: String) -> Failure {
        Failure(message: "expected \(expected), found " + (token.text.isEmpty ? "the end" : "\"\(token.text)\""),
                offset: token.offset)
    }
}
