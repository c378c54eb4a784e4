import Foundation

/// The Edit button: a bar item that toggles the controller's editing state.
extension ViewController {
    /// A bar item that toggles editing, like `UIViewController.editButtonItem`: it
    /// reads Edit, and Done in the prominent style while editing (as iOS 26's Done
    /// item), and a tap calls `setEditing(!isEditing, animated: true)`.
    public var editButtonItem: BarButtonItem {
        if let item = editButtonItemStorage { return item }
        let item = BarButtonItem(title: nil) { [weak self] _ in
            guard let self else { return }
            setEditing(!isEditing, animated: true)
        }
        editButtonItemStorage = item
        updateEditButtonItem()
        return item
    }

    /// Shows the editing state on the Edit button, if it was made.
    func updateEditButtonItem() {
        guard let item = editButtonItemStorage else { return }
        item.title = isEditing ? BarButtonItem.SystemItem.done.title : BarButtonItem.SystemItem.edit.title
        item.style = isEditing ? .done : .plain
    }
}
