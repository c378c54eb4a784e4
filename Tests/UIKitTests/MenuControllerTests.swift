import Testing
import UIKit

/// A label that offers Copy and a custom Share item, as copyable-label libraries write
/// it, and records what the edit menu asks it.
private final class EditMenuLabel: UILabel {
    var asked: [Selector] = []
    var canShare = true

    override var canBecomeFirstResponder: Bool { true }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        guard (sender as? UIMenuController) === UIMenuController.shared else { return false }
        asked.append(action)
        return action == Selector("copy:") || (action == Selector("shareText:") && canShare)
    }
}

/// The menu's notifications, in order.
@MainActor private final class NoteList {
    var list: [String] = []
}

/// The edit menu before `UIEditMenuInteraction`: shown for what the first responder says
/// it can do, with UIKit's notifications.
@MainActor
@Suite struct MenuControllerTests {
    @Test func theMenuShowsTheCommandsTheFirstResponderCanPerform() {
        let window = makeWindow(width: 200, height: 100)
        let label = EditMenuLabel(frame: CGRect(x: 10, y: 10, width: 120, height: 30))
        window.addSubview(label)
        #expect(label.becomeFirstResponder())
        let menu = UIMenuController.shared
        menu.menuItems = [UIMenuItem(title: "Share", action: "shareText:"), UIMenuItem(title: "Pin", action: "pin:")]
        defer { menu.menuItems = nil; menu.hideMenu() }
        let notes = NoteList()
        let names: [(Notification.Name, String)] = [
            (UIMenuController.willShowMenuNotification, "willShow"), (UIMenuController.didShowMenuNotification, "didShow"),
            (UIMenuController.willHideMenuNotification, "willHide"), (UIMenuController.didHideMenuNotification, "didHide"),
        ]
        let observers = names.map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: menu, queue: nil) { _ in
                MainActor.assumeIsolated { notes.list.append(label) }
            }
        }
        defer { for observer in observers { NotificationCenter.default.removeObserver(observer) } }

        menu.arrowDirection = .down
        menu.showMenu(from: label, rect: label.bounds)
        #expect(menu.isMenuVisible && menu.arrowDirection == .down)
        #expect(label.asked == ["cut:", "copy:", "paste:", "select:", "selectAll:", "delete:", "shareText:", "pin:"])
        #expect(shownMenuActions() == ["copy:", "shareText:"])

        label.canShare = false
        menu.update()
        #expect(menu.isMenuVisible && shownMenuActions() == ["copy:"])
        menu.hideMenu()
        #expect(!menu.isMenuVisible && shownMenuActions() == [])
        #expect(notes.list == ["willShow", "didShow", "willHide", "didHide"])
    }

    @Test func aMenuWithNothingToDoIsNotShown() {
        let window = makeWindow(width: 200, height: 100)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        UIMenuController.shared.menuItems = [UIMenuItem(title: "Pin", action: "pin:")]
        defer { UIMenuController.shared.menuItems = nil }
        UIMenuController.shared.showMenu(from: view, rect: view.bounds)
        #expect(!UIMenuController.shared.isMenuVisible && shownMenuActions() == [])
    }

    @Test func aResponderAdoptsTheStandardEditActions() {
        let actions: any UIResponderStandardEditActions = UITextField()
        let item = UIMenuItem(title: "Share", action: "shareText:")
        #expect(item.title == "Share" && item.action == Selector("shareText:"))
        #expect(actions.isEqual(actions))
    }
}
