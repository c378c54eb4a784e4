import Easel
import EaselGraphics
import Foundation
import Testing

/// Child view controllers: UIKit's containment calls and the forwarding of appearance
/// callbacks to children, automatic and manual.
@MainActor
@Suite struct ContainmentTests {
    /// A parent that embeds a child the way UIKit documents: `addChild`, add the view,
    /// `didMove(toParent:)`.
    final class ParentController: ViewController {
        var forwardsAutomatically = true
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAutomatically }

        func embed(_ child: ViewController) {
            addChild(child)
            child.view.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }

        func unembed(_ child: ViewController) {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
    }

    /// Notes its moving flags inside the appearance callbacks.
    final class ChildController: ViewController {
        var notes: [String] = []
        override func viewWillAppear(_ animated: Bool) { notes.append("willAppear toParent:\(isMovingToParent)") }
        override func viewDidAppear(_ animated: Bool) { notes.append("didAppear toParent:\(isMovingToParent)") }
        override func viewWillDisappear(_ animated: Bool) {
            notes.append("willDisappear fromParent:\(isMovingFromParent)")
        }
        override func viewDidDisappear(_ animated: Bool) {
            notes.append("didDisappear fromParent:\(isMovingFromParent)")
        }
    }

    private func show(_ parent: ViewController) -> Window {
        let window = Window(size: CGSize(width: 100, height: 60))
        window.rootViewController = parent
        window.makeKeyAndVisible()
        window.eventLoop.runOnce()
        return window
    }

    @Test func aChildEmbeddedBeforeTheParentAppearsReceivesItsAppearanceCallbacks() {
        let parent = ParentController()
        parent.accessibilityIdentifier = "Parent"
        let child = ChildController()
        child.accessibilityIdentifier = "Child"
        parent.embed(child)
        let lines = trace { _ = show(parent) }
        #expect(lines == [
            "viewWillAppear Parent animated:false",
            "viewWillAppear Child animated:false",
            "layoutSubviews Window",
            "viewWillLayoutSubviews Parent",
            "layoutSubviews View",
            "viewDidLayoutSubviews Parent",
            "viewWillLayoutSubviews Child",
            "layoutSubviews View",
            "viewDidLayoutSubviews Child",
            "viewDidAppear Parent animated:false",
            "viewDidAppear Child animated:false",
        ])
        #expect(parent.children.first === child && child.parent === parent)
    }

    @Test func embeddingAndRemovingAChildWhileTheParentIsOnScreen() {
        let parent = ParentController()
        parent.accessibilityIdentifier = "Parent"
        let window = show(parent)
        let child = ChildController()
        child.accessibilityIdentifier = "Child"
        let embedding = trace {
            parent.embed(child)
            window.eventLoop.runOnce()
        }
        #expect(embedding == [
            "willMoveToParent Child parent:Parent",
            "loadView Child",
            "viewDidLoad Child",
            "viewWillAppear Child animated:false",
            "didMoveToParent Child parent:Parent",
            "viewWillLayoutSubviews Parent",
            "layoutSubviews View",
            "viewDidLayoutSubviews Parent",
            "viewWillLayoutSubviews Child",
            "layoutSubviews View",
            "viewDidLayoutSubviews Child",
            "viewDidAppear Child animated:false",
        ])
        let removing = trace { parent.unembed(child) }
        #expect(removing == [
            "willMoveToParent Child",
            "viewWillDisappear Child animated:false",
            "viewDidDisappear Child animated:false",
            "didMoveToParent Child",
        ])
        #expect(child.notes == ["willAppear toParent:true", "didAppear toParent:true",
                                "willDisappear fromParent:true", "didDisappear fromParent:true"])
        #expect(parent.children.isEmpty && child.parent == nil && !child.isMovingFromParent)
    }

    @Test func theParentsDisappearanceIsForwardedToItsChildren() {
        let parent = ParentController()
        parent.accessibilityIdentifier = "Parent"
        let child = ChildController()
        child.accessibilityIdentifier = "Child"
        parent.embed(child)
        let window = show(parent)
        let lines = trace {
            let modal = ColorController("Modal")
            modal.modalPresentationStyle = .fullScreen
            parent.present(modal, animated: false)
            window.eventLoop.runOnce()
        }
        #expect(lines.filter { $0.contains("ppear") } == [
            "viewWillDisappear Parent animated:false",
            "viewWillDisappear Child animated:false",
            "viewWillAppear Modal animated:false",
            "viewDidDisappear Parent animated:false",
            "viewDidDisappear Child animated:false",
            "viewDidAppear Modal animated:false",
        ])
    }

    @Test func aParentThatForwardsByHandCallsBeginAndEndAppearanceTransition() {
        let parent = ParentController()
        parent.accessibilityIdentifier = "Parent"
        parent.forwardsAutomatically = false
        let child = ChildController()
        child.accessibilityIdentifier = "Child"
        parent.embed(child)
        let window = show(parent)
        #expect(child.notes.isEmpty, "nothing is forwarded by itself")
        let lines = trace {
            child.beginAppearanceTransition(true, animated: true)
            child.beginAppearanceTransition(true, animated: true)
            window.eventLoop.runOnce()
            child.endAppearanceTransition()
            child.endAppearanceTransition()
            child.beginAppearanceTransition(false, animated: false)
            child.endAppearanceTransition()
        }
        #expect(lines == [
            "viewWillAppear Child animated:true",
            "viewDidAppear Child animated:true",
            "viewWillDisappear Child animated:false",
            "viewDidDisappear Child animated:false",
        ], "calls that do not change the state do nothing")
    }

    @Test func addingAChildTakesItFromItsOldParentAndRefusesCycles() {
        let first = ViewController()
        let second = ViewController()
        let child = ViewController()
        first.addChild(child)
        second.addChild(child)
        #expect(first.children.isEmpty && second.children.first === child && child.parent === second)
        let (_, messages) = Diagnostics.collect { child.addChild(second) }
        #expect(messages.count == 1 && second.parent == nil)
    }

    @Test func aChangeOfPreferredContentSizeIsReportedToTheParent() {
        final class Parent: ViewController {
            var reported: [any ContentContainer] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {
                reported.append(container)
            }
        }
        let parent = Parent()
        parent.accessibilityIdentifier = "Parent"
        let child = ViewController()
        parent.addChild(child)
        let lines = trace {
            child.preferredContentSize = CGSize(width: 120, height: 80)
            child.preferredContentSize = CGSize(width: 120, height: 80)
        }
        #expect(lines == ["preferredContentSizeDidChange Parent [120,80]"])
        #expect(parent.reported.count == 1 && parent.reported.first === child)
    }
}
