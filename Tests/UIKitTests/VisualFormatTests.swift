import Testing
import UIKit

/// Auto Layout's visual format language and margin attributes, as iOS code of the
/// NSLayoutConstraint(item:…) era writes them.
@MainActor
@Suite struct VisualFormatTests {
    /// A 200 × 100 container with default margins (8 points), laid out after `body`.
    private func laidOut(_ views: [UIView], _ body: (UIView) -> Void) -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        body(container)
        container.layoutIfNeeded()
        return container
    }

    @Test func marginAttributesRelateToTheLayoutMargins() {
        let child = UIView()
        let container = laidOut([child]) { container in
            NSLayoutConstraint.activate([
                NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: container,
                                   attribute: .leadingMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: container, attribute: .trailingMargin, relatedBy: .equal, toItem: child,
                                   attribute: .trailing, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: container,
                                   attribute: .topMargin, multiplier: 1, constant: 2),
                NSLayoutConstraint(item: child, attribute: .bottom, relatedBy: .equal, toItem: container,
                                   attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
            ])
        }
        #expect(child.frame == CGRect(x: 8, y: 10, width: 184, height: 40))
        container.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 10)
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 30, y: 22, width: 160, height: 28))
    }

    @Test func standardSpacingIsEightPointsBetweenViewsAndTheMarginsAtTheEdges() {
        let name = UIView(), field = UIView()
        _ = laidOut([name, field]) { _ in
            let views = ["name": name, "field": field]
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(withVisualFormat: "H:|-[name]-[field(==name)]-|", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[name(44)]", options: [], metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[field(==name)]|", metrics: nil, views: views))
        }
        #expect(name.frame == CGRect(x: 8, y: 20, width: 88, height: 44))
        #expect(field.frame == CGRect(x: 104, y: 56, width: 88, height: 44))
    }

    @Test func theConstraintsAreUIKitsAndInactive() throws {
        let a = UIView(), b = UIView()
        let container = laidOut([a, b]) { _ in }
        let (constraints, messages) = Diagnostics.collect {
            NSLayoutConstraint.constraints(withVisualFormat: "|-[a]-12-[b(>=50@750)]|", metrics: nil, views: ["a": a, "b": b])
        }
        #expect(messages.isEmpty)
        try #require(constraints.count == 4)
        #expect(constraints.allSatisfy { !$0.isActive })
        let margin = constraints[0]
        #expect(margin.firstItem === a && margin.firstAttribute == .leading)
        #expect(margin.secondItem === container && margin.secondAttribute == .leadingMargin && margin.constant == 0)
        let width = constraints[1]
        #expect(width.firstItem === b && width.firstAttribute == .width && width.relation == .greaterThanOrEqual)
        #expect(width.secondItem == nil && width.constant == 50 && width.priority == UILayoutPriority(750))
        let gap = constraints[2]
        #expect(gap.firstItem === b && gap.firstAttribute == .leading)
        #expect(gap.secondItem === a && gap.secondAttribute == .trailing && gap.constant == 12)
        let flush = constraints[3]
        #expect(flush.firstItem === container && flush.firstAttribute == .trailing)
        #expect(flush.secondItem === b && flush.secondAttribute == .trailing && flush.constant == 0)
    }

    @Test func metricsPrioritiesAndAlignment() {
        let icon = UIView(), title = UIView()
        _ = laidOut([icon, title]) { container in
            let views = ["icon": icon, "title": title]
            let metrics: [String: Any] = ["pad": 16, "size": CGFloat(30), "low": 250]
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[icon(size)]-(>=4,==pad@low)-[title]-(pad)-|",
                                               options: .alignAllCenterY, metrics: metrics, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[icon(size)]", metrics: metrics, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[title(20)]", metrics: metrics, views: views)
                + [icon.centerYAnchor.constraint(equalTo: container.centerYAnchor)])
        }
        #expect(icon.frame == CGRect(x: 16, y: 35, width: 30, height: 30))
        #expect(title.frame == CGRect(x: 62, y: 40, width: 122, height: 20))
    }

    @Test func aFormatThatDoesNotParseIsReportedWithACaretAndMakesNothing() {
        let a = UIView()
        let container = laidOut([a]) { _ in }
        let loose = UIView()
        let cases: [(String, [String: Any], String)] = [
            ("H:|[bogus]|", ["a": a], "bogus is not a key in the views dictionary. \nH:|[bogus]| \n    ^"),
            ("H:|-[a]-gap-|", ["a": a], "gap is not a key in the metrics dictionary. \nH:|-[a]-gap-| \n        ^"),
            ("H:|[loose]", ["loose": loose],
             "Unable to interpret '|' character, because the related view doesn't have a superview \nH:|[loose] \n  ^"),
            ("H:[a", ["a": a], "Expected ']' \nH:[a \n    ^"),
        ]
        for (format, views, message) in cases {
            let (made, messages) = Diagnostics.collect {
                NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views)
            }
            #expect(made.isEmpty)
            #expect(messages == ["Unable to parse constraint format: \n" + message], "\(format)")
        }
        #expect(container.constraints.isEmpty)
    }
}
