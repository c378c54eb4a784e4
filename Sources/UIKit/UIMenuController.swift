import Easel
import Foundation

/// The edit commands a responder may carry out, like `UIResponderStandardEditActions`;
/// the same protocol as Easel's `ResponderStandardEditActions`, which `UIResponder`
/// adopts.
public typealias UIResponderStandardEditActions = ResponderStandardEditActions

/// A custom command of the edit menu, like `UIMenuItem`: a title and the action sent
/// up the responder chain when it is chosen.
@preconcurrency @MainActor
open class UIMenuItem: NSObject {
    /// The title the menu shows, like `UIMenuItem.title`.
    open var title: String
    /// The action sent to the first responder that performs it, like `UIMenuItem.action`.
    open var action: Selector

    /// An item titled `title` that sends `action`, like `UIMenuItem(title:action:)`.
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
    }
}

/// The edit menu (Cut, Copy, Paste …), like `UIMenuController`, which iOS 16 deprecates
/// for `UIEditMenuInteraction`; code written before keeps calling it, and it still works
/// there, as here.
///
/// `showMenu(from:rect:)` shows the menu for the commands the responder chain can carry
/// out: starting at the key window's first responder (the target view when there is
/// none), it asks `canPerformAction(_:withSender:)`, with the menu controller as sender,
/// for the standard actions (`cut:`, `copy:`, `paste:`, `select:`, `selectAll:`,
/// `delete:`, as selectors made from those names) and then for each of `menuItems`'
/// actions, in order. As on iOS, a menu with no command the chain can carry out is not
/// shown. Easel draws no menu and takes no touches on it: what it models is whether the
/// menu is visible, the questions asked, and the notifications around showing and hiding.
@preconcurrency @MainActor
open class UIMenuController: NSObject {
    /// Where the menu's arrow points, like `UIMenuController.ArrowDirection`.
    public enum ArrowDirection: Int, Sendable {
        case `default`, up, down, left, right
    }

    /// The app's edit menu, like `UIMenuController.shared`.
    public static let shared = UIMenuController()

    /// The custom commands, shown after the standard ones, like
    /// `UIMenuController.menuItems`.
    open var menuItems: [UIMenuItem]?

    /// Where the arrow points, like `UIMenuController.arrowDirection`: `.default`, above
    /// or below the target as space allows.
    open var arrowDirection = ArrowDirection.default

    /// Whether the menu shows, like `UIMenuController.isMenuVisible`. Setting it shows
    /// the menu at the last target (as the deprecated `setMenuVisible(_:animated:)` did)
    /// or hides it.
    open var isMenuVisible: Bool {
        get { visible }
        set {
            if !newValue { hideMenu() } else if let target { showMenu(from: target.view, rect: target.rect) }
        }
    }

    /// The actions of the commands shown, in order (standard ones first); empty while
    /// the menu is hidden. Easel's own, as iOS draws the menu where a test can see it.
    public private(set) var _shownActions: [Selector] = []

    private var visible = false
    private weak var targetView: UIView?
    private var targetRect = CGRect.zero
    private var target: (view: UIView, rect: CGRect)? { targetView.map { ($0, targetRect) } }

    /// The standard actions the menu offers, in the menu's order.
    static let standardActions: [Selector] = ["cut:", "copy:", "paste:", "select:", "selectAll:", "delete:"]

    /// Posted before the menu shows, like `UIMenuController.willShowMenuNotification`.
    public nonisolated static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    /// Posted after the menu shows, like `UIMenuController.didShowMenuNotification`.
    public nonisolated static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    /// Posted before the menu hides, like `UIMenuController.willHideMenuNotification`.
    public nonisolated static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    /// Posted after the menu hides, like `UIMenuController.didHideMenuNotification`.
    public nonisolated static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")

    /// Shows the menu pointing at `targetRect` of `targetView`, like
    /// `UIMenuController.showMenu(from:rect:)`: the commands are asked for as the type
    /// describes; with none, nothing shows. Showing it again while it shows moves it and
    /// asks again, without notifications.
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        self.targetView = targetView
        self.targetRect = targetRect
        let actions = performableActions(from: targetView)
        guard !actions.isEmpty else {
            hideMenu()
            return
        }
        _shownActions = actions
        guard !visible else { return }
        NotificationCenter.default.post(name: Self.willShowMenuNotification, object: self)
        visible = true
        NotificationCenter.default.post(name: Self.didShowMenuNotification, object: self)
    }

    /// Hides the menu, like `UIMenuController.hideMenu()`; does nothing when it is hidden.
    open func hideMenu() {
        guard visible else { return }
        NotificationCenter.default.post(name: Self.willHideMenuNotification, object: self)
        visible = false
        _shownActions = []
        NotificationCenter.default.post(name: Self.didHideMenuNotification, object: self)
    }

    /// Hides the menu shown from `targetView`, like `UIMenuController.hideMenu(from:)`.
    open func hideMenu(from targetView: UIView) {
        if self.targetView === targetView { hideMenu() }
    }

    /// Asks the responder chain again which commands it can carry out, like
    /// `UIMenuController.update()`: a visible menu shows the new ones, or hides when
    /// none is left. A hidden menu stays hidden.
    open func update() {
        guard visible, let target else { return }
        showMenu(from: target.view, rect: target.rect)
    }

    private func performableActions(from targetView: UIView) -> [Selector] {
        let responder: UIResponder = targetView.window.flatMap(Self.firstResponder(in:)) ?? targetView
        let actions = Self.standardActions + (menuItems ?? []).map(\.action)
        return actions.filter { responder.canPerformAction($0, withSender: self) }
    }

    private static func firstResponder(in view: UIView) -> UIView? {
        if view.isFirstResponder { return view }
        for subview in view.subviews {
            if let found = firstResponder(in: subview) { return found }
        }
        return nil
    }
}
