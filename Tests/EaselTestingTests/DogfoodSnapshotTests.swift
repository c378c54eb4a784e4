import Easel
import EaselGraphics
import EaselScene
import EaselTesting
import Foundation
import Testing

/// Easel's own views, controllers and scene gallery, held to the references committed
/// in `__Snapshots__/DogfoodSnapshotTests/` through `assertSnapshot`.
@MainActor
@Suite struct DogfoodSnapshotTests {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/Scenes").standardizedFileURL

    @Test func label() {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 180, height: 44))
        label.backgroundColor = .white
        label.text = "Hello, snapshots"
        label.textAlignment = .center
        assertSnapshot(of: label, as: .image(scale: 2))
        label.numberOfLines = 0
        label.text = "Two lines of text that wrap inside the label"
        label.font = Font.systemFont(ofSize: 13)
        assertSnapshot(of: label, as: .image(scale: 2), named: "wrapped")
    }

    @Test func layerOfARoundedView() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        view.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.9)
        view.layer.cornerRadius = 12
        view.layer.borderWidth = 2
        view.layer.borderColor = .black
        assertSnapshot(of: view.layer, as: .image(scale: 2))
    }

    @Test func controllerOnADevice() throws {
        let controller = GreetingController()
        assertSnapshot(of: controller, as: .image(device: try Device.named("iPhone SE (3rd generation)")))
        // The lifecycle ran: loaded, appeared, and disappeared when the window let go.
        #expect(controller.events == ["viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    }

    @Test func navigationBarWithABackButton() throws {
        let inbox = ViewController()
        inbox.title = "Inbox"
        let message = ViewController()
        message.title = "Message"
        message.view.backgroundColor = .systemGroupedBackground
        let navigation = NavigationController(rootViewController: inbox)
        navigation.pushViewController(message, animated: false)
        // The top of an iPhone 16e in portrait (taller than wide, else the height is
        // compact): the status bar's 47 points, the 44-point bar, the content.
        assertSnapshot(of: navigation as ViewController,
                       as: .image(device: try Device.named("iPhone 16e"), size: CGSize(width: 390, height: 400)))
    }

    @Test(arguments: ["view-appearance", "label", "layer-shadow", "canvas-paths", "showcase"])
    func scene(_ name: String) {
        assertSnapshot(of: Self.scenes.appendingPathComponent(name + ".yaml"), as: .scene, named: name)
    }
}

/// A screen built in `viewDidLoad` whose title is set in `viewWillAppear`, so that the
/// snapshot shows the lifecycle ran.
final class GreetingController: ViewController {
    var events: [String] = []
    let heading = Label(frame: .zero)

    override func viewDidLoad() {
        events.append("viewDidLoad")
        view.backgroundColor = .systemBackground
        heading.font = Font.boldSystemFont(ofSize: 24)
        heading.textAlignment = .center
        view.addSubview(heading)
    }

    override func viewWillAppear(_ animated: Bool) {
        events.append("viewWillAppear")
        heading.text = "Appeared"
    }

    override func viewDidLayoutSubviews() {
        heading.frame = CGRect(x: 16, y: 80, width: view.bounds.width - 32, height: 40)
    }

    override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { events.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { events.append("viewDidDisappear") }
}
