import Testing
import UIKit

/// A list screen as storyboard apps write it: it readies the detail screen in
/// `prepare(for:sender:)` and vetoes one segue.
private final class ListController: UIViewController {
    var log: [String] = []

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier != "locked"
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "-") sender \(sender as? String ?? "-")")
        segue.destination.title = "Detail of \(sender as? String ?? "-")"
    }
}

/// A custom segue that pushes its destination, as an app's segue subclass does.
private final class PushSegue: UIStoryboardSegue {
    override func perform() {
        source.navigationController?.pushViewController(destination, animated: false)
    }
}

/// A container that gives its children a compact width, overriding the traits it
/// hands down as UIKit's containers do.
private final class CompactContainer: UIViewController {
    override func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        UITraitCollection(horizontalSizeClass: .compact)
    }
}

@MainActor
@Suite struct SegueTests {
    @Test func aSegueMadeInCodePerformsAfterTheSourcePreparesIt() {
        let list = ListController()
        let navigation = UINavigationController(rootViewController: list)
        let detail = UIViewController()
        let segue = PushSegue(identifier: "showDetail", source: list, destination: detail)
        #expect(list.shouldPerformSegue(withIdentifier: "showDetail", sender: nil))
        #expect(!list.shouldPerformSegue(withIdentifier: "locked", sender: nil))
        list.prepare(for: segue, sender: "Row 3")
        segue.perform()
        #expect(list.log == ["prepare showDetail sender Row 3"])
        #expect(navigation.viewControllers == [list, detail])
        #expect(detail.title == "Detail of Row 3")
        #expect(segue.source === list && segue.destination === detail)
    }

    @Test func aSegueWithAPerformHandlerRunsItOnPerform() {
        var performed = 0
        let segue = UIStoryboardSegue(identifier: nil, source: UIViewController(), destination: UIViewController()) {
            performed += 1
        }
        segue.perform()
        #expect(performed == 1 && segue.identifier == nil)
    }

    @Test func storyboardsHaveNoControllersAndSayWhy() {
        let list = ListController()
        #expect(list.storyboard == nil)
        let (_, segueMessages) = Diagnostics.collect { list.performSegue(withIdentifier: "showDetail", sender: nil) }
        #expect(segueMessages.count == 1)
        #expect(segueMessages.first?.contains("\"showDetail\"") == true)
        #expect(list.log.isEmpty)
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let (initial, initialMessages) = Diagnostics.collect { storyboard.instantiateInitialViewController() }
        #expect(initial == nil && initialMessages.count == 1)
        let (screen, screenMessages) = Diagnostics.collect { storyboard.instantiateViewController(withIdentifier: "Settings") }
        #expect(type(of: screen) == UIViewController.self)
        #expect(screenMessages.first?.contains("storyboard \"Main\"") == true)
    }

    @Test func aContainersOverrideOfItsChildrensTraitsIsAsked() {
        let window = makeWindow(width: 100, height: 100)
        let container = CompactContainer()
        let child = UIViewController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        window.rootViewController = container
        commit(window)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(container.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .compact)
    }
}
