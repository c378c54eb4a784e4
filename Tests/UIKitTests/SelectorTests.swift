import Foundation
import Testing
import UIKit

/// A screen whose action methods are named by `Selector` values, as iOS code names them
/// with `#selector`, in the form they take on Linux.
private final class CheckoutViewController: UIViewController {
    var log: [String] = []
    let payButton = UIButton(type: .custom)

    func pay(_ sender: UIButton, event: UIEvent?) { log.append("pay \(sender === payButton) event \(event != nil)") }
    func save() { log.append("save") }
    func didTap(_ recognizer: UITapGestureRecognizer) { log.append("tap \(recognizer.state)") }
    func canUndo() -> Bool { log.append("canUndo"); return false }
    func deleteRow(_ action: UIAccessibilityCustomAction) -> Bool { log.append("delete \(action.name)"); return true }
    func tick(_ timer: Timer) { log.append("tick") }
    func show(_ message: Any?) { log.append("show \(message ?? "nil")") }
}

/// SCLAlertView's pattern: a button keeps a target and a selector given to `addButton`,
/// and the alert sends it when the button is tapped.
private final class AlertButton: UIButton {
    var actionTarget: AnyObject!
    var selector: Selector!
}

private final class AlertView: UIView {
    var buttons: [AlertButton] = []

    func addButton(_ title: String, target: AnyObject, selector: Selector) -> AlertButton {
        let button = AlertButton(type: .custom)
        button.setTitle(title, for: .normal)
        button.actionTarget = target
        button.selector = selector
        button.addTarget(self, action: Selector(AlertView.buttonTapped(_:)), for: .touchUpInside)
        buttons.append(button)
        return button
    }

    func buttonTapped(_ button: AlertButton) {
        button.sendAction(button.selector, to: button.actionTarget, for: nil)
    }
}

/// M13Checkbox's pattern: a recognizer subclass that overrides UIKit's designated
/// initializer.
private final class CheckboxGestureRecognizer: UILongPressGestureRecognizer {
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        minimumPressDuration = 0
    }
}

/// SwipeCellKit's pattern: a custom action subclass that passes its selector up.
private final class RowAction: UIAccessibilityCustomAction {
    let row: Int

    init(row: Int, target: Any, selector: Selector) {
        self.row = row
        super.init(name: "Delete row \(row)", target: target, selector: selector)
    }
}

/// A plain Foundation object, which has `responds(to:)` and `perform(_:)` through UIKit.
private final class Model: NSObject {
    var reloads = 0
    func reload() { reloads += 1 }
}

/// `Selector` on Linux: made from a method reference it is sent to a target of the
/// method's type with what the method takes; made from a string it names no method.
@MainActor @Suite struct SelectorTests {
    @Test func aControlSendsItsSelectorWithTheSenderAndTheTouchEvent() {
        let window = makeWindow(width: 200, height: 200)
        let controller = CheckoutViewController()
        window.rootViewController = controller
        controller.payButton.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        controller.view.addSubview(controller.payButton)
        let pay: Selector = Selector(CheckoutViewController.pay(_:event:))
        controller.payButton.addTarget(controller, action: pay, for: .touchUpInside)
        commit(window)

        window.scheduleTap(at: CGPoint(x: 70, y: 42))
        window.eventLoop.run(for: 0.5)
        controller.payButton.sendActions(for: .touchUpInside)
        #expect(controller.log == ["pay true event true", "pay true event false"])
    }

    @Test func addingThePairAgainAddsItsEventsNotASecondCall() {
        let controller = CheckoutViewController()
        let save = Selector(CheckoutViewController.save)
        controller.payButton.addTarget(controller, action: save, for: .touchUpInside)
        controller.payButton.addTarget(controller, action: save, for: [.touchUpInside, .touchDown])
        controller.payButton.sendActions(for: [.touchUpInside, .touchDown])
        controller.payButton.sendActions(for: .touchDown)
        #expect(controller.log == ["save", "save"])
    }

    @Test func aNilTargetSendsTheSelectorUpTheResponderChain() {
        let window = makeWindow(width: 200, height: 200)
        let controller = CheckoutViewController()
        window.rootViewController = controller
        controller.view.addSubview(controller.payButton)
        controller.payButton.addTarget(nil, action: Selector(CheckoutViewController.save), for: .valueChanged)
        controller.payButton.sendActions(for: .valueChanged)
        #expect(controller.log == ["save"])
    }

    @Test func removingASelectorRemovesTheEqualPairOnly() {
        let controller = CheckoutViewController()
        let button = controller.payButton
        let save = Selector(CheckoutViewController.save)
        button.addTarget(controller, action: save, for: .touchUpInside)
        button.addTarget(controller, action: Selector(CheckoutViewController.canUndo), for: .touchUpInside)
        button.removeTarget(controller, action: save, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(controller.log == ["canUndo"])
        button.removeTarget(controller, action: nil, for: .allEvents)
        #expect(button.allTargets.isEmpty)
    }

    @Test func theStoredSelectorOfAnAlertButtonReachesItsTarget() {
        let controller = CheckoutViewController()
        let alert = AlertView()
        let done = alert.addButton("Done", target: controller, selector: Selector(CheckoutViewController.save))
        let undo = alert.addButton("Undo", target: controller, selector: Selector(CheckoutViewController.canUndo))
        undo.sendActions(for: .touchUpInside)
        done.sendActions(for: .touchUpInside)
        #expect(controller.log == ["canUndo", "save"])
    }

    @Test func aRecognizerMadeWithASelectorSendsItOnEveryChange() {
        let window = makeWindow(width: 200, height: 200)
        let controller = CheckoutViewController()
        window.rootViewController = controller
        let action: Selector? = Selector(CheckoutViewController.didTap(_:))
        controller.view.addGestureRecognizer(UITapGestureRecognizer(target: controller, action: action))
        commit(window)
        window.scheduleTap(at: CGPoint(x: 100, y: 100))
        window.eventLoop.run(for: 0.5)
        #expect(controller.log == ["tap ended"])
    }

    @Test func aSubclassOverridesTheDesignatedInitializerAndRemovesItsTarget() {
        let controller = CheckoutViewController()
        let save = Selector(CheckoutViewController.save)
        let press = CheckboxGestureRecognizer(target: controller, action: save)
        press.addTarget(controller, action: save)
        #expect(press.minimumPressDuration == 0)
        press.removeTarget(controller, action: save)
        let empty = UITapGestureRecognizer(target: nil, action: nil)
        empty.addTarget(controller, action: Selector(CheckoutViewController.didTap(_:)))
        #expect(controller.log.isEmpty)
    }

    @Test func respondsToAnswersForTheMethodsTypeOnly() {
        let controller = CheckoutViewController()
        let save = Selector(CheckoutViewController.save)
        #expect(controller.responds(to: save))
        #expect(!UIView().responds(to: save))
        #expect(!controller.responds(to: nil))
        let (answer, messages) = Diagnostics.collect { controller.responds(to: "save") }
        #expect(!answer)
        #expect(messages == ["responds(to: \"save\"): a selector made from a string names no method on Linux; the answer is false"])
        #expect(Model().responds(to: Selector(Model.reload)))
    }

    @Test func performCallsTheMethodWithTheArgument() {
        let controller = CheckoutViewController()
        controller.perform(Selector(CheckoutViewController.save))
        controller.perform(Selector(CheckoutViewController.show(_:)), with: "Paid")
        let model = Model()
        model.perform(Selector(Model.reload))
        #expect(controller.log == ["save", "show Paid"])
        #expect(model.reloads == 1)
    }

    @Test func performAfterADelayWaitsForTheLoopsVirtualTime() {
        let window = makeWindow(width: 100, height: 100)
        let controller = CheckoutViewController()
        window.rootViewController = controller
        commit(window)
        controller.perform(Selector(CheckoutViewController.show(_:)), with: 7, afterDelay: 0.5)
        window.eventLoop.run(for: 0.4)
        #expect(controller.log.isEmpty)
        window.eventLoop.run(for: 0.2)
        #expect(controller.log == ["show 7"])
    }

    @Test func aSelectorMadeFromAStringSendsNothingWithADiagnostic() {
        let controller = CheckoutViewController()
        controller.payButton.addTarget(controller, action: "save", for: .touchUpInside)
        let (_, messages) = Diagnostics.collect { controller.payButton.sendActions(for: .touchUpInside) }
        #expect(controller.log.isEmpty)
        #expect(messages == ["UIControl.sendAction(_:to:for:): the selector \"save\" was made from a string and names no method on Linux (make it from a method reference); nothing is called"])
    }

    @Test func aTargetOfAnotherTypeIsNotCalled() {
        let controller = CheckoutViewController()
        let save = Selector(CheckoutViewController.save)
        let (_, messages) = Diagnostics.collect { controller.payButton.sendAction(save, to: UIView(), for: nil) }
        #expect(controller.log.isEmpty)
        #expect(messages == ["UIControl.sendAction(_:to:for:): View does not implement \(save), a method of CheckoutViewController; nothing is called"])
    }

    @Test func selectorsAreEqualByName() {
        let selectors = (0..<2).map { _ in Selector(CheckoutViewController.save) }
        #expect(selectors[0] == selectors[1])
        #expect(selectors[0] != Selector(CheckoutViewController.save))
        #expect(Selector("save") == "save")
        #expect(Selector("save") != Selector("pay:"))
        #expect(selectors[0].description.hasPrefix("CheckoutViewController.(SelectorTests.swift:"))
    }

    @Test func aCustomActionSendsItsSelectorAndAnswersWhatTheMethodReturned() {
        let controller = CheckoutViewController()
        let delete = RowAction(row: 3, target: controller, selector: Selector(CheckoutViewController.deleteRow(_:)))
        let undo = UIAccessibilityCustomAction(name: "Undo", target: controller,
                                               selector: Selector(CheckoutViewController.canUndo))
        #expect(delete.perform())
        #expect(!undo.perform())
        #expect(controller.log == ["delete Delete row 3", "canUndo"])
        #expect(delete.target === controller)
    }

    @Test func aBarButtonItemKeepsItsTargetAndSelector() {
        let controller = CheckoutViewController()
        let save = Selector(CheckoutViewController.save)
        let item = UIBarButtonItem(title: "Save", style: .done, target: controller, action: save)
        let system = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        #expect(item.target === controller && item.action == save)
        #expect(system.target == nil && system.action == nil)
    }

    @Test func aTimerSendsItsSelectorInTheLoopsTime() {
        let window = makeWindow(width: 100, height: 100)
        let controller = CheckoutViewController()
        window.rootViewController = controller
        commit(window)
        let timer = Timer.scheduledTimer(timeInterval: 0.3, target: controller,
                                         selector: Selector(CheckoutViewController.tick(_:)), userInfo: nil, repeats: true)
        window.eventLoop.run(for: 1)
        timer.invalidate()
        #expect(controller.log == ["tick", "tick", "tick"])
    }
}
