import Easel
import EaselGraphics
import Foundation
import Testing

/// Constraints print as UIKit prints them in logs, with views named by their
/// accessibility identifiers instead of addresses.
@MainActor
@Suite struct ConstraintDescriptionTests {
    @Test func descriptionsFollowUIKitsForms() {
        let container = View(frame: .zero)
        container.accessibilityIdentifier = "container"
        let (a, b) = (constrainedView("a"), constrainedView("b"))
        let title = Label(frame: .zero)
        title.text = "Hello"
        for view in [a, b, title] as [View] { container.addSubview(view) }
        let leading = a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16)
        leading.isActive = true
        #expect(leading.description == "<LayoutConstraint H:|-(16)-[View:a]   (active, names: '|':View:container )>")
        #expect(container.trailingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8).description
            == "<LayoutConstraint H:[View:b]-(8)-|   (inactive, names: '|':View:container )>")
        #expect(b.topAnchor.constraint(greaterThanOrEqualTo: a.bottomAnchor, constant: 4).description
            == "<LayoutConstraint V:[View:a]-(>=4)-[View:b]   (inactive)>")
        #expect(b.leftAnchor.constraint(equalTo: container.leftAnchor).description
            == "<LayoutConstraint H:|-(0)-[View:b](LTR)   (inactive, names: '|':View:container )>")
        let width = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: -2)
        width.identifier = "half"
        width.priority = .defaultHigh
        #expect(width.description == "<LayoutConstraint 'half' View:a.width == 0.5*View:b.width - 2 @750   (inactive)>")
        #expect(title.firstBaselineAnchor.constraint(equalTo: a.centerYAnchor).description
            == "<LayoutConstraint Label'Hello'.firstBaseline == View:a.centerY   (inactive)>")
        #expect(a.heightAnchor.constraint(lessThanOrEqualToConstant: 44.333333).description
            == "<LayoutConstraint View:a.height <= 44.3333   (inactive)>")
        #expect(LayoutPriority.required.description == "1000" && (LayoutPriority.defaultHigh + 0.5).description == "750.5")
    }

    @Test func anchorsAndGuidesDescribeThemselves() {
        let view = constrainedView("card")
        #expect(view.leadingAnchor.description == "View:card.leading")
        #expect(view.layoutMarginsGuide.description == "<LayoutGuide:card'UIViewLayoutMarginsGuide'>")
        #expect(view.safeAreaLayoutGuide.topAnchor.description == "LayoutGuide:card'UIViewSafeAreaLayoutGuide'.top")
    }
}
