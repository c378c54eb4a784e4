import Foundation

/// The status bar and the home indicator drawn over a window, an opt-in: screenshots
/// of a simulator show them, snapshot tests usually do not.
extension Window {
    /// Whether the window draws iOS's status bar (at the top safe area, hidden where
    /// the top inset is zero, as on an iPhone in landscape) and home indicator (where
    /// the bottom inset is not zero) over its content (`false`). They follow the shown
    /// controller's `preferredStatusBarStyle`, `prefersStatusBarHidden` and
    /// `prefersHomeIndicatorAutoHidden` (see `setNeedsStatusBarAppearanceUpdate()`);
    /// while a full-height sheet scales the presenting view back, the status bar shows
    /// light content over the black around it, as iOS does.
    public var showsSystemOverlays: Bool {
        get { statusBarView != nil }
        set {
            guard newValue != showsSystemOverlays else { return }
            if newValue {
                statusBarView = StatusBarView()
                homeIndicatorView = HomeIndicatorView()
            } else {
                statusBarView?.removeFromSuperview()
                homeIndicatorView?.removeFromSuperview()
                statusBarView = nil
                homeIndicatorView = nil
            }
            setNeedsLayout()
        }
    }

    /// The controller whose preferences the overlays follow: the last full-screen
    /// presentation, else the root (a sheet leaves them to its presenter, as UIKit
    /// does without `modalPresentationCapturesStatusBarAppearance`).
    var statusBarController: ViewController? {
        var shown = rootViewController
        var current = rootViewController?.presentation
        while let controller = current {
            let style = controller.shownPresentationStyle
            if !style.isSheet, style != .popover { shown = controller }
            current = controller.presentation
        }
        return shown
    }

    /// Whether a presented sheet has scaled the presenting view more than halfway back
    /// behind it (a full-height sheet on an iPhone).
    private var sheetScalesBackThePresenter: Bool {
        var current = rootViewController?.presentation
        while let controller = current {
            if let sheet = controller.presentedSheet, sheet.scaledBackAmount > 0.5 { return true }
            current = controller.presentation
        }
        return false
    }

    /// Places the overlays above everything else and gives them the shown controller's
    /// look (called at the end of the window's layout).
    func layoutSystemOverlays() {
        guard let statusBar = statusBarView, let indicator = homeIndicatorView else { return }
        // Presentations add their views on top: the overlays go back above them.
        if subviews.count < 2 || subviews[subviews.count - 2] !== statusBar || subviews.last !== indicator {
            addSubview(statusBar)
            addSubview(indicator)
        }
        statusBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: safeAreaInsets.top)
        let size = HomeIndicatorView.size
        indicator.frame = CGRect(x: (bounds.width - size.width) / 2, y: bounds.height - HomeIndicatorView.bottomGap - size.height,
                                 width: size.width, height: size.height)
        updateSystemOverlayAppearance()
    }

    /// Reads the shown controller's preferences again, each from the child it names
    /// (`childForStatusBarStyle` and its kin, followed down through containers).
    func updateSystemOverlayAppearance() {
        guard let statusBar = statusBarView, let indicator = homeIndicatorView else { return }
        let controller = statusBarController
        let style = Self.deciding(controller, \.childForStatusBarStyle)?.preferredStatusBarStyle ?? .default
        let light = switch style {
        case .lightContent: true
        case .darkContent: false
        case .default: traitCollection.userInterfaceStyle == .dark
        }
        // Over the black a scaled-back presenting view leaves at the top, iOS shows light content.
        statusBar.showsLightContent = light || sheetScalesBackThePresenter
        statusBar.isHidden = safeAreaInsets.top == 0
            || (Self.deciding(controller, \.childForStatusBarHidden)?.prefersStatusBarHidden ?? false)
        indicator.backgroundColor = light ? .white : .black
        indicator.isHidden = safeAreaInsets.bottom == 0
            || (Self.deciding(controller, \.childForHomeIndicatorAutoHidden)?.prefersHomeIndicatorAutoHidden ?? false)
    }

    /// The controller whose preference decides: `controller`, or the child it names
    /// through `child`, and so on down (a navigation controller in a tab, its top
    /// controller). A controller that names itself ends the walk, as does a cycle.
    static func deciding(_ controller: ViewController?,
                                 _ child: KeyPath<ViewController, ViewController?>) -> ViewController? {
        var current = controller
        var visited: [ObjectIdentifier] = []
        while let shown = current, let next = shown[keyPath: child], next !== shown {
            visited.append(ObjectIdentifier(shown))
            guard !visited.contains(ObjectIdentifier(next)) else { break }
            current = next
        }
        return current
    }
}
