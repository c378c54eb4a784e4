import Testing
import UIKit

/// A container that keeps a tracking view in front of whatever is added, as message
/// banners do by overriding `addSubview(_:)`.
private final class MaskingView: UIView {
    let tracking = UIView()

    override func addSubview(_ view: UIView) {
        super.addSubview(view)
        if view !== tracking { super.addSubview(tracking) }
    }
}

/// A view that counts its removals.
private final class CountingView: UIView {
    private(set) var removals = 0
    override func removeFromSuperview() {
        removals += 1
        super.removeFromSuperview()
    }
}

/// A cell body whose fitting height has a floor, as self-sizing cells override it.
private final class MinimumHeightView: UIView {
    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                          verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        let size = super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontal,
                                                 verticalFittingPriority: vertical)
        return CGSize(width: size.width, height: max(size.height, 44))
    }
}

/// `addSubview(_:)`, `removeFromSuperview()` and `systemLayoutSizeFitting` can be
/// overridden, as on iOS.
@MainActor @Suite struct HierarchyOverrideTests {
    @Test func anAddSubviewOverrideSeesEveryAdd() {
        let container = MaskingView()
        let first = UIView(), second = UIView()
        container.addSubview(first)
        container.addSubview(second)
        #expect(container.subviews == [first, second, container.tracking])
    }

    @Test func aRemoveFromSuperviewOverrideIsCalled() {
        let parent = UIView()
        let child = CountingView()
        parent.addSubview(child)
        child.removeFromSuperview()
        #expect(child.removals == 1 && child.superview == nil && parent.subviews.isEmpty)
    }

    @Test func aFittingOverrideIsWhatItsCallersGet() {
        let view = MinimumHeightView()
        let label = UILabel()
        label.text = "One line"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            label.topAnchor.constraint(equalTo: view.topAnchor),
            label.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        let size = view.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 200, height: 44))
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 44)
    }
}
