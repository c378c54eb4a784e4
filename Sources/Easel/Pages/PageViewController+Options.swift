import Foundation

extension PageViewController {
    /// How pages change, like `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over the next, like `.pageCurl`. Easel draws no curl: the pages
        /// change without it (reported once for an animated change).
        case pageCurl = 0
        /// The pages scroll side by side, like `.scroll`.
        case scroll = 1
    }

    /// The axis the pages follow, like `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable {
        /// Left to right, like `.horizontal`.
        case horizontal = 0
        /// Top to bottom, like `.vertical`.
        case vertical = 1
    }

    /// Which way a change goes, like `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page (it comes in from the trailing or bottom edge), like `.forward`.
        case forward = 0
        /// To the previous page (it comes in from the leading or top edge), like `.reverse`.
        case reverse = 1
    }

    /// Where the spine of a page-curl book is, like `UIPageViewController.SpineLocation`.
    public enum SpineLocation: Int, Sendable {
        /// No spine: the scroll style's, like `.none`.
        case none = 0
        /// At the leading or top edge, one page shown, like `.min`.
        case min = 1
        /// In the middle, two pages shown side by side, like `.mid`.
        case mid = 2
        /// At the trailing or bottom edge, one page shown, like `.max`.
        case max = 3
    }

    /// The keys of the options dictionary of `init(transitionStyle:navigationOrientation:options:)`,
    /// like `UIPageViewController.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A `SpineLocation` (or its raw value) for the page-curl style, like
        /// `.spineLocation`.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages of the scroll style, in points (a number), like
        /// `.interPageSpacing` (0 by default).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}
