import Testing
import UIKit

/// A navigation bar that puts a red badge at its top-left corner when it is made and
/// logs its layout passes.
private final class BadgedNavigationBar: UINavigationBar {
    private(set) var layoutCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        badge.backgroundColor = .red
        addSubview(badge)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
    }
}

/// A toolbar that paints a green stripe along its bottom edge over its background.
private final class StripedToolbar: UIToolbar {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let stripe = UIView(frame: .zero)
        stripe.backgroundColor = .green
        stripe.tag = 7
        addSubview(stripe)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        viewWithTag(7)?.frame = CGRect(x: 0, y: bounds.height - 4, width: bounds.width, height: 4)
    }
}

/// `UINavigationController(navigationBarClass:toolbarClass:)`: the bars are made of
/// the given classes, with their own initializers, layout and drawing.
@MainActor
@Suite struct CustomBarClassesTests {
    @Test func theBarsAreInstancesOfTheGivenClasses() throws {
        let navigation = UINavigationController(navigationBarClass: BadgedNavigationBar.self,
                                                toolbarClass: StripedToolbar.self)
        navigation.viewControllers = [UIViewController()]
        navigation.isToolbarHidden = false
        let window = UIWindow(size: CGSize(width: 200, height: 300), scale: 1)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()

        let bar = try #require(navigation.navigationBar as? BadgedNavigationBar)
        #expect(navigation.toolbar is StripedToolbar)
        #expect(bar.layoutCount > 0)
        let image = try frameImage(of: window)
        #expect(pixel(image, 5, 5) == rgb(255, 0, 0), "the subclass's own badge")
        #expect(pixel(image, 100, 298) == rgb(0, 255, 0), "the toolbar subclass's stripe at the bottom")
    }

    @Test func nilIsUIKitsOwnClassAndAClassThatIsNoBarIsReported() {
        let plain = UINavigationController(navigationBarClass: nil, toolbarClass: nil)
        #expect(type(of: plain.navigationBar) == UINavigationBar.self)
        #expect(type(of: plain.toolbar as UIToolbar) == UIToolbar.self)
        let (navigation, messages) = Diagnostics.collect {
            UINavigationController(navigationBarClass: UIView.self, toolbarClass: UILabel.self)
        }
        #expect(type(of: navigation.navigationBar) == UINavigationBar.self)
        #expect(type(of: navigation.toolbar as UIToolbar) == UIToolbar.self)
        #expect(messages.count == 2)
    }
}
