import EaselGraphics
import Foundation

/// A menu entry that sends an action message along the responder chain, like
/// `UICommand`; `KeyCommand` adds the key that performs it.
///
/// The action is a `Selector` made from a method reference (`Selector(Editor.bold(_:))`,
/// the Linux form of `#selector(bold(_:))`): it is sent, with the command as sender, to
/// the first responder that implements it, starting at the first responder.
@preconcurrency @MainActor
open class Command: MenuElement {
    /// The action message the command sends, like `UICommand.action`.
    public let action: Selector
    /// A value that tells commands with the same action apart, like
    /// `UICommand.propertyList`; the action method reads it from its sender.
    public let propertyList: Any?
    /// A longer title for the keyboard shortcut overlay, like
    /// `UICommand.discoverabilityTitle` (no overlay is shown here).
    public var discoverabilityTitle: String?
    /// How the command looks and behaves in a menu, like `UICommand.attributes`.
    public var attributes: Attributes
    /// Whether a menu shows a checkmark beside the command, like `UICommand.state`.
    public var state: State

    /// A command that sends `action`, like
    /// `UICommand(title:subtitle:image:action:propertyList:discoverabilityTitle:attributes:state:)`
    /// (without `alternates`, see PortingFromUIKit).
    public init(title: String, subtitle: String? = nil, image: Image? = nil, action: Selector,
                propertyList: Any? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: subtitle, image: image)
    }
}
