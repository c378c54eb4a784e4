import Easel

extension SceneBarButtonItem {
    /// A new `BarButtonItem` made as UIKit code makes it: from its title, symbol image or
    /// system item, with the style, state and identifier of the file.
    @MainActor
    func make() -> BarButtonItem {
        let item: BarButtonItem = switch content {
        case .title(let title): BarButtonItem(title: title)
        case .systemImage(let name): BarButtonItem(image: Image(systemName: name))
        case .systemItem(let systemItem): BarButtonItem(barButtonSystemItem: systemItem)
        }
        if let style { item.style = style }
        item.isEnabled = isEnabled
        item.accessibilityIdentifier = id
        return item
    }
}
