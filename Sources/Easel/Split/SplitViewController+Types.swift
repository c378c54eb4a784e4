import Foundation

extension SplitViewController {
    /// How many columns the interface has, like `UISplitViewController.Style`.
    public enum Style: Int, Sendable {
        /// The classic interface, set up with `viewControllers` (primary and secondary), like `.unspecified`.
        case unspecified = 0
        /// A primary and a secondary column, like `.doubleColumn`.
        case doubleColumn = 1
        /// A primary, a supplementary and a secondary column, like `.tripleColumn`.
        case tripleColumn = 2
    }

    /// A column of the interface, like `UISplitViewController.Column`.
    public enum Column: Int, Sendable {
        /// The leading column, like `.primary`.
        case primary = 0
        /// The middle column of a triple-column interface, like `.supplementary`.
        case supplementary = 1
        /// The detail column, like `.secondary`.
        case secondary = 2
        /// What a collapsed interface shows, when set, like `.compact`.
        case compact = 3
        /// The trailing inspector column, like `.inspector` (Easel does not lay it out).
        case inspector = 4
    }

    /// How the columns share the screen, like `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable {
        /// Chosen by the split view controller, like `.automatic`.
        case automatic = 0
        /// The secondary column alone, like `.secondaryOnly`.
        case secondaryOnly = 1
        /// One column beside the secondary, like `.oneBesideSecondary`.
        case oneBesideSecondary = 2
        /// One column over the secondary, which fills the view, like `.oneOverSecondary`.
        case oneOverSecondary = 3
        /// Two columns beside the secondary, like `.twoBesideSecondary`.
        case twoBesideSecondary = 4
        /// Two columns over the secondary, like `.twoOverSecondary`.
        case twoOverSecondary = 5
        /// Two columns pushing the secondary partly off screen, like `.twoDisplaceSecondary`.
        case twoDisplaceSecondary = 6

        /// The classic name of `.secondaryOnly`, like `.primaryHidden`.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The classic name of `.oneBesideSecondary`, like `.allVisible`.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The classic name of `.oneOverSecondary`, like `.primaryOverlay`.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// How the leading columns sit beside the secondary one, like
    /// `UISplitViewController.SplitBehavior`.
    public enum SplitBehavior: Int, Sendable {
        /// Chosen by the split view controller (`.tile` in Easel), like `.automatic`.
        case automatic = 0
        /// Side by side, like `.tile`.
        case tile = 1
        /// Over the secondary column, like `.overlay`.
        case overlay = 2
        /// Pushing the secondary column aside, like `.displace`.
        case displace = 3
    }
}
