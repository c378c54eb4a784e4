import Testing
import UIKit

/// A constraint subclass with a label, as SnapKit's `LayoutConstraint` is: made with
/// the inherited `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
final class LabeledConstraint: NSLayoutConstraint {
    var label: String?
}

@MainActor @Suite struct LayoutConstraintSubclassTests {
    @Test func aSubclassIsMadeAndSolvedAsItsBaseClass() throws {
        let window = makeWindow(width: 100, height: 100)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let width = LabeledConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil,
                                      attribute: .notAnAttribute, multiplier: 1, constant: 40)
        width.label = "box.width"
        let leading = LabeledConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: window,
                                        attribute: .leading, multiplier: 1, constant: 10)
        NSLayoutConstraint.activate([width, leading, box.topAnchor.constraint(equalTo: window.topAnchor, constant: 5),
                                     box.heightAnchor.constraint(equalToConstant: 20)])
        commit(window)
        #expect(box.frame == CGRect(x: 10, y: 5, width: 40, height: 20))
        #expect(width.label == "box.width" && width.firstAttribute == .width && width.constant == 40)
        let installed = try #require(box.constraints.first { $0 === width } as? LabeledConstraint)
        #expect(installed.label == "box.width")
    }

    @Test func anEmptyConstraintIsNotActivated() {
        let (constraint, messages) = Diagnostics.collect { () -> NSLayoutConstraint in
            let constraint = NSLayoutConstraint()
            constraint.isActive = true
            return constraint
        }
        #expect(!constraint.isActive)
        #expect(messages.count == 1 && messages[0].contains("it relates no items"))
    }
}

/// A controller laid out against the pre-iOS 11 layout guides.
@MainActor @Suite struct TopLayoutGuideTests {
    @Test func theTopAndBottomGuidesSpanTheUnsafeEdges() throws {
        let controller = UIViewController()
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            banner.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            banner.widthAnchor.constraint(equalToConstant: 50),
        ])
        let window = showOnIPhone16e(controller)
        #expect(controller.topLayoutGuide.length == 47)
        #expect(controller.bottomLayoutGuide.length == 34)
        #expect(controller.topLayoutGuide === controller.topLayoutGuide)
        #expect(banner.frame == CGRect(x: 0, y: 47, width: 50, height: 844 - 47 - 34))
        _ = window
    }
}
