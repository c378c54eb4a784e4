import Easel
import Foundation

/// What a context menu shows, like `UIContextMenuConfiguration`; the same class as
/// Easel's `ContextMenuConfiguration`.
public typealias UIContextMenuConfiguration = ContextMenuConfiguration
/// The block that gives a context menu's preview, like `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = ContextMenuConfiguration.PreviewProvider
/// The block that gives a context menu's menu, like `UIContextMenuActionProvider`.
public typealias UIContextMenuActionProvider = ContextMenuConfiguration.ActionProvider

/// Animations to run alongside a context menu's appearing or disappearing, like
/// `UIContextMenuInteractionAnimating`.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The view controller the preview provider gave, if any.
    var previewViewController: UIViewController? { get }
    /// Adds animations to run alongside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a block to run when the menu's animations end.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// Animations to run as a preview is committed, like `UIContextMenuInteractionCommitAnimating`.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview leaves, like `preferredCommitStyle`.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// How a committed preview leaves, like `UIContextMenuInteractionCommitStyle`.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    case dismiss = 0, pop = 1
}

/// What a context menu interaction asks of its delegate, like
/// `UIContextMenuInteractionDelegate`: the configuration is required, the rest optional.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    /// The menu for a press at `location` (in the interaction's view), like
    /// `contextMenuInteraction(_:configurationForMenuAtLocation:)`; `nil` for none.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// The menu is about to appear, like `contextMenuInteraction(_:willDisplayMenuFor:animator:)`.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is about to disappear, like `contextMenuInteraction(_:willEndFor:animator:)`.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// The preview was tapped, like `contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)`;
    /// Easel draws no preview, so it is never called.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: any UIContextMenuInteractionCommitAnimating) {}
}

/// A context menu on a view, like `UIContextMenuInteraction`: a long press on the view
/// (UIKit's 0.5 s, through a long-press recognizer the interaction adds to it) asks the
/// delegate for a configuration at the press; with one whose action provider gives a
/// menu, the delegate is told `willDisplayMenuFor` and the menu opens on a platter
/// anchored to the view, as a button's menu does. When it closes (a tap on an action,
/// before the action's handler, or outside, or `dismissMenu()`) the delegate is told
/// `willEndFor`. Easel draws no lifted preview: a preview provider's view controller is
/// made and handed to the animators, and a diagnostic says it is not shown.
@preconcurrency @MainActor
open class UIContextMenuInteraction: UIInteraction {
    /// The delegate that gives configurations, like `UIContextMenuInteraction.delegate`.
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is added to.
    open private(set) weak var view: UIView?
    /// The press that opens the menu, added to the interaction's view.
    private let longPress = UILongPressGestureRecognizer()
    /// Where the last press was, in the window.
    private var locationInWindow: CGPoint?
    /// The open menu and the configuration it came from.
    private var presented: (menu: UIMenu, configuration: UIContextMenuConfiguration, animator: Animator)?

    /// An interaction whose menus `delegate` gives, like `UIContextMenuInteraction(delegate:)`.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        longPress.addTarget(self, action: UIContextMenuInteraction.longPressChanged)
    }

    /// Where the press that opened the menu was, in `view`'s coordinates (the window's
    /// for `nil`), like `location(in:)`; `.zero` before any press.
    open func location(in view: UIView?) -> CGPoint {
        guard let locationInWindow, let window = self.view?.window else { return .zero }
        return view.map { window.convert(locationInWindow, to: $0) } ?? locationInWindow
    }

    /// Closes the menu the interaction opened, like `dismissMenu()`.
    open func dismissMenu() {
        if let presented, let window = view?.window { window.closeMenu(presented.menu) }
    }

    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(longPress)
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(longPress)
    }

    private func longPressChanged(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began, let view, let window = view.window, let delegate else { return }
        let location = recognizer.location(in: view)
        locationInWindow = view.convert(location, to: window)
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location),
              let menu = configuration.actionProvider?([]) else { return }
        let animator = Animator(previewViewController: configuration.previewProvider?())
        if animator.previewViewController != nil {
            Diagnostics.report("UIContextMenuInteraction: Easel draws no context menu preview; the menu opens alone")
        }
        presented = (menu, configuration, animator)
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        animator.run()
        window.openMenu(menu, anchoredTo: view.convert(view.bounds, to: window), sender: nil,
                        willClose: { [weak self] in self?.menuWillClose() })
    }

    private func menuWillClose() {
        guard let (_, configuration, presentedAnimator) = presented else { return }
        presented = nil
        let animator = Animator(previewViewController: presentedAnimator.previewViewController)
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        animator.run()
    }

    /// The animator handed to the delegate: its animations run as soon as the delegate
    /// returns (the menu's own opening and closing are Easel's), then its completions.
    private final class Animator: UIContextMenuInteractionAnimating {
        let previewViewController: UIViewController?
        private var animations: [() -> Void] = []
        private var completions: [() -> Void] = []

        init(previewViewController: UIViewController?) { self.previewViewController = previewViewController }

        func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
        func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

        func run() {
            animations.forEach { $0() }
            completions.forEach { $0() }
            animations = []
            completions = []
        }
    }
}
