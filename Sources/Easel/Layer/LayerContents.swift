import EaselGraphics
import Foundation

/// A value a layer shows as its `contents` besides an `Image`: Core Graphics' image
/// (`CGImage`), which iOS code assigns. The modules of this package that define such
/// types conform them.
package protocol LayerContents {
    /// The pixels the layer shows.
    var layerContentsImage: Image { get }
}

extension Layer {
    /// The image a `contents` value shows: an `Image`, or the image of a
    /// `LayerContents` value; `nil` for `nil` and, reported, for anything else, which
    /// Core Animation shows nothing of.
    static func image(ofContents contents: Any?) -> Image? {
        guard let contents else { return nil }
        if let image = contents as? Image { return image }
        if let convertible = contents as? LayerContents { return convertible.layerContentsImage }
        Diagnostics.report("CALayer.contents: a \(type(of: contents)) is not an image (a CGImage); the layer shows no content")
        return nil
    }
}
