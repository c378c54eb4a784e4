import Testing
import UIKit

/// `preservesSuperviewLayoutMargins`: a superview's margins that reach into a view hold
/// for the view's content too.
@MainActor
@Suite struct PreservedMarginTests {
    private func layOut(contentInset: CGFloat, preserves: Bool) -> CGRect {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        container.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let content = UIView(), label = UIView()
        for view in [content, label] { view.translatesAutoresizingMaskIntoConstraints = false }
        container.addSubview(content)
        content.addSubview(label)
        content.preservesSuperviewLayoutMargins = preserves
        let views = ["content": content, "label": label]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-inset-[content]-inset-|", metrics: ["inset": contentInset], views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-inset-[content]-inset-|", metrics: ["inset": contentInset], views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "H:|-[label]-|", metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[label]-|", metrics: nil, views: views))
        container.layoutIfNeeded()
        return label.frame
    }

    @Test func theSuperviewsMarginsHoldWhereTheyReachIntoTheView() {
        #expect(layOut(contentInset: 0, preserves: false) == CGRect(x: 8, y: 8, width: 184, height: 84))
        #expect(layOut(contentInset: 0, preserves: true) == CGRect(x: 20, y: 20, width: 160, height: 60))
        // Inset by 15, the superview's margin reaches 5 points in: the view's own 8 win.
        #expect(layOut(contentInset: 15, preserves: true) == CGRect(x: 8, y: 8, width: 154, height: 54))
        #expect(layOut(contentInset: 5, preserves: true) == CGRect(x: 15, y: 15, width: 160, height: 60))
    }
}
