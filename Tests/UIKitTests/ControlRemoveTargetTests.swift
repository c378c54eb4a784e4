import Testing
import UIKit

/// A menu button that swaps the event its action answers, as iOS code does with
/// `removeTarget(_:action:for:)`, in the form `easel port` gives it.
private final class MenuButton: UIButton {
    var taps = 0

    func listen(on event: UIControl.Event, insteadOf old: UIControl.Event?) {
        if let old { removeTarget(self, action: MenuButton.tapped, for: old) }
        addTarget(self, action: MenuButton.tapped, for: event)
    }

    func tapped(_ sender: UIButton) { taps += 1 }
}

/// `removeTarget(_:action:for:)` with a method reference, and with `action: nil`.
@MainActor @Suite struct ControlRemoveTargetTests {
    @Test func removingTheActionStopsItForThoseEventsOnly() {
        let button = MenuButton(type: .custom)
        button.listen(on: .touchUpInside, insteadOf: nil)
        button.listen(on: .touchDown, insteadOf: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(button.taps == 0)
        button.sendActions(for: .touchDown)
        #expect(button.taps == 1)
    }

    @Test func aNilActionRemovesEveryActionOfTheTarget() {
        let button = MenuButton(type: .custom)
        button.listen(on: .touchUpInside, insteadOf: nil)
        button.removeTarget(nil, action: nil, for: .allEvents)
        button.sendActions(for: .touchUpInside)
        #expect(button.taps == 0 && button.allTargets.isEmpty)
    }
}
