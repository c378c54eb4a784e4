import Foundation

/// Registering nibs, which do not exist on Linux (see `Nib`).
extension CollectionView {
    /// Registers `nib` for the cells of `identifier`, like
    /// `UICollectionView.register(_:forCellWithReuseIdentifier:)` given a `UINib`. As in
    /// UIKit, it replaces a class registered for the identifier; but the nib has no cell
    /// to make here: the registration is reported, and dequeuing the identifier gives
    /// UIKit's "could not dequeue" diagnostic. The nib is not optional, so that a `nil`
    /// registration keeps meaning a class's removal.
    public func register(_ nib: Nib, forCellWithReuseIdentifier identifier: String) {
        register(nil as AnyClass?, forCellWithReuseIdentifier: identifier)
        reportNib(nib, identifier: identifier, kind: "UICollectionViewCell")
    }

    /// Registers `nib` for the supplementary views of `elementKind` and `identifier`,
    /// like `UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`
    /// given a `UINib`: reported, and the identifier keeps no class, as for cells.
    public func register(_ nib: Nib, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        register(nil as AnyClass?, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
        reportNib(nib, identifier: identifier, kind: "UICollectionReusableView")
    }

    private func reportNib(_ nib: Nib, identifier: String, kind: String) {
        Trace.diagnostic("registering nib \"\(nib.name ?? "from data")\" for identifier \(identifier): nibs do not exist "
                         + "on Linux; register a class of kind \(kind)", view: traceName)
    }
}
