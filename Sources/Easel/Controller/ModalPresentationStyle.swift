import Foundation

/// How a presented controller covers the screen, like `UIModalPresentationStyle`.
///
/// The full-screen styles slide up from the bottom edge with UIKit's cover-vertical
/// transition; the sheet styles (`.pageSheet`, `.formSheet`, `.automatic`) are shown
/// by a `SheetPresentationController`. Easel's default is `.fullScreen`, UIKit's
/// default before iOS 13 (iOS 13 and later default to `.automatic`, a page sheet).
public enum ModalPresentationStyle: Sendable {
    /// The presented view covers the window; the presenting controller disappears
    /// (`viewWillDisappear`/`viewDidDisappear`) and its view leaves the window once
    /// the presentation completes.
    case fullScreen
    /// The presented view covers the window over the presenting view, which stays in
    /// the window and gets no disappearance callbacks.
    case overFullScreen
    /// A sheet over the presenting view, like `UIModalPresentationStyle.pageSheet`:
    /// on an iPhone it rests at its detents and scales the presenting view back at the
    /// full height; on an iPad it is a card 704 points wide. The presenting controller
    /// stays in the window and gets no disappearance callbacks.
    case pageSheet
    /// A sheet, like `UIModalPresentationStyle.formSheet`: a page sheet on an iPhone,
    /// a centred card of the controller's `preferredContentSize` (540 × 620 points
    /// without one) on an iPad.
    case formSheet
    /// The system's choice, like `UIModalPresentationStyle.automatic`: a page sheet,
    /// as UIKit chooses for a controller of its own.
    case automatic

    /// Whether the style shows a sheet.
    var isSheet: Bool {
        switch self {
        case .pageSheet, .formSheet, .automatic: true
        case .fullScreen, .overFullScreen: false
        }
    }
}
