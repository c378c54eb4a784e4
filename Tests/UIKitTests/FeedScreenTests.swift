import Testing
import UIKit

/// A header whose layer is a gradient, the usual way: `layerClass` returns
/// `CAGradientLayer.self`.
final class GradientHeaderView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [UIColor.systemBlue.cgColor, UIColor.systemRed.cgColor]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
        gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A feed: a header and rows in a vertical stack, in a scroll view whose content guide
/// sizes the content and whose frame guide gives it its width; rows spaced by the
/// system spacing; a light status bar asked for.
final class FeedViewController: UIViewController {
    let scrollView = UIScrollView()
    let header = GradientHeaderView()
    let stack = UIStackView()
    private(set) var rows: [UIView] = []

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        stack.axis = .vertical
        stack.spacing = UIStackView.spacingUseSystem
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        header.heightAnchor.constraint(equalToConstant: 40).isActive = true
        stack.addArrangedSubview(header)
        for index in 0..<5 {
            let row = UIView()
            row.backgroundColor = index.isMultiple(of: 2) ? .systemGreen : .systemOrange
            row.heightAnchor.constraint(equalToConstant: 30).isActive = true
            stack.addArrangedSubview(row)
            rows.append(row)
        }
        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.topAnchor.constraint(equalToSystemSpacingBelow: content.topAnchor, multiplier: 1),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            content.bottomAnchor.constraint(equalToSystemSpacingBelow: stack.bottomAnchor, multiplier: 2),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
    }
}

@MainActor
@Suite struct FeedScreenTests {
    @Test func theContentGuideSizesTheFeedAndTheHeaderIsAGradient() throws {
        let window = makeWindow(width: 100, height: 150)
        let controller = FeedViewController()
        window.rootViewController = controller
        commit(window)
        #expect(controller.preferredStatusBarStyle == .lightContent)
        #expect(controller.header.layer is CAGradientLayer)
        // 8 above, a 40-point header, five 30-point rows, 8 between each (UIStackView's
        // system spacing), 16 below.
        #expect(controller.stack.frame == CGRect(x: 0, y: 8, width: 100, height: 230))
        #expect(controller.scrollView.contentSize == CGSize(width: 100, height: 254))
        #expect(controller.rows.last?.frame == CGRect(x: 0, y: 200, width: 100, height: 30))
        let image = try frameImage(of: window)
        #expect(pixel(image, 50, 4) == .white)
        let left = pixel(image, 0, 20), right = pixel(image, 99, 20)
        #expect(left.blue > 200 && left.red < 40)
        #expect(right.red > 200 && right.blue < 80)
        #expect(pixel(image, 50, 60) == UIColor.systemGreen.pixel)
    }
}
