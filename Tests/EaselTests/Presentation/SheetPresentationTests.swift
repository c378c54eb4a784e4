import Easel
import EaselGraphics
import Foundation
import Testing

/// Sheets (`SheetPresentationController`): detents and their frames on an iPhone
/// (390 × 844, 47 points of status bar, 34 of home indicator: the largest detent is
/// 844 − 47 − 10 − 34 = 753 points, the medium one 376), iOS 26's inset sheet below
/// the full height, the dimming view, the presenting view scaled back, the user's drags
/// and taps, and iPad cards.
@MainActor
@Suite struct SheetPresentationTests {
    /// Hears the sheet's delegate calls as trace events, in order with the appearance
    /// callbacks.
    final class SheetDelegate: NSObject, SheetPresentationControllerDelegate {
        var allowsDismissal = true
        func presentationControllerShouldDismiss(_ controller: PresentationController) -> Bool {
            Trace.record(TraceEvent("shouldDismiss"))
            return allowsDismissal
        }
        func presentationControllerWillDismiss(_ controller: PresentationController) {
            Trace.record(TraceEvent("willDismiss"))
        }
        func presentationControllerDidDismiss(_ controller: PresentationController) {
            Trace.record(TraceEvent("didDismiss"))
        }
        func presentationControllerDidAttemptToDismiss(_ controller: PresentationController) {
            Trace.record(TraceEvent("didAttemptToDismiss"))
        }
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: SheetPresentationController) {
            Trace.record(TraceEvent("didChangeSelectedDetent \(sheet.selectedDetentIdentifier?.rawValue ?? "nil")"))
        }
    }

    /// A root `A` in an iPhone window presenting `B` as a page sheet whose detents
    /// `configure` sets, settled.
    private func presentedSheet(animated: Bool = true, _ configure: (SheetPresentationController) -> Void = { _ in })
        -> (Window, ColorController, ColorController, SheetPresentationController) {
        let root = ColorController("A")
        let window = phoneWindow(root: root)
        let presented = ColorController("B")
        presented.modalPresentationStyle = .pageSheet
        let sheet = presented.sheetPresentationController!
        configure(sheet)
        root.present(presented, animated: animated)
        window.eventLoop.runUntilIdle()
        return (window, root, presented, sheet)
    }

    private func frameInWindow(_ view: View) -> CGRect { view.convert(view.bounds, to: nil) }

    /// The delegate's calls and the appearance callbacks, without the touches, the
    /// gesture's states and the layout passes between them.
    private func sheetEvents(_ events: [String]) -> [String] {
        events.filter { !$0.hasPrefix("touches") && !$0.hasPrefix("gesture") && !$0.contains("ayoutSubviews") }
    }

    @Test func aSheetStyleHasASheetAndTheFullScreenStylesHaveNone() {
        let controller = ViewController()
        #expect(controller.sheetPresentationController != nil, "the default style, .automatic, is a sheet")
        controller.modalPresentationStyle = .fullScreen
        #expect(controller.sheetPresentationController == nil)
        #expect(controller.presentationController.map { type(of: $0) == PresentationController.self } == true)
        for style in [ModalPresentationStyle.pageSheet, .formSheet, .automatic] {
            controller.modalPresentationStyle = style
            #expect(controller.sheetPresentationController != nil)
        }
        let sheet = controller.sheetPresentationController
        #expect(controller.sheetPresentationController === sheet, "made once, kept while the style stays a sheet")
        #expect(sheet?.detents.map(\.identifier) == [.large])
    }

    @Test func theMediumDetentFloatsInsetWithAllCornersRoundedOverADimmedPresentingView() {
        let (window, root, presented, sheet) = presentedSheet { $0.detents = [.medium(), .large()] }
        #expect(frameInWindow(presented.view) == CGRect(x: 8, y: 434, width: 374, height: 402))
        #expect(sheet.presentedView?.layer.cornerRadius == 32)
        #expect(sheet.presentedView?.layer.maskedCorners == .all)
        #expect(sheet.containerView?.frame == window.bounds)
        #expect(root.view.transform == .identity, "only a full-height sheet scales the presenting view back")
        #expect(presented.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 26, right: 0))
        let dimming = sheet.containerView?.subviews.first
        #expect(dimming?.alpha == 0.2)
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === dimming)
    }

    @Test func theLargeDetentReachesTheEdgesAndScalesThePresentingViewBack() {
        let (window, root, presented, sheet) = presentedSheet()
        #expect(frameInWindow(presented.view) == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(sheet.presentedView?.layer.cornerRadius == 10)
        #expect(sheet.presentedView?.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let scaled = root.view.frame
        #expect(scaled.minX == 16 && abs(scaled.minY - 47) < 1e-9 && scaled.width == 358)
        #expect(abs(scaled.height - 844 * 358 / 390) < 1e-9)
        #expect(root.view.layer.cornerRadius == 10)
        #expect(root.view.window === window, "the presenting view stays in the window behind a sheet")
    }

    @Test func aCustomDetentResolvesAgainstTheMaximumValue() {
        var seen: [CGFloat] = []
        let (_, _, presented, _) = presentedSheet {
            $0.detents = [.custom(identifier: .init("quarter")) { context in
                seen.append(context.maximumDetentValue)
                return context.maximumDetentValue / 4
            }, .large()]
        }
        #expect(seen.allSatisfy { $0 == 753 } && !seen.isEmpty)
        #expect(frameInWindow(presented.view) == CGRect(x: 8, y: 621.75, width: 374, height: 214.25))
    }

    @Test func theMediumDetentIsInactiveInACompactHeight() {
        let root = ColorController("A")
        let window = Window(device: Device.all.first { $0.name == "iPhone 16 Pro" }!, orientation: .landscapeLeft)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        let presented = ColorController("B")
        presented.modalPresentationStyle = .pageSheet
        presented.sheetPresentationController?.detents = [.medium()]
        root.present(presented, animated: false)
        window.eventLoop.runUntilIdle()
        // 402 high, no top inset in landscape, 21 of home indicator: 402 − 10 − 21 = 371.
        #expect(frameInWindow(presented.view) == CGRect(x: 0, y: 10, width: 874, height: 392))
        #expect(root.view.transform == .identity, "no scaling back in a compact height")
    }

    @Test func aPresentedSheetLeavesThePresentingControllerAppeared() {
        let root = ColorController("A")
        let window = phoneWindow(root: root)
        let presented = ColorController("B")
        presented.modalPresentationStyle = .pageSheet
        let presenting = trace {
            root.present(presented, animated: true) { Trace.record(TraceEvent("presentCompletion")) }
            window.eventLoop.runUntilIdle()
        }
        #expect(presenting.filter { !$0.hasPrefix("layoutSubviews") && !$0.contains("LayoutSubviews") } == [
            "loadView B", "viewDidLoad B", "viewWillAppear B animated:true", "viewDidAppear B animated:true",
            "presentCompletion",
        ])
    }

    @Test func theSheetRisesFromTheBottomEdgeAlongTheSpring() {
        let root = ColorController("A")
        let window = phoneWindow(root: root)
        let presented = ColorController("B")
        presented.modalPresentationStyle = .pageSheet
        presented.sheetPresentationController?.detents = [.medium()]
        root.present(presented, animated: true)
        window.eventLoop.runOnce()
        let sheetView = presented.view.superview!
        #expect(sheetView.frame.minY > 434 && sheetView.frame.minY <= 844)
        window.eventLoop.run(for: 0.1)
        let rising = sheetView.frame.minY
        #expect(rising > 434 && rising < 844)
        #expect(sheetView.frame.height == 402, "below its detent the sheet slides whole")
        window.eventLoop.runUntilIdle()
        #expect(sheetView.frame.minY == 434)
    }

    @Test func anUndimmedDetentLetsTouchesThroughAndDimsAboveIt() {
        let (window, root, _, sheet) = presentedSheet {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
        }
        let dimming = sheet.containerView?.subviews.first
        #expect(dimming?.alpha == 0)
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === root.view)
        sheet.selectedDetentIdentifier = .large
        window.eventLoop.runUntilIdle()
        #expect(dimming?.alpha == 0.2)
        #expect(root.view.transform != .identity)
    }

    @Test func animateChangesMovesTheSheetToTheNewDetentAlongTheSpring() {
        let (window, _, presented, sheet) = presentedSheet { $0.detents = [.medium(), .large()] }
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        window.eventLoop.run(for: 0.1)
        let midway = frameInWindow(presented.view)
        #expect(midway.minY > 57 && midway.minY < 434)
        window.eventLoop.runUntilIdle()
        #expect(frameInWindow(presented.view) == CGRect(x: 0, y: 57, width: 390, height: 787))
    }

    @Test func settingTheSelectedDetentMovesTheSheetAtOnce() {
        let (window, _, presented, sheet) = presentedSheet { $0.detents = [.medium(), .large()] }
        sheet.selectedDetentIdentifier = .large
        window.eventLoop.runOnce()
        #expect(frameInWindow(presented.view) == CGRect(x: 0, y: 57, width: 390, height: 787))
        sheet.prefersGrabberVisible = true
        sheet.preferredCornerRadius = 20
        window.eventLoop.runOnce()
        #expect(sheet.presentedView?.layer.cornerRadius == 20)
    }

    @Test func theGrabberSitsCentredFivePointsBelowTheSheetsTop() {
        let (_, _, _, sheet) = presentedSheet {
            $0.detents = [.medium()]
            $0.prefersGrabberVisible = true
        }
        let grabber = sheet.presentedView?.subviews.last
        #expect(grabber.map(frameInWindow) == CGRect(x: 177, y: 439, width: 36, height: 5))
        #expect(grabber?.isHidden == false)
    }

    @Test func aDragDownOnTheGrabberDismissesTheSheet() {
        let delegate = SheetDelegate()
        let (window, root, presented, sheet) = presentedSheet {
            $0.detents = [.medium(), .large()]
            $0.prefersGrabberVisible = true
            $0.delegate = delegate
        }
        let events = trace {
            window.scheduleDrag(along: [CGPoint(x: 195, y: 441), CGPoint(x: 195, y: 800)], duration: 0.3)
            window.eventLoop.runUntilIdle()
        }
        #expect(sheetEvents(events) == [
            "shouldDismiss", "willDismiss", "viewWillDisappear B animated:true", "viewDidDisappear B animated:true",
            "didDismiss",
        ])
        #expect(root.presentedViewController == nil && presented.view.window == nil)
        #expect(sheet.containerView == nil && root.view.transform == .identity)
    }

    @Test func aModalSheetRefusesTheDragAndReturnsToItsDetent() {
        let delegate = SheetDelegate()
        let (window, root, presented, _) = presentedSheet {
            $0.detents = [.medium(), .large()]
            $0.delegate = delegate
        }
        presented.isModalInPresentation = true
        let events = trace {
            window.scheduleDrag(along: [CGPoint(x: 195, y: 441), CGPoint(x: 195, y: 800)], duration: 0.3)
            window.eventLoop.runUntilIdle()
        }
        #expect(sheetEvents(events) == ["didAttemptToDismiss"])
        #expect(root.presentedViewController === presented)
        #expect(frameInWindow(presented.view) == CGRect(x: 8, y: 434, width: 374, height: 402))
    }

    @Test func theDelegateCanRefuseADismissal() {
        let delegate = SheetDelegate()
        delegate.allowsDismissal = false
        let (window, root, presented, _) = presentedSheet {
            $0.detents = [.medium()]
            $0.delegate = delegate
        }
        let events = trace {
            window.scheduleTap(at: CGPoint(x: 100, y: 100))
            window.eventLoop.runUntilIdle()
        }
        #expect(sheetEvents(events) == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(root.presentedViewController === presented)
    }

    @Test func aTapOnTheDimmingViewDismissesTheSheet() {
        let delegate = SheetDelegate()
        let (window, root, _, _) = presentedSheet {
            $0.detents = [.medium()]
            $0.delegate = delegate
        }
        window.scheduleTap(at: CGPoint(x: 100, y: 100))
        window.eventLoop.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }

    @Test func aDragUpMovesTheSheetToTheLargerDetentAndTellsTheDelegate() {
        let delegate = SheetDelegate()
        let (window, _, presented, sheet) = presentedSheet {
            $0.detents = [.medium(), .large()]
            $0.delegate = delegate
        }
        let events = trace {
            window.scheduleDrag(along: [CGPoint(x: 195, y: 441), CGPoint(x: 195, y: 141)], duration: 0.3)
            window.eventLoop.runUntilIdle()
        }
        #expect(sheetEvents(events) == ["didChangeSelectedDetent com.apple.UIKit.large"])
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(frameInWindow(presented.view) == CGRect(x: 0, y: 57, width: 390, height: 787))
    }

    /// A medium-detent sheet whose view is filled by a scroll view with tall content.
    private func sheetWithScrollView(_ configure: (SheetPresentationController) -> Void)
        -> (Window, SheetPresentationController, ScrollView) {
        let (window, _, presented, sheet) = presentedSheet {
            $0.detents = [.medium(), .large()]
            configure($0)
        }
        let scrollView = ScrollView(frame: presented.view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: presented.view.bounds.width, height: 2000)
        presented.view.addSubview(scrollView)
        window.eventLoop.runUntilIdle()
        return (window, sheet, scrollView)
    }

    /// `prefersScrollingExpandsWhenScrolledToEdge` (true): a drag up in a scroll view at
    /// its top edge takes the sheet from the medium detent to the large one and leaves
    /// the content where it was; at the large detent the same drag scrolls.
    @Test func aDragUpInAScrollViewAtItsTopEdgeExpandsTheSheetFirst() {
        let (window, sheet, scrollView) = sheetWithScrollView { _ in }
        let top = scrollView.contentOffset
        window.scheduleDrag(along: [CGPoint(x: 195, y: 700), CGPoint(x: 195, y: 400)], duration: 0.3)
        window.eventLoop.runUntilIdle()
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(sheet.presentedView?.frame.minY == 57)
        #expect(scrollView.contentOffset == top, "the sheet moved instead of the content")

        window.scheduleDrag(along: [CGPoint(x: 195, y: 700), CGPoint(x: 195, y: 400)], duration: 0.3)
        window.eventLoop.runUntilIdle()
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(scrollView.contentOffset.y > top.y + 250, "at the largest detent the drag scrolls")
    }

    /// With `prefersScrollingExpandsWhenScrolledToEdge` false the drag up scrolls and
    /// the sheet stays at its medium detent; a drag down at the top edge still moves
    /// the sheet (here away), as UIKit's sheets do.
    @Test func withoutExpansionTheDragScrollsAndADragDownAtTheTopStillMovesTheSheet() {
        let (window, sheet, scrollView) = sheetWithScrollView { $0.prefersScrollingExpandsWhenScrolledToEdge = false }
        let top = scrollView.contentOffset
        window.scheduleDrag(along: [CGPoint(x: 195, y: 700), CGPoint(x: 195, y: 500)], duration: 0.3)
        window.eventLoop.runUntilIdle()
        #expect(sheet.selectedDetentIdentifier != .large && sheet.presentedView?.frame.minY == 434)
        #expect(scrollView.contentOffset.y > top.y + 150)

        scrollView.setContentOffset(top, animated: false)
        window.scheduleDrag(along: [CGPoint(x: 195, y: 500), CGPoint(x: 195, y: 840)], duration: 0.3)
        window.eventLoop.runUntilIdle()
        #expect(sheet.containerView == nil, "dragged away: dismissed")
        #expect(scrollView.contentOffset == top)
    }

    @Test(arguments: [(ModalPresentationStyle.formSheet, CGRect(x: 140, y: 280, width: 540, height: 620)),
                      (.automatic, CGRect(x: 140, y: 280, width: 540, height: 620)),
                      (.pageSheet, CGRect(x: 58, y: 34, width: 704, height: 1112))])
    func onAnIPadASheetIsACentredCard(style: ModalPresentationStyle, frame: CGRect) {
        let root = ColorController("A")
        let window = Window(device: Device.all.first { $0.name == "iPad (10th generation)" }!)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        let presented = ColorController("B")
        presented.modalPresentationStyle = style
        presented.sheetPresentationController?.detents = [.medium()]
        root.present(presented, animated: false)
        window.eventLoop.runUntilIdle()
        #expect(frameInWindow(presented.view) == frame)
        #expect(presented.sheetPresentationController?.presentedView?.layer.cornerRadius == 32)
        #expect(root.view.transform == .identity)
    }

    @Test func aDismissedSheetGivesThePresentingViewItsLookBack() {
        let (window, root, presented, _) = presentedSheet()
        presented.dismiss(animated: true)
        window.eventLoop.runUntilIdle()
        #expect(root.view.transform == .identity && root.view.layer.cornerRadius == 0 && !root.view.clipsToBounds)
        #expect(root.view.frame == window.bounds)
    }
}
