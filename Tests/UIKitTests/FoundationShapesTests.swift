import Testing
import UIKit

/// A helper of many iOS code bases that takes any object.
func describeObject<T>(_ object: T) -> String where T: AnyObject {
    String(describing: type(of: object))
}

/// A frosted panel with a caption, as iOS code builds one.
final class FrostedPanel: UIVisualEffectView {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    init(style: UIBlurEffect.Style) {
        super.init(effect: UIBlurEffect(style: style))
        badge.backgroundColor = .blue
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
@Suite struct FoundationShapesTests {
    @Test func viewsCompareAndHashByIdentityAsNSObjectsDo() {
        let container = UIView(), other = UIView()
        let constraint = NSLayoutConstraint(item: container, attribute: .width, relatedBy: .equal, toItem: nil,
                                            attribute: .notAnAttribute, multiplier: 1, constant: 10)
        #expect((constraint.firstItem as? UIView) == container)
        #expect(container != other)
        let views: Set<UIView> = [container, other, container]
        #expect(views.count == 2)
        #expect(UIViewController() != UIViewController())
        #expect(container.isKind(of: UIView.self) && !container.isKind(of: UILabel.self))
        #expect(UILabel().isKind(of: UIView.self) && !UILabel().isMember(of: UIView.self))
        let items = [UITabBarItem(title: "A", image: nil, tag: 0), UITabBarItem(title: "B", image: nil, tag: 1)]
        #expect(items.firstIndex(of: items[1]) == 1)
    }

    @Test func layersPathsAndConstraintsCompareByIdentityAsNSObjectsDo() {
        let dots = [CAShapeLayer(), CAShapeLayer(), CAShapeLayer()]
        #expect(dots.firstIndex(of: dots[2]) == 2)
        #expect(dots[0] != dots[1] && dots[0] == dots[0])
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        let same = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(path != same && path == path)
        let view = UIView()
        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        #expect(Set([constraint, constraint, view.heightAnchor.constraint(equalToConstant: 10)]).count == 2)
        #expect(UITapGestureRecognizer() != UITapGestureRecognizer())
        #expect(CABasicAnimation(keyPath: "opacity").isKind(of: CAAnimation.self))
        #expect(dots[0].isKind(of: CALayer.self) && !dots[0].isMember(of: CALayer.self))
    }

    @Test func aParagraphStyleIsAnObjectThatCentresText() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        #expect(describeObject(style) == "NSMutableParagraphStyle")
        let text = NSAttributedString(string: "I", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 20), .paragraphStyle: style, .foregroundColor: UIColor.black,
        ])
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 30)).image { _ in
            text.draw(in: CGRect(x: 0, y: 0, width: 100, height: 30))
        }
        let inked = (0..<100).filter { x in (0..<30).contains { pixel(image, x, $0).alpha > 128 } }
        let first = try #require(inked.first), last = try #require(inked.last)
        #expect(abs((first + last) - 99) <= 2, "the glyph is centred: columns \(first)…\(last)")
    }

    @Test func anImagesRendererFormatRedrawsItAtItsScale() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        }
        #expect(image.imageRendererFormat.scale == 2)
        #expect(image.imageRendererFormat.opaque == false)
        let copy = UIGraphicsImageRenderer(size: image.size, format: image.imageRendererFormat).image { _ in
            image.draw(at: .zero)
        }
        #expect(copy.scale == 2)
        #expect(pixel(copy, 19, 9) == rgb(255, 0, 0))
    }

    @Test func theApplicationsWindowsHoldTheKeyWindow() {
        let window = makeWindow()
        #expect(UIApplication.shared.windows.first { $0.isKeyWindow } === window)
    }

    @Test func aVisualEffectViewDrawsItsMaterialFlatUnderItsContent() throws {
        let window = makeWindow(width: 100, height: 40)
        window.backgroundColor = .red
        let dark = FrostedPanel(style: .systemChromeMaterialDark)
        dark.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let thin = FrostedPanel(style: .systemThinMaterialLight)
        thin.frame = CGRect(x: 50, y: 0, width: 40, height: 40)
        window.addSubview(dark)
        window.addSubview(thin)
        commit(window)
        let image = try frameImage(of: window)
        #expect(pixel(image, 5, 5) == rgb(0, 0, 255), "the content view's subviews draw over the effect")
        #expect(pixel(image, 20, 20) == rgb(0, 0, 0))
        #expect(pixel(image, 70, 20) == rgb(250, 148, 148), "97 % white at 0.6 over the red window")
        #expect(pixel(image, 95, 20) == rgb(255, 0, 0))
    }
}

/// `UIColor()`, NSObject's initializer, as code that fills a color in later writes it.
@Suite struct EmptyColorTests {
    @Test func anEmptyColorIsTransparent() {
        #expect(UIColor() == UIColor(white: 0, alpha: 0))
        #expect(UIColor().cgColor.alpha == 0)
    }
}

/// `UIImage()`, an empty image, as buttons are given one to clear their image.
@MainActor @Suite struct EmptyImageTests {
    @Test func anEmptyImageHasNoSizeAndDrawsNothing() throws {
        let empty = UIImage()
        #expect(empty.size == .zero)
        let window = makeWindow(width: 20, height: 20)
        let imageView = UIImageView(image: empty)
        imageView.frame = window.bounds
        window.addSubview(imageView)
        let button = UIButton(type: .custom)
        button.setImage(empty, for: .normal)
        window.addSubview(button)
        commit(window)
        #expect(pixel(try frameImage(of: window), 10, 10) == .white)
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in empty.draw(at: .zero) }
        #expect(drawn.size == CGSize(width: 4, height: 4))
    }
}
