import Foundation

/// Images with borders that keep their size, like `UIImage.resizableImage(withCapInsets:)`
/// (a chat bubble, a button background): drawn larger or smaller, the corners stay as
/// they are, the edges and the centre stretch or repeat (see `NineSlice`). Drawing one,
/// and showing one in an image view or as a layer's contents, fits it so.
extension Image {
    /// How the part of a resizable image between its caps fills a larger area, like
    /// `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Sendable {
        /// The part repeats at its size (UIKit's default).
        case tile
        /// The part stretches.
        case stretch
    }

    /// What makes an image resizable: its caps and how the rest fills.
    package struct Resizing: Equatable, Sendable {
        package let capInsets: EdgeInsets
        package let mode: ResizingMode
    }

    /// The borders that keep their size when the image is drawn at another size, like
    /// `UIImage.capInsets`; zero for an image that is not resizable.
    public var capInsets: EdgeInsets { resizing?.capInsets ?? .zero }

    /// How the part between the caps fills the rest, like `UIImage.resizingMode`
    /// (`.tile` for an image that is not resizable, as UIKit says).
    public var resizingMode: ResizingMode { resizing?.mode ?? .tile }

    /// The same pixels with caps `capInsets` (in points) whose centre repeats, like
    /// `UIImage.resizableImage(withCapInsets:)`.
    public func resizableImage(withCapInsets capInsets: EdgeInsets) -> Image {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same pixels with caps `capInsets` (in points) and the rest filled as
    /// `resizingMode` says, like `UIImage.resizableImage(withCapInsets:resizingMode:)`:
    /// with no caps, a tiled image repeats whole and a stretched one scales as usual.
    /// Negative caps count as zero.
    public func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode) -> Image {
        let caps = EdgeInsets(top: max(0, capInsets.top), left: max(0, capInsets.left),
                              bottom: max(0, capInsets.bottom), right: max(0, capInsets.right))
        return with { $0.resizing = Resizing(capInsets: caps, mode: resizingMode) }
    }

    /// The pieces the image is drawn in to fill `destination`: nine (or fewer) when it
    /// is resizable, else one of the whole image.
    package func pieces(filling destination: CGRect) -> [NineSlice.Piece] {
        let source = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        guard let resizing else { return [NineSlice.Piece(source: source, destination: destination, tiles: false)] }
        return NineSlice(source: source, scale: scale, caps: resizing.capInsets, tiles: resizing.mode == .tile,
                         destination: destination).pieces
    }
}
