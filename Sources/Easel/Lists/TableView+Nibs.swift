import Foundation

/// Registering nibs, which do not exist on Linux (see `Nib`).
extension TableView {
    /// Registers `nib` for the cells of `identifier`, like
    /// `UITableView.register(_:forCellReuseIdentifier:)` given a `UINib`. As in UIKit, it
    /// replaces a class registered for the identifier; but the nib has no cell to make
    /// here: the registration is reported, and dequeuing the identifier gives UIKit's
    /// "unable to dequeue" diagnostic and a plain cell. The nib is not optional, so that
    /// `register(nil, forCellReuseIdentifier:)` keeps removing a class registration.
    public func register(_ nib: Nib, forCellReuseIdentifier identifier: String) {
        register(nil as AnyClass?, forCellReuseIdentifier: identifier)
        reportNib(nib, identifier: identifier, kind: "UITableViewCell")
    }

    /// Registers `nib` for the headers and footers of `identifier`, like
    /// `UITableView.register(_:forHeaderFooterViewReuseIdentifier:)` given a `UINib`:
    /// reported, and the identifier keeps no class, as for cells.
    public func register(_ nib: Nib, forHeaderFooterViewReuseIdentifier identifier: String) {
        register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: identifier)
        reportNib(nib, identifier: identifier, kind: "UITableViewHeaderFooterView")
    }

    private func reportNib(_ nib: Nib, identifier: String, kind: String) {
        Trace.diagnostic("registering nib \"\(nib.name ?? "from data")\" for identifier \(identifier): nibs do not exist "
                         + "on Linux; register a class of kind \(kind)", view: traceName)
    }
}
