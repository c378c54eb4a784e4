import Foundation

/// A nib file's contents, like `UINib`: the same class as Easel's `Nib`. Nibs do not
/// exist on Linux: one gives no objects, reported.
public typealias UINib = Nib

extension Bundle {
    /// The top-level objects of the nib `name`, like UIKit's
    /// `Bundle.loadNibNamed(_:owner:options:)`: none, reported, since nibs do not exist
    /// on Linux (`Bundle.main.loadNibNamed("Card", owner: nil)?.first as? CardView` is `nil`).
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        Nib.reportNotLoaded(name)
        return []
    }
}
