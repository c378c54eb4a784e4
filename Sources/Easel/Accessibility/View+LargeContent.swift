import EaselGraphics
import Foundation

/// What the large content viewer shows for a view, like UIKit's `UILargeContentViewerItem`
/// properties of `UIView` (iOS 13). The viewer appears when a person with an
/// accessibility text size long-presses a bar item; Easel has no such gesture or
/// overlay, so these are kept for code that reads them and show nothing.
extension View {
    /// Whether the large content viewer shows this view, like
    /// `UIView.showsLargeContentViewer`; `false` by default.
    public var showsLargeContentViewer: Bool {
        get { occasionalProperties?.showsLargeContentViewer ?? false }
        set { occasional.showsLargeContentViewer = newValue }
    }

    /// The title the viewer shows, like `UIView.largeContentTitle`; `nil` by default.
    public var largeContentTitle: String? {
        get { occasionalProperties?.largeContentTitle }
        set { occasional.largeContentTitle = newValue }
    }

    /// The image the viewer shows, like `UIView.largeContentImage`; `nil` by default.
    public var largeContentImage: Image? {
        get { occasionalProperties?.largeContentImage }
        set { occasional.largeContentImage = newValue }
    }

    /// Whether the viewer scales the image up, like `UIView.scalesLargeContentImage`;
    /// `false` by default.
    public var scalesLargeContentImage: Bool {
        get { occasionalProperties?.scalesLargeContentImage ?? false }
        set { occasional.scalesLargeContentImage = newValue }
    }

    /// The insets of the image in the viewer, like `UIView.largeContentImageInsets`.
    public var largeContentImageInsets: EdgeInsets {
        get { occasionalProperties?.largeContentImageInsets ?? .zero }
        set { occasional.largeContentImageInsets = newValue }
    }
}
