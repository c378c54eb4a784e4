import Testing
import UIKit

/// The push-with-completion helper open-source iOS code adds to navigation controllers:
/// the completion rides on the push's transition coordinator.
extension UINavigationController {
    func pushViewController(_ viewController: UIViewController, animated: Bool, completion: @escaping () -> Void) {
        pushViewController(viewController, animated: animated)
        guard animated, let coordinator = transitionCoordinator else {
            DispatchQueue.main.async { completion() }
            return
        }
        coordinator.animate(alongsideTransition: nil) { _ in completion() }
    }
}

/// A screen that fades its navigation bar's tint alongside the push that shows it, and
/// restores it if the transition is cancelled, the way apps customise their bars.
final class TintedBarScreen: UIViewController {
    var log: [String] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else { return }
        let previous = navigationController?.navigationBar.tintColor
        coordinator.animate(alongsideTransition: { [weak self] context in
            self?.navigationController?.navigationBar.tintColor = .red
            let to = context.viewController(forKey: .to)
            self?.log.append("alongside to self:\(to === self) animated:\(context.isAnimated)")
        }, completion: { [weak self] (context: UIViewControllerTransitionCoordinatorContext) in
            if context.isCancelled { self?.navigationController?.navigationBar.tintColor = previous }
            self?.log.append("completion cancelled:\(context.isCancelled)")
        })
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        log.append("willTransition")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("viewDidAppear")
    }
}

@MainActor
@Suite struct TransitionCoordinatorPatternTests {
    @Test func aPushCompletionRunsOnceThePushedScreenIsInPlace() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = makeWindow(width: 100, height: 200)
        window.rootViewController = navigation
        commit(window)
        let screen = TintedBarScreen()
        var completedWith: CGRect?
        navigation.pushViewController(screen, animated: true) { completedWith = screen.view.frame }
        #expect(completedWith == nil)
        window.eventLoop.runUntilIdle()
        #expect(completedWith == navigation.view.bounds)
        #expect(screen.log == ["alongside to self:true animated:true", "completion cancelled:false", "viewDidAppear"])
        #expect(navigation.navigationBar.tintColor == .red)
        #expect(navigation.transitionCoordinator == nil)
    }
}
