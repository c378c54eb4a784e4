import Testing
import UIKit

/// A separator one pixel thick on any screen, as iOS code draws hairlines.
final class HairlineSeparatorView: UIView {
    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 1 / UIScreen.main.scale)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(named: "Separator", in: .module, compatibleWith: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A banner as wide as the screen, sized the way older iOS code sizes it.
final class FullWidthBannerView: UIView {
    convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
        backgroundColor = .systemOrange
    }
}

@MainActor
@Suite struct ScreenTests {
    @Test func theMainScreenIsTheKeyWindowsScreen() {
        let window = makeWindow(width: 390, height: 844, scale: 3)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIScreen.main.scale == 3)
        #expect(UIScreen.main.nativeScale == 3)
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 1170, height: 2532))
        #expect(window.screen == UIScreen.main)
        #expect(window.isKeyWindow)
        #expect(UIApplication.shared.keyWindow === window)
        let other = makeWindow(width: 320, height: 568, scale: 2)
        #expect(!window.isKeyWindow)
        #expect(window.screen != UIScreen.main)
        #expect(UIScreen.main.bounds.size == CGSize(width: 320, height: 568))
        let landscape = makeWindow(width: 568, height: 320, scale: 2)
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 640, height: 1136))
        withExtendedLifetime(landscape) {}
        withExtendedLifetime(other) {}
    }

    @Test func theHairlineIsOnePixelOnEveryScreen() throws {
        for scale in [1, 2, 3] {
            let window = makeWindow(width: 20, height: 10, scale: CGFloat(scale))
            let separator = HairlineSeparatorView()
            separator.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(separator)
            NSLayoutConstraint.activate([
                separator.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                separator.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                separator.topAnchor.constraint(equalTo: window.topAnchor, constant: 5),
            ])
            commit(window)
            #expect(separator.frame.origin == CGPoint(x: 0, y: 5) && separator.frame.width == 20)
            #expect(abs(separator.frame.height - 1 / CGFloat(scale)) < 1e-9)
            let image = try frameImage(of: window)
            #expect(pixel(image, 0, 5 * scale) == rgb(153, 153, 153))
            #expect(pixel(image, 0, 5 * scale + 1) == .white)
            #expect(pixel(image, 0, 5 * scale - 1) == .white)
        }
    }

    @Test func theBannerIsAsWideAsTheScreen() throws {
        let window = makeWindow(width: 120, height: 60, scale: 2)
        let banner = FullWidthBannerView()
        window.addSubview(banner)
        commit(window)
        #expect(banner.frame == CGRect(x: 0, y: 0, width: 120, height: 44))
        let image = try frameImage(of: window)
        #expect(pixel(image, 239, 87) == UIColor.systemOrange.pixel)
        #expect(pixel(image, 239, 88) == .white)
    }

    @Test func aWindowMadeWithTheScreensBoundsIsOnTheMainScreen() throws {
        let main = makeWindow(width: 40, height: 30, scale: 3)
        let window = UIWindow(frame: UIScreen.main.bounds)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(window.screen.scale == 3)
        let controller = UIViewController()
        controller.view.backgroundColor = .systemIndigo
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow && !main.isKeyWindow)
        commit(window)
        let image = try frameImage(of: window)
        #expect(image.pixelWidth == 120 && image.pixelHeight == 90)
        #expect(pixel(image, 119, 89) == UIColor.systemIndigo.pixel)
    }

    @Test func aWindowsFrameStartsAtTheOrigin() {
        let (window, messages) = Diagnostics.collect { UIWindow(frame: CGRect(x: 10, y: 20, width: 50, height: 60)) }
        #expect(window.frame == CGRect(x: 0, y: 0, width: 50, height: 60))
        #expect(messages == ["Window: ignoring the origin of init(frame: (10.0, 20.0, 50.0, 60.0)); a window is its screen and starts at (0, 0)"])
    }
}
