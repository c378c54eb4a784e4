import Foundation

/// The open menu of a window: at most one, over everything else.
extension Window {
    /// The menu open in the window (as a button or bar button item opened it), or `nil`.
    public var visibleMenu: Menu? { menuView?.menu }

    /// The open menu's view; not one that is closing (it stays in the window while it
    /// shrinks away).
    var menuView: MenuView? { subviews.lazy.compactMap { $0 as? MenuView }.last(where: { !$0.isClosing }) }

    /// Opens `menu` anchored to `anchor` (a frame in the window), closing any open menu
    /// first. `sender` is the sender of the chosen action; with `selectsOneAction` the
    /// chosen action is turned on and the others off; `actionWasChosen` runs after the
    /// handler; `willClose` runs when the menu starts closing, however it closes.
    package func openMenu(_ menu: Menu, anchoredTo anchor: CGRect, sender: AnyObject?, selectsOneAction: Bool = false,
                          actionWasChosen: @escaping @MainActor (ControlAction) -> Void = { _ in },
                          willClose: (@MainActor () -> Void)? = nil) {
        menuView?.close()
        Trace.record(TraceEvent("menu", message: "open \(menu.title)"))
        let view = MenuView(menu: menu, anchor: anchor, sender: sender, selectsOneAction: selectsOneAction,
                            actionWasChosen: actionWasChosen)
        view.willClose = willClose
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        view.animateOpening()
    }

    /// Closes the open menu, if `menu` is the one open, as dismissing a context menu
    /// does.
    package func closeMenu(_ menu: Menu) {
        if let view = menuView, view.rootMenu === menu { view.close() }
    }
}
