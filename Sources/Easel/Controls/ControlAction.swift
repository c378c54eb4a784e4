import EaselGraphics
import Foundation

/// A closure with a title and an image that a control calls when its events happen,
/// like `UIAction`.
///
/// Add one to a control with `Control.addAction(_:for:)`; while its handler runs,
/// `sender` is the control that sent it.
@preconcurrency @MainActor
public final class ControlAction {
    /// A name that tells actions apart, like `UIAction.Identifier`: adding an action
    /// with the identifier of one already on a control for the same events replaces it.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier with `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title, like `UIAction.title` (a button made with the action shows it).
    public var title: String
    /// The action's image, like `UIAction.image`.
    public var image: Image?
    /// The action's identifier, like `UIAction.identifier`: unique unless given.
    public let identifier: Identifier
    /// A longer title for the keyboard shortcut overlay, like
    /// `UIAction.discoverabilityTitle`.
    public var discoverabilityTitle: String?
    /// The object that sent the action while its handler runs (the control), like
    /// `UIAction.sender`; `nil` at any other time.
    public private(set) var sender: AnyObject?

    let handler: @MainActor (ControlAction) -> Void

    /// An action that calls `handler`, like `UIAction(title:image:identifier:discoverabilityTitle:handler:)`.
    /// Without an identifier it gets a unique one.
    public init(title: String = "", image: Image? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, handler: @escaping @MainActor (ControlAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
    }

    /// Calls the handler with `sender` set for the duration of the call.
    func perform(sender: AnyObject?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}
