import Foundation

/// The animation that shows and hides a controller presented over full screen or over
/// a context, like `UIModalTransitionStyle` (`ViewController.modalTransitionStyle`).
/// The sheet styles always rise from the bottom edge.
public enum ModalTransitionStyle: Sendable {
    /// The presented view slides up from the bottom edge of the area it covers, and
    /// back down on dismissal, like `UIModalTransitionStyle.coverVertical` (the default).
    case coverVertical
    /// A three-dimensional flip about the vertical axis, like
    /// `UIModalTransitionStyle.flipHorizontal`. Easel draws no perspective: it slides
    /// the view as `.coverVertical` does, with a diagnostic.
    case flipHorizontal
    /// The presented view fades in over the presenting one, and out on dismissal, like
    /// `UIModalTransitionStyle.crossDissolve`; its opacity follows the transition's
    /// timing, clamped to 0…1.
    case crossDissolve
    /// A page curl, like `UIModalTransitionStyle.partialCurl`. Easel slides the view as
    /// `.coverVertical` does, with a diagnostic.
    case partialCurl
}
