import Easel
import EaselGraphics
import Foundation
import Testing

/// `transitionCoordinator` during a push, a pop, a presentation, a dismissal and a size
/// change: there from the start of the transition until its completion blocks ran, the
/// alongside blocks run with the transition's animation once the will-appearance
/// callbacks are done, and the completions run before the did-appearance callbacks.
@MainActor
@Suite struct TransitionCoordinatorTests {
    /// A log shared by several controllers, to pin the order across them.
    final class Notes {
        var lines: [String] = []
        func add(_ line: String) { lines.append(line) }
    }

    /// Notes what its transition coordinator says in each appearance callback, and
    /// registers alongside and completion blocks in `viewWillAppear`.
    final class CoordinatedController: ViewController {
        let notes: Notes

        init(_ name: String, notes: Notes) {
            self.notes = notes
            super.init(nibName: nil, bundle: nil)
            accessibilityIdentifier = name
        }

        required init?(coder: NSCoder) { return nil }

        override func loadView() { view = View(frame: .zero) }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            note("willAppear")
            transitionCoordinator?.animate(alongsideTransition: { [self] _ in notes.add("\(traceName) alongside") },
                                           completion: { [self] context in
                                               notes.add("\(traceName) completion cancelled:\(context.isCancelled)")
                                           })
        }
        override func viewDidAppear(_ animated: Bool) { note("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { note("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }

        private func note(_ event: String) {
            guard let coordinator = transitionCoordinator else { return notes.add("\(traceName) \(event) none") }
            let from = coordinator.viewController(forKey: .from)?.traceName ?? "nil"
            let to = coordinator.viewController(forKey: .to)?.traceName ?? "nil"
            notes.add("\(traceName) \(event) animated:\(coordinator.isAnimated) \(coordinator.transitionDuration)s "
                      + "\(from)→\(to)")
        }
    }

    @Test func aPushHasACoordinatorFromThePushUntilItsCompletionsRan() throws {
        let notes = Notes()
        let root = CoordinatedController("Root", notes: notes)
        let (window, navigation) = shownNavigation(root: root)
        window.eventLoop.runUntilIdle()
        #expect(notes.lines == ["Root willAppear none", "Root didAppear none"])
        notes.lines.removeAll()

        let top = CoordinatedController("Top", notes: notes)
        navigation.pushViewController(top, animated: true)
        let coordinator = try #require(navigation.transitionCoordinator, "there as soon as the push returns")
        #expect(top.transitionCoordinator === coordinator && root.transitionCoordinator === coordinator)
        coordinator.animate(alongsideTransition: nil) { _ in notes.add("push completion") }
        window.eventLoop.runOnce()
        #expect(coordinator.view(forKey: .to) === top.view && coordinator.view(forKey: .from) === root.view)
        #expect(coordinator.containerView === top.view.superview)
        window.eventLoop.runUntilIdle()
        #expect(notes.lines == [
            "Root willDisappear animated:true 0.35s Root→Top",
            "Top willAppear animated:true 0.35s Root→Top",
            "Top alongside",
            "push completion",
            "Top completion cancelled:false",
            "Root didDisappear none",
            "Top didAppear none",
        ])
        #expect(navigation.transitionCoordinator == nil)
        #expect(!coordinator.animate(alongsideTransition: nil, completion: { _ in notes.add("too late") }))
    }

    @Test func aPopWithoutAnimationHasAnImmediateCoordinator() {
        let notes = Notes()
        let root = CoordinatedController("Root", notes: notes)
        let (window, navigation) = shownNavigation(root: root)
        navigation.pushViewController(CoordinatedController("Top", notes: notes), animated: false)
        window.eventLoop.runUntilIdle()
        notes.lines.removeAll()
        navigation.popViewController(animated: false)
        window.eventLoop.runUntilIdle()
        #expect(notes.lines == [
            "Top willDisappear animated:false 0.0s Top→Root",
            "Root willAppear animated:false 0.0s Top→Root",
            "Root alongside",
            "Root completion cancelled:false",
            "Top didDisappear none",
            "Root didAppear none",
        ])
    }

    @Test func alongsideAnimationsMoveInStepWithThePushSlide() throws {
        let (window, navigation) = shownNavigation(root: ColorController("Root"))
        let badge = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        navigation.view.addSubview(badge)
        let top = ColorController("Top")
        navigation.pushViewController(top, animated: true)
        try #require(navigation.transitionCoordinator).animate(alongsideTransition: { _ in badge.alpha = 0 })
        window.eventLoop.runOnce()
        window.eventLoop.run(for: 0.1)
        let slid = 1 - top.view.frame.minX / 100
        #expect(slid > 0.5 && slid < 0.6)
        let opacity = try #require(badge.layer.presentation()).opacity
        #expect(abs(Double(opacity) - (1 - slid)) < 0.002, "the badge fades as far as the view slid")
        #expect(badge.alpha == 0)
    }

    @Test func aPresentationAndItsDismissalHaveACoordinator() throws {
        let notes = Notes()
        let root = CoordinatedController("Root", notes: notes)
        let window = Window(size: CGSize(width: 100, height: 60))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        notes.lines.removeAll()

        let modal = CoordinatedController("Modal", notes: notes)
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: true)
        let coordinator = try #require(modal.transitionCoordinator)
        #expect(root.transitionCoordinator === coordinator)
        #expect(coordinator.containerView === window && coordinator.view(forKey: .to) === modal.view)
        window.eventLoop.runUntilIdle()
        #expect(modal.transitionCoordinator == nil && root.transitionCoordinator == nil)

        modal.dismiss(animated: true)
        window.eventLoop.runUntilIdle()
        #expect(notes.lines == [
            "Root willDisappear animated:true 0.35s Root→Modal",
            "Modal willAppear animated:true 0.35s Root→Modal",
            "Modal alongside",
            "Modal completion cancelled:false",
            "Root didDisappear none",
            "Modal didAppear none",
            "Modal willDisappear animated:true 0.35s Modal→Root",
            "Root willAppear animated:true 0.35s Modal→Root",
            "Root alongside",
            "Root completion cancelled:false",
            "Modal didDisappear none",
            "Root didAppear none",
        ])
    }

    /// Notes the trait and size transitions of a rotation, and the coordinator it is given.
    final class SizeClassController: ViewController {
        var notes: [String] = []

        override func willTransition(to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator) {
            super.willTransition(to: newCollection, with: coordinator)
            notes.append("willTransition vertical:\(newCollection.verticalSizeClass) "
                         + "coordinator:\(transitionCoordinator === coordinator)")
            coordinator.animate(alongsideTransition: { [self] _ in notes.append("alongside") },
                                completion: { [self] _ in notes.append("completion") })
        }

        override func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            notes.append("viewWillTransition \(Int(size.width))")
        }

        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            notes.append("traitCollectionDidChange vertical:\(previousTraitCollection?.verticalSizeClass ?? .unspecified)"
                         + "→\(traitCollection.verticalSizeClass)")
        }
    }

    @Test func aRotationThatChangesTheSizeClassesAnnouncesTheNewTraitsFirst() {
        let top = SizeClassController()
        top.accessibilityIdentifier = "Top"
        let navigation = NavigationController(rootViewController: top)
        navigation.accessibilityIdentifier = "Nav"
        let window = phoneWindow(root: navigation, device: "iPhone SE (3rd generation)")
        #expect(window.traitCollection.verticalSizeClass == .regular)
        top.notes.removeAll()
        let lines = trace {
            window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
            window.eventLoop.runUntilIdle()
        }
        #expect(lines.filter { $0.hasPrefix("willTransition") || $0.hasPrefix("viewWillTransition") } == [
            "willTransitionToTraitCollection Nav verticalSizeClass",
            "willTransitionToTraitCollection Top verticalSizeClass",
            "viewWillTransition Nav [667,375]",
            "viewWillTransition Top [667,375]",
        ])
        #expect(top.notes == [
            "willTransition vertical:compact coordinator:true",
            "viewWillTransition 667",
            "alongside",
            "traitCollectionDidChange vertical:regular→compact",
            "completion",
        ])
        #expect(top.transitionCoordinator == nil)
    }
}
