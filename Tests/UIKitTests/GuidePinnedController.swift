import UIKit

/// A controller whose view holds one subview, `content`, pinned on all four sides to a
/// guide of the view (its safe area, its margins…): what the safe-area and margin tests
/// read frames from.
final class GuidePinnedController: UIViewController {
    let content = UIView()
    private let guide: (UIView) -> UILayoutGuide

    init(guide: @escaping (UIView) -> UILayoutGuide) {
        self.guide = guide
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        let guide = guide(view)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
    }
}
