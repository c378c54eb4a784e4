import Foundation

/// The toolbar a navigation controller shows at its bottom, with the top controller's
/// `toolbarItems`.
extension NavigationController {
    /// Whether the toolbar is hidden, like `UINavigationController.isToolbarHidden`
    /// (true by default).
    public var isToolbarHidden: Bool {
        get { toolbarIsHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Where the toolbar rests: its 44-point row just above the bottom safe area
    /// (the home indicator, or a tab bar), its background reaching down to the view's
    /// bottom.
    var toolbarFrame: CGRect {
        guard let view = viewIfLoaded else { return .zero }
        let height = Toolbar.contentHeight + view.safeAreaInsets.bottom
        return CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
    }

    /// `controller`'s toolbar items changed: shown now when it is on top.
    func toolbarItemsDidChange(of controller: ViewController) {
        guard controller === topViewController else { return }
        toolbar.items = controller.toolbarItems
    }
}
