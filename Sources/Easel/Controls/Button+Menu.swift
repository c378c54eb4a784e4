import Foundation

/// Buttons that open menus: pull-down buttons (`menu` with `showsMenuAsPrimaryAction`)
/// and pop-up buttons (with `changesSelectionAsPrimaryAction` too), which show the title
/// of the action chosen last.
extension Button {
    /// A button with a menu and `showsMenuAsPrimaryAction`, made in one step, like
    /// `UIButton(configuration:primaryAction:)` followed by setting `menu`.
    public convenience init(configuration: Configuration, menu: Menu, showsMenuAsPrimaryAction: Bool = true) {
        self.init(configuration: configuration)
        self.menu = menu
        self.showsMenuAsPrimaryAction = showsMenuAsPrimaryAction
    }

    /// Whether the button is a pop-up button: one that shows its menu and the title of
    /// the chosen action.
    var isPopUpButton: Bool { menu != nil && changesSelectionAsPrimaryAction }

    /// The action whose title a pop-up button shows: its menu's first action that is on.
    var selectedMenuAction: ControlAction? {
        isPopUpButton ? menu?.actions.first { $0.state == .on } : nil
    }

    /// The menu or the pop-up setting changed: a pop-up button with no action on turns
    /// its first action on, as UIKit selects the first element, and shows its title.
    func menuDidChange() {
        if isPopUpButton, let menu, !menu.actions.contains(where: { $0.state == .on }),
           let first = menu.actions.first(where: { $0.attributes.isDisjoint(with: [.hidden, .disabled]) }) {
            first.state = .on
        }
        contentDidChange()
    }

    /// Opens the menu anchored to the button, after sending `menuActionTriggered` (sent
    /// "prior to the menu being presented", as UIKit documents). A pop-up button's
    /// menu keeps one action on: the one chosen last, whose title the button then shows.
    func showMenu(with event: Easel.Event?) {
        guard let menu, let window else { return }
        send(.menuActionTriggered, with: event)
        window.openMenu(menu, anchoredTo: convert(bounds, to: window), sender: self,
                        selectsOneAction: isPopUpButton) { [weak self] _ in
            self?.contentDidChange()
        }
    }
}
