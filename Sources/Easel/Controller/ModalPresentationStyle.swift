import Foundation

/// How a presented controller covers the screen, like `UIModalPresentationStyle`.
///
/// Easel shows presentations full screen with UIKit's cover-vertical slide. The
/// default is `.fullScreen`, UIKit's default before iOS 13; the sheet styles of iOS 13
/// and later (`.automatic`, `.pageSheet`) are not available.
public enum ModalPresentationStyle: Sendable {
    /// The presented view covers the window; the presenting controller disappears
    /// (`viewWillDisappear`/`viewDidDisappear`) and its view leaves the window once
    /// the presentation completes.
    case fullScreen
    /// The presented view covers the window over the presenting view, which stays in
    /// the window and gets no disappearance callbacks.
    case overFullScreen
}
