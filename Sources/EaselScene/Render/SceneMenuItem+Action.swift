import Easel
import EaselGraphics

extension SceneMenuItem {
    /// The `UIAction` the item stands for. Its handler does nothing: the menu traces the
    /// choice (`menuAction`).
    @MainActor var action: ControlAction {
        var attributes: MenuElement.Attributes = []
        if isDestructive { attributes.insert(.destructive) }
        if isDisabled { attributes.insert(.disabled) }
        return ControlAction(title: title, image: systemImage.flatMap { Image(systemName: $0) }, attributes: attributes,
                             state: isOn ? .on : .off) { _ in }
    }
}
