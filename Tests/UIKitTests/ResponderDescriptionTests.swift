import Testing
import UIKit

/// A view that describes itself, as apps do for logging.
final class DescribedBadgeView: UIView {
    var count = 3
    override var description: String { "Badge(\(count))" }
    override var debugDescription: String { "Badge(\(count)) at \(frame.minX)" }
}

@MainActor
@Suite struct ResponderDescriptionTests {
    @Test func aViewSubclassOverridesItsDescription() {
        let badge = DescribedBadgeView(frame: CGRect(x: 4, y: 8, width: 20, height: 20))
        #expect("\(badge)" == "Badge(3)")
        #expect(String(describing: badge) == "Badge(3)")
        #expect(String(reflecting: badge) == "Badge(3) at 4.0")
        let views: [UIView] = [badge]
        #expect(views.description == "[Badge(3) at 4.0]", "an array shows its elements' debug descriptions")
    }

    @Test func aResponderDescribesItselfAsNSObjectDoes() {
        let view = UIView()
        let address = String(describing: Unmanaged.passUnretained(view).toOpaque())
        #expect(view.description == "<Easel.View: \(address)>")
        #expect(UIViewController().description.hasPrefix("<Easel.ViewController: 0x"))
        #expect(view.debugDescription == view.description)
    }
}

/// A constraint subclass that names itself in logs, as SnapKit's does.
final class NamedConstraint: NSLayoutConstraint {
    override var description: String { "<NamedConstraint \(super.description)>" }
}

@MainActor
@Suite struct ConstraintDescriptionTests {
    @Test func aConstraintSubclassOverridesItsDescription() {
        let view = UIView()
        view.accessibilityIdentifier = "badge"
        let width = NamedConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: nil,
                                    attribute: .notAnAttribute, multiplier: 1, constant: 20)
        #expect("\(width)".hasPrefix("<NamedConstraint <LayoutConstraint "))
    }
}
