import Foundation

extension Image {
    /// The SF Symbol named `name`, like `UIImage(systemName:)`: always `nil` here, with
    /// a diagnostic naming the symbol.
    ///
    /// SF Symbols are Apple's, licensed for Apple platforms only, so Easel has none:
    /// every name is one the system does not know, for which UIKit's documented result
    /// is `nil`. Code that falls back on a missing symbol (`?? placeholder`) keeps
    /// working; an image view given `nil` has no intrinsic size, where on iOS the
    /// symbol would size it.
    public convenience init?(systemName name: String) {
        Diagnostics.report("UIImage(systemName: \"\(name)\"): SF Symbols are not available on Linux; nil")
        return nil
    }
}
