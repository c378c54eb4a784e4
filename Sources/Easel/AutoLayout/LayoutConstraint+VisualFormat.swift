import Foundation

extension LayoutConstraint {
    /// The constraints a visual format string describes, like
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`:
    /// `"H:|-[name]-8-[field(>=120)]-|"` places views along one axis (`H:`, the default,
    /// or `V:`), `|` being their superview, `-` the standard spacing (8 points between
    /// views; the superview's layout margins at its edges), `-n-` or `-(>=n@priority)-`
    /// a spacing, and a parenthesised list after a view's name its size. Constants and
    /// priorities may name `metrics`; views are named by `views`. The constraints are
    /// returned inactive.
    ///
    /// A format that does not parse, or that names a view or metric missing from the
    /// dictionaries, is reported as UIKit's exception describes it (with a caret under
    /// the place), and no constraint is made.
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any]) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: options, metrics: metrics ?? [:], views: views)
        do {
            return try parser.constraints()
        } catch let error as VisualFormatParser.Failure {
            let caret = String(repeating: " ", count: error.position) + "^"
            Diagnostics.report("Unable to parse constraint format: \n\(error.reason) \n\(format) \n\(caret)")
            return []
        } catch {
            return []
        }
    }
}

/// A reader of the visual format language, making constraints as it goes.
@MainActor
private struct VisualFormatParser {
    struct Failure: Error {
        let reason: String
        let position: Int
    }

    /// A relation, a constant or a view, and a priority: `>=8@750`, `==button`.
    private struct Predicate {
        var relation = LayoutConstraint.Relation.equal
        var constant: CGFloat = 0
        var view: (any LayoutItem)?
        var priority = LayoutPriority.required
    }

    /// What joins two neighbours: nothing (flush), the standard spacing, or predicates.
    private enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    private let characters: [Character]
    private let options: LayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var index = 0
    private var isVertical = false
    private var made: [LayoutConstraint] = []

    init(format: String, options: LayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    mutating func constraints() throws -> [LayoutConstraint] {
        if characters.count >= 2, characters[1] == ":", let axis = characters.first {
            guard axis == "H" || axis == "V" else { throw failure("Expected 'H' or 'V' before ':'") }
            isVertical = axis == "V"
            index = 2
        }
        var leadingBar: (position: Int, connection: Connection)?
        if peek == "|" {
            index += 1
            leadingBar = (index - 1, try connection())
        }
        var previous = try view()
        if let leadingBar { try connect(nil, to: previous, by: leadingBar.connection, barAt: leadingBar.position) }
        while index < characters.count {
            let joining = try connection()
            if peek == "|" {
                index += 1
                try connect(previous, to: nil, by: joining, barAt: index - 1)
                guard index == characters.count else { throw failure("Expected the end of the format after '|'") }
                break
            }
            let next = try view()
            try connect(previous, to: next, by: joining, barAt: nil)
            for attribute in options.alignments {
                made.append(LayoutConstraint(first: previous, firstAttribute: attribute, relation: .equal, second: next,
                                             secondAttribute: attribute, multiplier: 1, constant: 0))
            }
            previous = next
        }
        return made
    }

    // MARK: Reading

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private func failure(_ reason: String) -> Failure { Failure(reason: reason, position: index) }

    private mutating func expect(_ character: Character) throws {
        guard peek == character else { throw failure("Expected '\(character)'") }
        index += 1
    }

    /// `[name]` or `[name(predicates)]`, making the view's size constraints.
    private mutating func view() throws -> any LayoutItem {
        try expect("[")
        let start = index
        let name = identifier()
        guard !name.isEmpty else { throw failure("Expected a view name") }
        guard let item = views[name] as? any LayoutItem else {
            index = start
            throw failure("\(name) is not a key in the views dictionary.")
        }
        if peek == "(" {
            for predicate in try predicateList(allowsViews: true) {
                let constraint = LayoutConstraint(first: item, firstAttribute: dimension, relation: predicate.relation,
                                                  second: predicate.view,
                                                  secondAttribute: predicate.view == nil ? .notAnAttribute : dimension,
                                                  multiplier: 1, constant: predicate.constant)
                constraint.priority = predicate.priority
                made.append(constraint)
            }
        }
        try expect("]")
        return item
    }

    /// Nothing, `-`, `-n-` or `-(predicates)-` before a view or the superview.
    private mutating func connection() throws -> Connection {
        guard peek == "-" else { return .flush }
        index += 1
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [Predicate]
        if peek == "(" {
            predicates = try predicateList(allowsViews: false)
        } else {
            predicates = [Predicate(constant: try constant())]
        }
        try expect("-")
        return .predicates(predicates)
    }

    /// `(predicate, predicate …)`, or a single number or metric name.
    private mutating func predicateList(allowsViews: Bool) throws -> [Predicate] {
        guard peek == "(" else { return [Predicate(constant: try constant())] }
        index += 1
        var predicates: [Predicate] = []
        repeat {
            if peek == "," { index += 1 }
            predicates.append(try predicate(allowsViews: allowsViews))
        } while peek == ","
        try expect(")")
        return predicates
    }

    private mutating func predicate(allowsViews: Bool) throws -> Predicate {
        var predicate = Predicate()
        for (text, relation) in [("==", LayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
        where characters[index...].starts(with: text) {
            predicate.relation = relation
            index += 2
        }
        let start = index
        if let first = peek, first.isLetter || first == "_" {
            let name = identifier()
            if let value = metric(name) {
                predicate.constant = value
            } else if allowsViews, let item = views[name] as? any LayoutItem {
                predicate.view = item
            } else {
                index = start
                throw failure(allowsViews ? "\(name) is not a key in the views or metrics dictionaries."
                                          : "\(name) is not a key in the metrics dictionary.")
            }
        } else {
            predicate.constant = try number()
        }
        if peek == "@" {
            index += 1
            let start = index
            let value = peek?.isNumber == true ? try number() : metric(identifier())
            guard let value else {
                index = start
                throw failure("Expected a priority (a number or a metric name)")
            }
            predicate.priority = LayoutPriority(Float(value))
        }
        return predicate
    }

    /// A number or a metric name.
    private mutating func constant() throws -> CGFloat {
        guard let first = peek, first.isLetter || first == "_" else { return try number() }
        let start = index
        let name = identifier()
        guard let value = metric(name) else {
            index = start
            throw failure("\(name) is not a key in the metrics dictionary.")
        }
        return value
    }

    private mutating func number() throws -> CGFloat {
        let start = index
        if peek == "-" || peek == "+" { index += 1 }
        while let character = peek, character.isNumber || character == "." { index += 1 }
        guard let value = Double(String(characters[start..<index])) else {
            index = start
            throw failure("Expected a number or a metric name")
        }
        return CGFloat(value)
    }

    private mutating func identifier() -> String {
        let start = index
        while let character = peek, character.isLetter || character.isNumber || character == "_" { index += 1 }
        return String(characters[start..<index])
    }

    private func metric(_ name: String) -> CGFloat? {
        metrics[name].flatMap(Double.init(numericValue:)).map { CGFloat($0) }
    }

    // MARK: Making constraints

    /// The size attribute of the format's axis.
    private var dimension: LayoutConstraint.Attribute { isVertical ? .height : .width }

    /// The attributes of the start and end edges along the format's axis, plain or of
    /// the layout margins.
    private func edges(margins: Bool) -> (start: LayoutConstraint.Attribute, end: LayoutConstraint.Attribute) {
        if isVertical { return margins ? (.topMargin, .bottomMargin) : (.top, .bottom) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return margins ? (.leftMargin, .rightMargin) : (.left, .right)
        case .directionRightToLeft: return margins ? (.rightMargin, .leftMargin) : (.right, .left)
        default: return margins ? (.leadingMargin, .trailingMargin) : (.leading, .trailing)
        }
    }

    /// The constraints of a connection from `earlier` to `later` (`nil` is the
    /// superview, written at `barAt`): the later item's start edge related to the
    /// earlier one's end edge.
    private mutating func connect(_ earlier: (any LayoutItem)?, to later: (any LayoutItem)?,
                                  by connection: Connection, barAt barPosition: Int?) throws {
        let neighbour = (earlier ?? later)!
        var superview: View?
        if let barPosition {
            superview = (neighbour as? View)?.superview ?? (neighbour as? LayoutGuide)?.owningView
            guard superview != nil else {
                throw Failure(reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                              position: barPosition)
            }
        }
        let betweenViews = earlier != nil && later != nil
        let predicates: [Predicate]
        var margins = false
        switch connection {
        case .flush: predicates = [Predicate()]
        case .standard:
            predicates = [Predicate(constant: betweenViews ? LayoutConstraint.systemSpacing : 0)]
            margins = !betweenViews
        case .predicates(let list): predicates = list
        }
        let plain = edges(margins: false), edge = edges(margins: margins)
        for predicate in predicates {
            let constraint = if let later, let earlier {
                LayoutConstraint(first: later, firstAttribute: plain.start, relation: predicate.relation, second: earlier,
                                 secondAttribute: plain.end, multiplier: 1, constant: predicate.constant)
            } else if let later {
                LayoutConstraint(first: later, firstAttribute: plain.start, relation: predicate.relation, second: superview,
                                 secondAttribute: edge.start, multiplier: 1, constant: predicate.constant)
            } else {
                LayoutConstraint(first: superview, firstAttribute: edge.end, relation: predicate.relation, second: earlier,
                                 secondAttribute: plain.end, multiplier: 1, constant: predicate.constant)
            }
            constraint.priority = predicate.priority
            made.append(constraint)
        }
    }
}
