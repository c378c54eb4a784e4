import EaselGraphics
import Foundation

/// A closure with a title and an image that a control calls when its events happen,
/// or a row of a menu, like `UIAction`.
///
/// Add one to a control with `Control.addAction(_:for:)`; while its handler runs,
/// `sender` is the control that sent it (in a menu, the button or bar button item that
/// opened the menu). In a menu its `state` puts a checkmark beside it and its
/// `attributes` dim, redden or hide it.
@preconcurrency @MainActor
public final class ControlAction: MenuElement {
    /// A name that tells actions apart, like `UIAction.Identifier`: adding an action
    /// with the identifier of one already on a control for the same events replaces it.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier with `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's identifier, like `UIAction.identifier`: unique unless given.
    public let identifier: Identifier
    /// A longer title for the keyboard shortcut overlay, like
    /// `UIAction.discoverabilityTitle`.
    public var discoverabilityTitle: String?
    /// How the action looks and behaves in a menu, like `UIAction.attributes`.
    public var attributes: Attributes
    /// Whether a menu shows a checkmark beside the action, like `UIAction.state`.
    public var state: State
    /// The object that sent the action while its handler runs (the control), like
    /// `UIAction.sender`; `nil` at any other time.
    public private(set) var sender: AnyObject?

    let handler: @MainActor (ControlAction) -> Void

    /// An action that calls `handler`, like
    /// `UIAction(title:subtitle:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
    /// Without an identifier it gets a unique one.
    public init(title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                handler: @escaping @MainActor (ControlAction) -> Void) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Calls the handler with `sender` set for the duration of the call.
    func perform(sender: AnyObject?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}
