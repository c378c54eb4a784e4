import Foundation

// Descriptions in UIKit's format, as logs print them: visual-format form (`H:|-(8)-[…]`)
// for spacing between edges, the equation otherwise. Where UIKit prints an object's
// address Easel prints nothing, and views are named by their accessibility identifiers,
// so that logs are the same on every run.
extension LayoutConstraint {
    /// Like `<LayoutConstraint 'name' View:badge.width == 20   (active)>`: what
    /// `description` gives unless a subclass overrides it.
    var formattedDescription: String {
        var text = "<" + className
        if case .autoresizingMask(let code) = kind { text += " " + code }
        if let identifier { text += " '\(identifier)'" }
        let (body, usesSuperview) = visualFormat() ?? equation()
        text += " " + body
        if !priority.isRequired { text += " @\(priority)" }
        let names = usesSuperview.map { " names: '|':\($0.layoutDescription) " }
        text += "   (" + (isActive || engine != nil ? "active" : "inactive") + (names.map { "," + $0 } ?? "") + ")>"
        return text
    }

    private var className: String {
        switch kind {
        case .user, .hostRectangle: "LayoutConstraint"
        case .autoresizingMask: "AutoresizingMaskLayoutConstraint"
        case .contentSize: "ContentSizeLayoutConstraint"
        }
    }

    /// `first.attribute relation multiplier*second.attribute + constant`, and the
    /// superview when the equation names it as `'|'`.
    private func equation() -> (String, View?) {
        guard let first = firstLayoutItem else { return ("(released item)", nil) }
        var isAutoresizing = false
        if case .autoresizingMask = kind { isAutoresizing = true }
        var text = "\(first.layoutDescription).\(attributeName(firstAttribute))"
        text += " \(relation) "
        var terms: [String] = []
        var superview: View?
        if let second = secondLayoutItem, !(isAutoresizing && multiplier == 0) {
            let name: String
            if isAutoresizing {
                name = "'|'"
                superview = second.layoutOwningView
            } else {
                name = second.layoutDescription
            }
            let factor = multiplier == 1 ? "" : LayoutNumber.format(multiplier) + "*"
            terms.append("\(factor)\(name).\(attributeName(secondAttribute))")
        }
        if terms.isEmpty {
            text += LayoutNumber.format(constant)
        } else {
            text += terms[0]
            if constant > 0 { text += " + " + LayoutNumber.format(constant) }
            if constant < 0 { text += " - " + LayoutNumber.format(-constant) }
        }
        if isAutoresizing, !firstAttribute.isDimension, superview == nil {
            superview = secondLayoutItem?.layoutOwningView
        }
        if case .contentSize(let hugging, let resistance) = kind {
            text += " Hug:\(hugging) CompressionResistance:\(resistance)"
        }
        return (text, superview)
    }

    /// The visual-format form of a spacing between two edges on one axis (multiplier 1):
    /// `H:|-(8)-[View:a]`, `V:[View:a]-(>=8)-[View:b]`, `H:[View:a]-(8)-|`, with the
    /// superview named `|`. Nil when the constraint is not such a spacing.
    private func visualFormat() -> (String, View?)? {
        guard kind == .user, multiplier == 1, let first = firstLayoutItem, let second = secondLayoutItem,
            let axis = firstAttribute.axis, secondAttribute.axis == axis
        else { return nil }
        let leadingEdges: Set<Attribute> = [.leading, .left, .top], trailingEdges: Set<Attribute> = [.trailing, .right, .bottom]
        let letter = axis == .horizontal ? "H:" : "V:"
        let suffix = [firstAttribute, secondAttribute].contains(.left) || [firstAttribute, secondAttribute].contains(.right)
            ? "(LTR)" : ""
        // `later − earlier  relation  value`, from `first relation second + constant`.
        func spacing(firstIsLater: Bool) -> String {
            let relation = firstIsLater ? self.relation : self.relation.flipped
            let value = firstIsLater ? constant : -constant
            let prefix = relation == .equal ? "" : relation.description
            return "-(\(prefix)\(LayoutNumber.format(value)))-"
        }
        func container(of item: any LayoutItem) -> View? {
            (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView
        }
        if firstAttribute == secondAttribute {
            // An edge and the same edge of the container: `|-(c)-[item]` or `[item]-(c)-|`.
            let (child, parent, childIsFirst): (any LayoutItem, View, Bool)
            if let parentView = second as? View, container(of: first) === parentView {
                (child, parent, childIsFirst) = (first, parentView, true)
            } else if let parentView = first as? View, container(of: second) === parentView {
                (child, parent, childIsFirst) = (second, parentView, false)
            } else {
                return nil
            }
            if leadingEdges.contains(firstAttribute) {
                return ("\(letter)|\(spacing(firstIsLater: childIsFirst))[\(child.layoutDescription)]\(suffix)", parent)
            }
            if trailingEdges.contains(firstAttribute) {
                return ("\(letter)[\(child.layoutDescription)]\(spacing(firstIsLater: !childIsFirst))|\(suffix)", parent)
            }
            return nil
        }
        // The leading edge of one item and the trailing edge of another: `[a]-(c)-[b]`.
        if leadingEdges.contains(firstAttribute), trailingEdges.contains(secondAttribute) {
            return ("\(letter)[\(second.layoutDescription)]\(spacing(firstIsLater: true))[\(first.layoutDescription)]\(suffix)", nil)
        }
        if trailingEdges.contains(firstAttribute), leadingEdges.contains(secondAttribute) {
            return ("\(letter)[\(first.layoutDescription)]\(spacing(firstIsLater: false))[\(second.layoutDescription)]\(suffix)", nil)
        }
        return nil
    }

    private func attributeName(_ attribute: Attribute) -> String {
        if case .autoresizingMask = kind {
            switch attribute {
            case .left: return "minX"
            case .top: return "minY"
            default: break
            }
        }
        return attribute.description
    }
}

extension LayoutConstraint.Relation {
    /// The relation with its sides swapped.
    var flipped: LayoutConstraint.Relation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}
