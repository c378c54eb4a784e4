import Foundation

/// The type of `#colorLiteral(red:green:blue:alpha:)` (Xcode's color swatches), as in
/// UIKit: `UIColor`.
public typealias _ColorLiteralType = UIColor

/// The type of `#imageLiteral(resourceName:)` (Xcode's image thumbnails), as in UIKit:
/// `UIImage`.
public typealias _ImageLiteralType = UIImage

extension Image: _ExpressibleByImageLiteral {
    /// The image `#imageLiteral(resourceName:)` names: `UIImage(named:)` in the main
    /// bundle. Where UIKit traps on a name it cannot find, this is an empty image, with
    /// a diagnostic.
    public convenience init(imageLiteralResourceName name: String) {
        guard let image = Image(named: name) else {
            Diagnostics.report("#imageLiteral(resourceName: \"\(name)\"): no such image in the main bundle; an empty image stands in")
            self.init(adopting: Bitmap(width: 0, height: 0, rgbaBytes: []), scale: 1)
            return
        }
        self.init(adopting: image.bitmap, scale: image.scale, attributes: image.attributes)
    }
}
