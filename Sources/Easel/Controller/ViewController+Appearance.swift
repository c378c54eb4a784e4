import Foundation

/// The appearance state machine (UIKit's `_appearState`) and its forwarding to
/// children.
extension ViewController {
    /// Where a controller is between disappeared and appeared.
    enum AppearState {
        case disappeared, appearing, appeared, disappearing
    }

    /// Whether the view is on screen or on its way there.
    var isAppearingOrAppeared: Bool { appearState == .appearing || appearState == .appeared }

    /// Starts an appearance (`viewWillAppear`) or a disappearance (`viewWillDisappear`),
    /// like `UIViewController.beginAppearanceTransition(_:animated:)`, and forwards it to
    /// the children that receive appearance callbacks. A call that does not change the
    /// state (appearing while already appearing or appeared) does nothing.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard !isAppearingOrAppeared else { return }
            loadViewIfNeeded()
            appearState = .appearing
            appearanceIsAnimated = animated
            isAppearingCallIsDue = true
            Trace.record(TraceEvent("viewWillAppear", controller: traceName, animated: animated))
            viewWillAppear(animated)
        } else {
            guard isAppearingOrAppeared else { return }
            appearState = .disappearing
            appearanceIsAnimated = animated
            isAppearingCallIsDue = false
            Trace.record(TraceEvent("viewWillDisappear", controller: traceName, animated: animated))
            viewWillDisappear(animated)
        }
        for child in appearanceForwardingTargets() {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Ends the appearance or disappearance in progress with `viewDidAppear` or
    /// `viewDidDisappear`, like `UIViewController.endAppearanceTransition()`, and
    /// forwards it to the children. Does nothing when no transition is in progress.
    public func endAppearanceTransition() {
        let animated = appearanceIsAnimated
        switch appearState {
        case .appearing:
            callIsAppearingIfDue(inWindow: false)
            appearState = .appeared
            Trace.record(TraceEvent("viewDidAppear", controller: traceName, animated: animated))
            viewDidAppear(animated)
            isMovingToParent = false
            isBeingPresented = false
        case .disappearing:
            appearState = .disappeared
            Trace.record(TraceEvent("viewDidDisappear", controller: traceName, animated: animated))
            viewDidDisappear(animated)
            isMovingFromParent = false
            isBeingDismissed = false
        case .appeared, .disappeared:
            return
        }
        for child in appearanceForwardingTargets() { child.endAppearanceTransition() }
    }

    /// Calls `viewIsAppearing(_:)` if it is due: when the view is laid out in a window
    /// (`inWindow`), or unconditionally as the appearance ends.
    func callIsAppearingIfDue(inWindow: Bool) {
        guard isAppearingCallIsDue, appearState == .appearing, !inWindow || loadedView?.window != nil else { return }
        isAppearingCallIsDue = false
        viewIsAppearing(appearanceIsAnimated)
    }

    /// The children UIKit forwards to by default: those whose views are in this
    /// controller's view.
    var automaticallyForwardedChildren: [ViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = loadedView else { return [] }
        return children.filter { $0.loadedView?.isDescendant(of: root) == true }
    }

    // MARK: A child's view entering or leaving the window

    /// The root view is about to enter or leave a window. A child of a container that
    /// forwards appearance automatically appears when its view is added while the
    /// parent is on screen, and disappears when it is removed, as UIKit's view
    /// controllers do on `addSubview`/`removeFromSuperview` of their views.
    func rootViewWillMove(toWindow newWindow: Window?) {
        guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods else { return }
        if let newWindow {
            guard parent.isAppearingOrAppeared, !isAppearingOrAppeared else { return }
            beginAppearanceTransition(true, animated: false)
            // An appearing parent ends its children's appearances with its own.
            if parent.appearState == .appeared {
                newWindow.afterNextCommit.append { [weak self] in self?.endAppearanceTransition() }
            }
        } else if parent.appearState == .appeared {
            beginAppearanceTransition(false, animated: false)
        }
    }

    /// The root view left its window: a disappearance begun by the removal ends now.
    func rootViewDidMoveToWindow() {
        guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods, parent.appearState == .appeared,
              loadedView?.window == nil, appearState == .disappearing else { return }
        endAppearanceTransition()
    }
}
