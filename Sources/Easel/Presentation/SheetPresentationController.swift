import Foundation

/// The presentation of a `.pageSheet` or `.formSheet` controller, like
/// `UISheetPresentationController` (`ViewController.sheetPresentationController`).
///
/// On an iPhone the sheet rises from the bottom edge to the selected one of its
/// `detents`, over a dimming view; below the full height it floats inset from the
/// screen's edges (iOS 26), and at the full height the presenting view is scaled back
/// behind it. On an iPad (a regular width) it is a centred card and detents do not
/// apply. The user drags it between detents or down to dismiss it (a scripted drag
/// on the sheet, e.g. on its grabber), or taps the dimming view to dismiss it; the
/// `delegate` hears of both. `SheetGeometry` holds the figures.
@preconcurrency @MainActor
public final class SheetPresentationController: PresentationController {
    /// The heights where the sheet rests, smallest to largest once resolved, like
    /// `UISheetPresentationController.detents` (`[.large()]`). An empty array, or one
    /// whose detents are all inactive, is taken as `[.large()]`.
    public var detents: [Detent] = [.large()] {
        didSet { sheetDidChange() }
    }

    /// The detent the sheet rests at, like `selectedDetentIdentifier`; `nil` (or a name
    /// none of the active detents has) means the smallest. Setting it moves the sheet
    /// at once, or along the spring inside `animateChanges(_:)`.
    public var selectedDetentIdentifier: Detent.Identifier? {
        didSet { sheetDidChange() }
    }

    /// The largest detent that leaves the presenting view undimmed and touchable, like
    /// `largestUndimmedDetentIdentifier`; `nil` dims behind every detent.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { sheetDidChange() }
    }

    /// Whether the sheet shows a grabber at its top edge, like `prefersGrabberVisible`
    /// (`false`).
    public var prefersGrabberVisible = false {
        didSet { sheetDidChange() }
    }

    /// The sheet's corner radius, like `preferredCornerRadius`; `nil` keeps the
    /// system's (32 points floating, 10 at the full height).
    public var preferredCornerRadius: CGFloat? {
        didSet { sheetDidChange() }
    }

    /// Whether dragging up in a scroll view of the sheet, with its content at the top
    /// edge, expands the sheet to a larger detent instead of scrolling, like
    /// `prefersScrollingExpandsWhenScrolledToEdge` (`true`). At the largest detent, or
    /// when `false`, the drag scrolls. A drag down at the top edge moves the sheet
    /// either way, toward a smaller detent or away.
    public var prefersScrollingExpandsWhenScrolledToEdge = true

    /// A sheet for `presentedViewController`, like
    /// `UISheetPresentationController(presentedViewController:presenting:)`: what it
    /// shows is at the elevated level.
    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        traitOverrides.userInterfaceLevel = .elevated
    }

    // MARK: State

    /// The views in the window while the sheet is presented.
    var container: SheetContainerView?
    /// Where the sheet's top edge is shown while it moves away from its resting
    /// place (an entrance, an exit, a drag, an animated change); `nil` at rest.
    var movingTop: CGFloat?
    /// Inside `animateChanges(_:)`: detent changes wait for its end.
    private var isAnimatingChanges = false
    /// The presenting view's transform and corner radius before it was scaled back.
    private var presentingLook: (transform: Transform, cornerRadius: CGFloat, clips: Bool)?
    /// How far the presenting view is scaled back behind the sheet now, 0…1.
    private(set) var scaledBackAmount: CGFloat = 0
    /// The top edge when the current drag began.
    var dragStartTop: CGFloat = 0
    /// The move toward a detent in flight (kept by the window's animator).
    weak var settleAnimator: TransitionAnimator?

    /// Animates the changes `changes` makes to the detents, the selected detent or the
    /// other properties along UIKit's spring, like `animateChanges(_:)`.
    public func animateChanges(_ changes: () -> Void) {
        let start = shownTop
        isAnimatingChanges = true
        changes()
        isAnimatingChanges = false
        guard let start, container != nil else { return }
        move(from: start, to: restingTop)
    }

    /// Asks the custom detents for their values again, like `invalidateDetents()`.
    public func invalidateDetents() { sheetDidChange() }

    // MARK: Resolution

    /// The sheet's layout in its container now.
    var geometry: SheetGeometry? {
        guard let container, let window = container.window else { return nil }
        return SheetGeometry(bounds: container.bounds, safeAreaInsets: window.safeAreaInsets,
                             traits: container.traitCollection, style: presentedViewController.shownPresentationStyle,
                             preferredContentSize: presentedViewController.preferredContentSize)
    }

    /// The active detents' names and tops, largest top (smallest detent) first.
    func restingTops(in geometry: SheetGeometry) -> [(identifier: Detent.Identifier, top: CGFloat)] {
        var tops: [(identifier: Detent.Identifier, top: CGFloat)] = []
        for detent in detents {
            guard let value = detent.resolvedValue(in: geometry),
                  !tops.contains(where: { $0.identifier == detent.identifier }) else { continue }
            tops.append((identifier: detent.identifier, top: geometry.top(forDetentValue: value)))
        }
        if tops.isEmpty { tops = [(identifier: .large, top: geometry.fullHeightTop)] }
        return tops.sorted { $0.top > $1.top }
    }

    /// Where the selected detent puts the sheet's top edge.
    var restingTop: CGFloat {
        guard let geometry else { return 0 }
        let tops = restingTops(in: geometry)
        return (tops.first { $0.identifier == selectedDetentIdentifier } ?? tops[0]).top
    }

    /// Where the sheet's top edge is shown now, `nil` when it is not presented.
    var shownTop: CGFloat? { container == nil ? nil : movingTop ?? restingTop }

    private func sheetDidChange() {
        guard !isAnimatingChanges, let container else { return }
        container.setNeedsLayout()
    }

    // MARK: Layout

    override public var containerView: View? { container }
    override public var presentedView: View? { container?.sheetView }
    override public var frameOfPresentedViewInContainerView: CGRect {
        guard let geometry else { return .zero }
        return geometry.frame(top: restingTop, smallestTop: restingTops(in: geometry)[0].top)
    }

    /// Places the sheet at its shown top edge, and with it the grabber, the dimming
    /// view's alpha and the presenting view's scale.
    func layoutSheet() {
        guard let container, let geometry, let top = shownTop else { return }
        let tops = restingTops(in: geometry)
        let sheetView = container.sheetView
        sheetView.frame = geometry.frame(top: top, smallestTop: tops[0].top)
        sheetView.layer.cornerRadius = preferredCornerRadius ?? geometry.cornerRadius(top: top)
        sheetView.layer.maskedCorners = geometry.roundsBottomCorners(top: top)
            ? CornerMask.all : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheetView.grabber.isHidden = !prefersGrabberVisible
        let dimming = dimmingAmount(top: top, tops: tops, bottom: geometry.bounds.maxY)
        container.dimmingView.alpha = SheetGeometry.dimmingAlpha * dimming
        let scaledBack = min(dimming, geometry.fullness(top: top))
        presentingViewController?.viewIfLoaded?.transform = geometry.presentingTransform(amount: scaledBack)
        presentingViewController?.viewIfLoaded?.layer.cornerRadius =
            scaledBack > 0 ? SheetGeometry.fullHeightCornerRadius * scaledBack : presentingLook?.cornerRadius ?? 0
        if scaledBack != scaledBackAmount {
            scaledBackAmount = scaledBack
            container.window?.updateSystemOverlayAppearance()
        }
    }

    /// How dimmed the presenting view is, 0…1, with the sheet's top at `top`: nothing
    /// at the largest undimmed detent (or the bottom edge) and below, fully at the next
    /// larger detent and above.
    private func dimmingAmount(top: CGFloat, tops: [(identifier: Detent.Identifier, top: CGFloat)],
                               bottom: CGFloat) -> CGFloat {
        let undimmedTop: CGFloat
        let dimmedTop: CGFloat
        if let undimmed = tops.firstIndex(where: { $0.identifier == largestUndimmedDetentIdentifier }) {
            guard undimmed + 1 < tops.count else { return 0 }
            undimmedTop = tops[undimmed].top
            dimmedTop = tops[undimmed + 1].top
        } else {
            undimmedTop = bottom
            dimmedTop = tops[0].top
        }
        guard undimmedTop > dimmedTop else { return top <= dimmedTop ? 1 : 0 }
        return min(max((undimmedTop - top) / (undimmedTop - dimmedTop), 0), 1)
    }

    // MARK: Installation

    /// Puts the container over `window`, with the presented view in the sheet, laid
    /// out at the bottom edge when the sheet will rise (`offScreen`) or at its detent.
    func install(in window: Window, offScreen: Bool) {
        let container = SheetContainerView(sheet: self)
        self.container = container
        addInteractions(to: container)
        if let presenting = presentingViewController?.viewIfLoaded {
            presentingLook = (presenting.transform, presenting.layer.cornerRadius, presenting.clipsToBounds)
            presenting.clipsToBounds = true
        }
        container.sheetView.contentView = presentedViewController.viewIfLoaded
        container.frame = window.bounds
        window.addSubview(container)
        movingTop = offScreen ? container.bounds.maxY : nil
        container.layoutSubtreeIfNeeded()
    }

    /// Takes the container out of the window and gives the presenting view back its look.
    func uninstall() {
        if let presenting = presentingViewController?.viewIfLoaded, let look = presentingLook {
            presenting.transform = look.transform
            presenting.layer.cornerRadius = look.cornerRadius
            presenting.clipsToBounds = look.clips
        }
        presentingLook = nil
        settleAnimator?.finish()
        scaledBackAmount = 0
        container?.sheetView.contentView = nil
        container?.removeFromSuperview()
        container = nil
        movingTop = nil
    }

    /// The animator of the entrance (`presenting`) or the exit: from the bottom edge to
    /// the detent, or from where the sheet is shown to below the bottom edge.
    func transitionAnimator(presenting: Bool, in window: Window, completion: @escaping () -> Void) -> TransitionAnimator {
        let bottom = container?.bounds.maxY ?? window.bounds.maxY
        let start = presenting ? bottom : shownTop ?? bottom
        let end = presenting ? restingTop : bottom
        return animator(from: start, to: end, in: window, completion: completion)
    }

    /// Moves the sheet's top edge from `start` to its resting place along the spring.
    func move(from start: CGFloat, to end: CGFloat) {
        guard let window = container?.window else { return }
        settleAnimator?.finish()
        let animator = animator(from: start, to: end, in: window) {}
        settleAnimator = animator
        animator.start()
    }

    private func animator(from start: CGFloat, to end: CGFloat, in window: Window,
                          completion: @escaping () -> Void) -> TransitionAnimator {
        let animator = TransitionAnimator(moves: [], in: window, completion: completion)
        animator.progressHandler = { [weak self] progress in
            guard let self else { return }
            // At rest the sheet follows its detent (a rotation, a change of detents).
            movingTop = progress >= 1 && end == restingTop ? nil : start + (end - start) * progress
            layoutSheet()
        }
        return animator
    }
}
