import Foundation

/// How a presented controller covers the screen, like `UIModalPresentationStyle`.
///
/// The full-screen styles slide up from the bottom edge with UIKit's cover-vertical
/// transition; the sheet styles (`.pageSheet`, `.formSheet`, `.automatic`) are shown
/// by a `SheetPresentationController`. The default, as in UIKit since iOS 13, is
/// `.automatic`: a controller presented without a style is a sheet, and the presenting
/// controller stays on screen (scaled back behind it at the full height, on an iPhone).
public enum ModalPresentationStyle: Sendable {
    /// The presented view covers the window; the presenting controller disappears
    /// (`viewWillDisappear`/`viewDidDisappear`) and its view leaves the window once
    /// the presentation completes.
    case fullScreen
    /// The presented view covers the window over the presenting view, which stays in
    /// the window and gets no disappearance callbacks.
    case overFullScreen
    /// The presented view covers the view of the controller that defines the
    /// presentation context, like `UIModalPresentationStyle.currentContext`: from the
    /// presenting controller UIKit walks up the parents to the first whose
    /// `definesPresentationContext` is true (a navigation controller's is), else the
    /// topmost. That controller presents, disappears, and its view leaves the
    /// hierarchy once the presentation completes; bars outside its view (a tab bar
    /// around it) stay on screen.
    case currentContext
    /// The presented view covers the context's view as with `.currentContext`, which
    /// stays in the hierarchy and gets no disappearance callbacks, like
    /// `UIModalPresentationStyle.overCurrentContext`.
    case overCurrentContext
    /// A sheet over the presenting view, like `UIModalPresentationStyle.pageSheet`:
    /// on an iPhone it rests at its detents and scales the presenting view back at the
    /// full height; on an iPad it is a card 704 points wide. The presenting controller
    /// stays in the window and gets no disappearance callbacks.
    case pageSheet
    /// A sheet, like `UIModalPresentationStyle.formSheet`: a page sheet on an iPhone,
    /// a centred card of the controller's `preferredContentSize` (540 × 620 points
    /// without one) on an iPad.
    case formSheet
    /// The system's choice, like `UIModalPresentationStyle.automatic`, the default:
    /// what UIKit chooses for a controller of its own since iOS 18, a form sheet (so a
    /// page sheet on an iPhone, a 540 × 620 point card on an iPad). Controllers that
    /// UIKit shows otherwise set their own style (an `AlertController` is shown over
    /// full screen).
    case automatic
    /// Shown by the presentation controller the presented controller's
    /// `transitioningDelegate` makes (`presentationController(forPresented:presenting:source:)`,
    /// a plain `PresentationController` without one), like
    /// `UIModalPresentationStyle.custom`: the presented view rests at its
    /// `frameOfPresentedViewInContainerView` over the presenting view, which stays in
    /// the window unless `shouldRemovePresentersView` says otherwise.
    case custom
    /// A popover beside its source, like `UIModalPresentationStyle.popover`, shown by
    /// a `PopoverPresentationController`: in a horizontally regular environment the
    /// content sits at its `preferredContentSize` in a rounded bubble whose arrow points
    /// at the source, over the presenting view (not dimmed), and a tap outside
    /// dismisses it. In a horizontally compact one it adapts, as since iOS 13, to a
    /// `.formSheet` (so a page sheet on an iPhone), unless the delegate's
    /// `adaptivePresentationStyle(for:traitCollection:)` chooses another style or
    /// `.none`, which keeps the popover.
    case popover
    /// No presentation style, like `UIModalPresentationStyle.none`: what a presentation
    /// controller's delegate returns from `adaptivePresentationStyle(for:traitCollection:)`
    /// to keep the presentation's own style, and the style a transition that is not a
    /// presentation or dismissal reports (a navigation controller's push or pop, see
    /// `ViewControllerContextTransitioning.presentationStyle`). Presenting a controller
    /// of this style is reported and shows it as `.fullScreen`, as UIKit raises for it.
    case none

    /// The style UIKit shows: `.automatic` resolved to `.formSheet` (iOS 18 and later;
    /// earlier releases chose `.pageSheet`, the same on an iPhone), the others as set.
    var resolved: ModalPresentationStyle { self == .automatic ? .formSheet : self }

    /// Whether the style shows a sheet.
    var isSheet: Bool {
        switch self {
        case .pageSheet, .formSheet, .automatic: true
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom, .popover, .none: false
        }
    }

    /// Whether the style covers the presentation context rather than the window.
    var coversContext: Bool { self == .currentContext || self == .overCurrentContext }

    /// Whether the presenting controller disappears and its view leaves the hierarchy.
    var removesPresentingView: Bool { self == .fullScreen || self == .currentContext }
}
