import Easel
import EaselGraphics
import Foundation

/// A controller whose root view is filled with a color and named after it
/// (`VC1` → view `vc1`).
final class ColorController: ViewController {
    let color: Color

    init(_ name: String, color: Color = Color(red: 1, green: 1, blue: 1)) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        let root = View(frame: .zero)
        root.backgroundColor = color
        root.accessibilityIdentifier = traceName.lowercased()
        view = root
    }
}

/// A navigation controller named `Nav`, its view named `nav`, in a shown 100 × 60
/// window whose first commit has run.
@MainActor
func shownNavigation(root: ViewController, width: CGFloat = 100, height: CGFloat = 60) -> (Window, NavigationController) {
    let navigation = NavigationController()
    navigation.accessibilityIdentifier = "Nav"
    navigation.pushViewController(root, animated: false)
    let window = Window(size: CGSize(width: width, height: height))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.eventLoop.runOnce()
    return (window, navigation)
}

/// The events of a trace that concern the named controllers.
@MainActor
func events(of controllers: Set<String>, in trace: [TraceEvent]) -> [String] {
    trace.filter { $0.controller.map(controllers.contains) ?? false }.map(\.description)
}
