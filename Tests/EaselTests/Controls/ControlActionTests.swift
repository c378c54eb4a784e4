import Easel
import Foundation
import Testing

/// `Control`'s actions and targets: registration, replacement, removal and sending.
@MainActor
@Suite struct ControlActionTests {
    @MainActor final class Screen {
        var log: [String] = []
        func refresh() { log.append("refresh") }
        func changed(_ sender: Control) { log.append("changed \(sender.accessibilityIdentifier ?? "?")") }
        func anySender(_ sender: Any) { log.append("any \(type(of: sender))") }
        func touched(_ sender: Control, _ event: Easel.Event?) { log.append("touched event:\(event != nil)") }
    }

    @Test func targetsAreCalledWithTheirMethodReferencesInTheOrderTheyWereAdded() {
        let control = Control(frame: .zero)
        control.accessibilityIdentifier = "field"
        let screen = Screen()
        control.addTarget(screen, action: Screen.refresh, for: .valueChanged)
        control.addTarget(screen, action: Screen.changed, for: [.valueChanged, .touchDown])
        control.addTarget(screen, action: Screen.anySender, for: .valueChanged)
        control.addTarget(screen, action: Screen.touched, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(screen.log == ["refresh", "changed field", "any Control", "touched event:false"])
        #expect(control.allTargets.count == 1 && control.allControlEvents == [.valueChanged, .touchDown])
    }

    @Test func aTargetIsNotRetainedAndCanBeRemoved() {
        let control = Control(frame: .zero)
        var screen: Screen? = Screen()
        weak let weakScreen = screen
        control.addTarget(screen!, action: Screen.refresh, for: .valueChanged)
        screen = nil
        #expect(weakScreen == nil)
        control.sendActions(for: .valueChanged)
        let kept = Screen()
        control.addTarget(kept, action: Screen.refresh, for: [.valueChanged, .touchDown])
        control.removeTarget(kept, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchDown)
        #expect(kept.log == ["refresh"])
        control.removeTarget(nil, for: .allEvents)
        #expect(control.allTargets.isEmpty && control.allControlEvents == [])
    }

    @Test func anActionWithTheSameIdentifierReplacesTheOneAdded() {
        let control = Control(frame: .zero)
        var log: [String] = []
        control.addAction(ControlAction(identifier: .init("save")) { _ in log.append("first") }, for: .touchDown)
        control.addAction(ControlAction(identifier: .init("save")) { _ in log.append("second") }, for: .valueChanged)
        control.sendActions(for: .touchDown)
        control.sendActions(for: .valueChanged)
        #expect(log == ["second", "second"])
        control.removeAction(identifiedBy: .init("save"), for: .touchDown)
        control.sendActions(for: .touchDown)
        #expect(log == ["second", "second"])
        #expect(control.allControlEvents == .valueChanged)
    }

    @Test func removingAnActionForSomeEventsKeepsItForTheOthers() {
        let control = Control(frame: .zero)
        var count = 0
        let action = ControlAction { _ in count += 1 }
        control.addAction(action, for: [.touchDown, .touchUpInside])
        control.removeAction(action, for: .touchDown)
        control.sendActions(for: .touchDown)
        control.sendActions(for: .touchUpInside)
        #expect(count == 1)
    }

    @Test func theSenderIsTheControlWhileTheHandlerRuns() {
        let control = Control(frame: .zero)
        var sender: AnyObject?
        let action = ControlAction(title: "Save") { action in sender = action.sender }
        control.addAction(action, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(sender === control)
        #expect(action.sender == nil)
        sender = nil
        control.sendAction(action)
        #expect(sender === control)
        sender = nil // The handler's box holds the control, which holds the handler: a cycle.
    }

    @Test func thePrimaryActionOfAPlainControlIsATap() {
        var log: [String] = []
        let control = Control(frame: CGRect(x: 0, y: 0, width: 40, height: 40),
                              primaryAction: ControlAction { _ in log.append("primary") })
        control.sendActions(for: .touchUpInside)
        #expect(log.isEmpty, "sendActions(for:) sends only the events named")
        let window = shownWindow(width: 40, height: 40)
        window.addSubview(control)
        window.scheduleTap(at: CGPoint(x: 20, y: 20))
        window.eventLoop.runUntilIdle()
        #expect(log == ["primary"])
    }

    @Test func enumeratingHandlersStopsWhenAsked() {
        let control = Control(frame: .zero)
        let screen = Screen()
        control.addAction(ControlAction(identifier: .init("a")) { _ in }, for: .touchDown)
        control.addTarget(screen, action: Screen.refresh, for: .valueChanged)
        control.addAction(ControlAction(identifier: .init("c")) { _ in }, for: .touchUpInside)
        var seen: [String] = []
        control.enumerateEventHandlers { action, target, events, stop in
            seen.append("\(action?.identifier.rawValue ?? "target:\(target === screen)") \(events)")
            if target != nil { stop.pointee = true }
        }
        #expect(seen == ["a touchDown", "target:true valueChanged"])
    }
}
