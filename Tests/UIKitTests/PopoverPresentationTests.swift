import Foundation
import Testing
import UIKit

/// A screen as iPad apps write it: a button that shows a popover beside itself.
private final class PopoverSourceController: UIViewController {
    let button = UIButton(type: .system)
    let buttonFrame: CGRect

    init(buttonFrame: CGRect) {
        self.buttonFrame = buttonFrame
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        button.frame = buttonFrame
        view.addSubview(button)
    }

    /// Presents `content` as apps do: `.popover`, anchored on the button.
    @discardableResult
    func showPopover(_ content: UIViewController, size: CGSize, arrows: UIPopoverArrowDirection = .any,
                     delegate: UIPopoverPresentationControllerDelegate? = nil) -> UIPopoverPresentationController? {
        content.modalPresentationStyle = .popover
        content.preferredContentSize = size
        let popover = content.popoverPresentationController
        popover?.sourceView = button
        popover?.sourceRect = button.bounds
        popover?.permittedArrowDirections = arrows
        popover?.delegate = delegate
        present(content, animated: true)
        return popover
    }
}

/// A popover's content that logs its appearance.
private final class PopoverContentController: UIViewController {
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .red
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("viewDidDisappear")
    }
}

/// A popover delegate that logs every call into the content's log.
private final class PopoverLoggingDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    weak var content: PopoverContentController?
    var adaptiveStyle: UIModalPresentationStyle?
    var allowsDismissal = true

    private func log(_ entry: String) { content?.log.append(entry) }

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        log("prepareForPopoverPresentation")
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        log("adaptivePresentationStyle")
        return adaptiveStyle ?? (traitCollection.horizontalSizeClass == .compact ? .formSheet : .none)
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log("presentationControllerShouldDismiss")
        return allowsDismissal
    }

    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        log("popoverPresentationControllerShouldDismissPopover")
        return true
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log("presentationControllerWillDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log("presentationControllerDidDismiss")
    }

    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        log("popoverPresentationControllerDidDismissPopover")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log("presentationControllerDidAttemptToDismiss")
    }
}

@MainActor
@Suite struct PopoverPresentationTests {
    /// A 600 × 600 window (no safe area, so the popover keeps 10 points from each edge)
    /// showing a 40 × 30 button at `buttonFrame`.
    private func shown(buttonFrame: CGRect, size: CGSize = CGSize(width: 600, height: 600))
        -> (UIWindow, PopoverSourceController) {
        let window = makeWindow(width: size.width, height: size.height)
        let root = PopoverSourceController(buttonFrame: buttonFrame)
        window.rootViewController = root
        commit(window)
        return (window, root)
    }

    /// Where the content of a 200 × 100 popover from a button at `buttonFrame` rests,
    /// in the window, and which way its arrow points.
    private func placement(buttonFrame: CGRect, arrows: UIPopoverArrowDirection = .any)
        -> (content: CGRect, arrow: UIPopoverArrowDirection) {
        let (window, root) = shown(buttonFrame: buttonFrame)
        let content = UIViewController()
        let popover = root.showPopover(content, size: CGSize(width: 200, height: 100), arrows: arrows)
        window.layoutIfNeeded()
        window.eventLoop.runUntilIdle()
        return (content.view.convert(content.view.bounds, to: nil), popover?.arrowDirection ?? .unknown)
    }

    @Test func thePopoverControllerExistsOnlyForThePopoverStyle() {
        let content = UIViewController()
        #expect(content.popoverPresentationController == nil, "the default style is not a popover")
        content.modalPresentationStyle = .popover
        let popover = content.popoverPresentationController
        #expect(popover != nil && content.presentationController === popover)
        #expect(popover?.permittedArrowDirections == .any && popover?.arrowDirection == .unknown)
        #expect(popover?.popoverLayoutMargins == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(popover?.sourceRect.isNull == true && popover?.canOverlapSourceViewRect == false)
        content.modalPresentationStyle = .fullScreen
        #expect(content.popoverPresentationController == nil)
    }

    @Test func anUpArrowHangsThePopoverBelowItsSourceCentredOnIt() {
        // Below the button: 13 points of arrow, then the content, centred on x = 300.
        let shown = placement(buttonFrame: CGRect(x: 280, y: 100, width: 40, height: 30))
        #expect(shown.arrow == .up)
        #expect(shown.content == CGRect(x: 200, y: 143, width: 200, height: 100))
    }

    @Test func aDownArrowPutsThePopoverAboveASourceWithNoRoomBelow() {
        // 77 points below the button (600 − 10 − 500 − 13): the popover goes above it.
        let shown = placement(buttonFrame: CGRect(x: 280, y: 470, width: 40, height: 30))
        #expect(shown.arrow == .down)
        #expect(shown.content == CGRect(x: 200, y: 357, width: 200, height: 100))
    }

    @Test func leftAndRightArrowsPutThePopoverBesideItsSourceCentredOnIt() {
        let left = placement(buttonFrame: CGRect(x: 50, y: 285, width: 40, height: 30), arrows: .left)
        #expect(left.arrow == .left)
        #expect(left.content == CGRect(x: 103, y: 250, width: 200, height: 100))
        let right = placement(buttonFrame: CGRect(x: 510, y: 285, width: 40, height: 30), arrows: .right)
        #expect(right.arrow == .right)
        #expect(right.content == CGRect(x: 297, y: 250, width: 200, height: 100))
    }

    @Test func thePopoverSlidesToStayInsideTheLayoutMargins() {
        // Centred on x = 575 it would end at 675: it ends 10 points from the edge.
        let shown = placement(buttonFrame: CGRect(x: 560, y: 100, width: 30, height: 30))
        #expect(shown.arrow == .up)
        #expect(shown.content == CGRect(x: 390, y: 143, width: 200, height: 100))
    }

    @Test func withoutAPreferredSizeThePopoverIs320PointsWideAnd1100Tall() {
        let (window, root) = shown(buttonFrame: CGRect(x: 280, y: 20, width: 40, height: 30),
                                   size: CGSize(width: 600, height: 1300))
        let content = UIViewController()
        let popover = root.showPopover(content, size: .zero)
        window.eventLoop.runUntilIdle()
        #expect(popover?.arrowDirection == .up)
        #expect(content.view.convert(content.view.bounds, to: nil) == CGRect(x: 140, y: 63, width: 320, height: 1100))
    }

    @Test func onAnIPhoneThePopoverAdaptsToASheetUnlessTheDelegateSaysNone() throws {
        let root = PopoverSourceController(buttonFrame: CGRect(x: 175, y: 200, width: 40, height: 30))
        let window = showOnIPhone16e(root)
        let sheetContent = UIViewController()
        let adapted = try #require(root.showPopover(sheetContent, size: CGSize(width: 200, height: 100)))
        window.eventLoop.runUntilIdle()
        #expect(adapted.arrowDirection == .unknown, "shown as a sheet, the popover has no arrow")
        // The form sheet's large detent: 10 points below the 47-point unsafe top.
        #expect(sheetContent.view.convert(sheetContent.view.bounds, to: nil) == CGRect(x: 0, y: 57, width: 390, height: 787))
        sheetContent.dismiss(animated: false)
        window.eventLoop.runUntilIdle()

        let content = PopoverContentController()
        let delegate = PopoverLoggingDelegate()
        delegate.content = content
        delegate.adaptiveStyle = UIModalPresentationStyle.none
        let kept = try #require(root.showPopover(content, size: CGSize(width: 200, height: 100), delegate: delegate))
        window.eventLoop.runUntilIdle()
        #expect(content.log == ["prepareForPopoverPresentation", "adaptivePresentationStyle"])
        #expect(kept.arrowDirection == .up)
        #expect(content.view.convert(content.view.bounds, to: nil) == CGRect(x: 95, y: 243, width: 200, height: 100))
    }

    @Test func onAnIPadThePopoverStaysAPopover() throws {
        let root = PopoverSourceController(buttonFrame: CGRect(x: 390, y: 200, width: 40, height: 30))
        let window = showOnIPad(root)
        let content = PopoverContentController()
        let delegate = PopoverLoggingDelegate()
        delegate.content = content
        let popover = try #require(root.showPopover(content, size: CGSize(width: 200, height: 100), delegate: delegate))
        window.eventLoop.runUntilIdle()
        #expect(popover.arrowDirection == .up)
        #expect(content.view.convert(content.view.bounds, to: nil) == CGRect(x: 310, y: 243, width: 200, height: 100))
        #expect(content.log == ["prepareForPopoverPresentation", "adaptivePresentationStyle"])
    }

    @Test func aTapOutsideAsksTheDelegateThenDismissesThePopover() {
        let (window, root) = shown(buttonFrame: CGRect(x: 280, y: 100, width: 40, height: 30))
        let content = PopoverContentController()
        let delegate = PopoverLoggingDelegate()
        delegate.content = content
        root.showPopover(content, size: CGSize(width: 200, height: 100), delegate: delegate)
        window.eventLoop.runUntilIdle()
        content.log = []

        window.scheduleTap(at: CGPoint(x: 300, y: 200))
        window.eventLoop.runUntilIdle()
        #expect(content.log == [], "a tap in the popover is the content's")
        #expect(root.presentedViewController === content)

        delegate.allowsDismissal = false
        window.scheduleTap(at: CGPoint(x: 50, y: 500))
        window.eventLoop.runUntilIdle()
        #expect(content.log == ["presentationControllerShouldDismiss", "presentationControllerDidAttemptToDismiss"])
        #expect(root.presentedViewController === content)

        content.log = []
        delegate.allowsDismissal = true
        window.scheduleTap(at: CGPoint(x: 50, y: 500))
        window.eventLoop.runUntilIdle()
        #expect(content.log == ["presentationControllerShouldDismiss", "popoverPresentationControllerShouldDismissPopover",
                                "presentationControllerWillDismiss", "viewWillDisappear", "viewDidDisappear",
                                "presentationControllerDidDismiss", "popoverPresentationControllerDidDismissPopover"])
        #expect(root.presentedViewController == nil)
    }

    @Test func aTapOnAPassthroughViewReachesItAndKeepsThePopover() {
        let (window, root) = shown(buttonFrame: CGRect(x: 280, y: 100, width: 40, height: 30))
        var taps = 0
        root.button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let content = PopoverContentController()
        let popover = root.showPopover(content, size: CGSize(width: 200, height: 100))
        popover?.passthroughViews = [root.button]
        window.eventLoop.runUntilIdle()
        window.scheduleTap(at: CGPoint(x: 300, y: 115))
        window.eventLoop.runUntilIdle()
        #expect(taps == 1)
        #expect(root.presentedViewController === content)
    }

    @Test func thePopoverIsDrawnAsARoundedBubbleWithAnArrowAndNoDimming() throws {
        // A 120 × 80 popover under a button at (80, 20, 40, 30): the arrow's tip at
        // (100, 50), its 36-point base on the bubble's top edge at y = 63.
        let (window, root) = shown(buttonFrame: CGRect(x: 80, y: 20, width: 40, height: 30),
                                   size: CGSize(width: 200, height: 200))
        let content = PopoverContentController()
        let popover = root.showPopover(content, size: CGSize(width: 120, height: 80))
        popover?.backgroundColor = .blue
        window.eventLoop.runUntilIdle()
        #expect(content.view.convert(content.view.bounds, to: nil) == CGRect(x: 40, y: 63, width: 120, height: 80))
        let image = try frameImage(of: window)
        #expect(pixel(image, 100, 100) == rgb(255, 0, 0), "the content")
        #expect(pixel(image, 100, 57) == rgb(0, 0, 255), "the arrow, in the popover's background colour")
        #expect(pixel(image, 86, 57) == .white, "beside the arrow")
        #expect(pixel(image, 40, 63) == .white, "outside the rounded corner")
        #expect(pixel(image, 159, 142) == .white, "outside the rounded corner")
        #expect(pixel(image, 20, 180) == .white, "nothing is dimmed")
        #expect(pixel(image, 5, 5) == .white)
    }
}
