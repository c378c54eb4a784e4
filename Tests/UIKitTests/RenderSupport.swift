import Testing
import UIKit

// The one place these tests use Easel's own API: putting a view on a screen, running
// the render loop, and reading the pixels back. Everything else is written in UIKit's
// names, as on iOS.

/// A window of `size` points at `scale`, shown and settled.
@MainActor
func makeWindow(width: CGFloat = 100, height: CGFloat = 100, scale: CGFloat = 1) -> UIWindow {
    let window = UIWindow(size: CGSize(width: width, height: height), scale: scale)
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    window.eventLoop.runOnce()
    return window
}

/// A window of an iPhone 16e (390 × 844 points at 3×, 47 points unsafe at the top and
/// 34 at the bottom) showing `controller`, after its first commit.
@MainActor
func showOnIPhone16e(_ controller: UIViewController) -> UIWindow {
    show(controller, onDeviceNamed: "iPhone 16e")
}

/// A window of an iPad (10th generation) (820 × 1180 points at 2×, regular in both
/// size classes, 24 points unsafe at the top and 20 at the bottom) showing
/// `controller`, after its first commit.
@MainActor
func showOnIPad(_ controller: UIViewController) -> UIWindow {
    show(controller, onDeviceNamed: "iPad (10th generation)")
}

/// A full-screen window of the device named `name` showing `controller`, after its
/// first commit.
@MainActor
private func show(_ controller: UIViewController, onDeviceNamed name: String) -> UIWindow {
    let window = UIWindow(device: Device.all.first { $0.name == name }!)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.eventLoop.runOnce()
    return window
}

/// A 20 × 20 red card at (0, 0) in a 200-point window, shown: what the animation
/// tests move.
@MainActor
func cardOnScreen() -> (UIWindow, UIView) {
    let window = makeWindow(width: 200, height: 200)
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    card.backgroundColor = .red
    window.addSubview(card)
    commit(window)
    return (window, card)
}

/// Runs one turn of the window's loop: one commit (layout, display, composite).
@MainActor
func commit(_ window: UIWindow) {
    window.eventLoop.runOnce()
}

/// The window's last frame.
@MainActor
func frameImage(of window: UIWindow) throws -> UIImage {
    try #require(window.lastFrame).image
}

/// The pixel at (x, y) of an image, in pixels.
func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> Pixel {
    image[x, y]
}

/// The draw events of `body`, as "draw <name> [x,y,w,h]".
@MainActor
func drawEvents(_ body: () -> Void) -> [String] {
    Trace.capture(during: body).filter { $0.event == "draw" }.map(\.description)
}

/// Opaque pixels of the sRGB components (0…255).
func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Pixel {
    Pixel(red: red, green: green, blue: blue)
}

extension Pixel {
    static let white = Pixel(red: 255, green: 255, blue: 255)
    static let black = Pixel(red: 0, green: 0, blue: 0)
}

/// Sends the app to the background, as the home gesture does on a device.
@MainActor
func sendToBackground() {
    UIApplication.shared.enterBackground()
}

/// Brings the app back to the foreground, as the app switcher does on a device.
@MainActor
func returnToForeground() {
    UIApplication.shared.enterForeground()
}

/// Connects the app's scene with `delegate` as iOS does at launch, opened with `url`
/// and the Home screen quick action of type `shortcutType`, if given.
@MainActor @discardableResult
func connectScene(_ delegate: UISceneDelegate, url: URL? = nil, shortcutType: String? = nil) -> UIWindowScene {
    let options = UIScene.ConnectionOptions(
        urlContexts: url.map { [UIOpenURLContext(url: $0)] } ?? [],
        shortcutItem: shortcutType.map { UIApplicationShortcutItem(type: $0, localizedTitle: $0) })
    return UIApplication.shared.connectScene(delegate: delegate, options: options)
}

/// The actions of the commands the edit menu shows, standard ones first.
@MainActor
func shownMenuActions() -> [Selector] {
    UIMenuController.shared._shownActions
}

/// A square image of one color, `size` points a side, at scale 1.
@MainActor
func solidSquare(_ color: UIColor, size: CGFloat = 10) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: size, height: size)).image { context in
        color.setFill()
        context.fill(CGRect(x: 0, y: 0, width: size, height: size))
    }
}
