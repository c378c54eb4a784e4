import Easel
import Foundation

/// UIKit's preconfigured system images (iOS 13), which are SF Symbols images at the
/// default configuration, made by the same machinery as `UIImage(systemName:)`.
extension UIImage {
    /// The standard image for adding content, like `UIImage.add`: the `plus` symbol.
    public class var add: UIImage { preconfigured("plus") }

    /// The standard image for removing content, like `UIImage.remove`: the `minus` symbol.
    public class var remove: UIImage { preconfigured("minus") }

    /// The standard image for more actions, like `UIImage.actions`: the `ellipsis` symbol.
    public class var actions: UIImage { preconfigured("ellipsis") }

    /// The standard checkmark, like `UIImage.checkmark`: the `checkmark` symbol (Apple
    /// describes it on a filled circle, which Easel's own symbols do not draw).
    public class var checkmark: UIImage { preconfigured("checkmark") }

    /// The stroked checkmark, like `UIImage.strokedCheckmark`: the `checkmark` symbol
    /// (Apple describes it on a tinted circle with a white border, not drawn here).
    public class var strokedCheckmark: UIImage { preconfigured("checkmark") }

    /// The symbol `name`, which Easel draws.
    private static func preconfigured(_ name: String) -> UIImage {
        UIImage(systemName: name) ?? UIImage()
    }
}
