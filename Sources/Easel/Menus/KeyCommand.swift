import EaselGraphics
import Foundation

/// A key combination of a hardware keyboard and the action it sends, like
/// `UIKeyCommand`.
///
/// A responder offers key commands through `keyCommands` (a view controller also through
/// `addKeyCommand(_:)`). When a key press (`Window.pressKey(_:modifierFlags:)`) matches
/// one — the same `input`, the same modifiers, Caps Lock aside — of the first responder
/// or a responder after it, the command's action goes to the first responder in the chain
/// that can perform it, and the press goes no further: `pressesBegan(_:with:)` is not
/// called. A text field or text view that is editing handles typing (and ⌘C, ⌘X, ⌘V,
/// ⌘A) first, as iOS 15 and later do, unless the command
/// `wantsPriorityOverSystemBehavior`.
@preconcurrency @MainActor
open class KeyCommand: Command {
    /// The key, like `UIKeyCommand.input`: a character (`"f"`) or a special key's string
    /// (`KeyCommand.inputEscape` …).
    public let input: String?
    /// The modifier keys held with it, like `UIKeyCommand.modifierFlags`.
    public let modifierFlags: KeyModifierFlags
    /// Whether the command comes before text input, like
    /// `UIKeyCommand.wantsPriorityOverSystemBehavior`; `false` by default.
    public var wantsPriorityOverSystemBehavior = false
    /// Whether the system may localize the key, like
    /// `UIKeyCommand.allowsAutomaticLocalization`; kept, nothing localizes here.
    public var allowsAutomaticLocalization = true
    /// Whether the system may mirror the key in right-to-left layouts, like
    /// `UIKeyCommand.allowsAutomaticMirroring`; kept, nothing mirrors here.
    public var allowsAutomaticMirroring = true

    /// A key command with a title for menus and the shortcut overlay, like
    /// `UIKeyCommand(title:subtitle:image:action:input:modifierFlags:propertyList:discoverabilityTitle:attributes:state:)`.
    public init(title: String = "", subtitle: String? = nil, image: Image? = nil, action: Selector, input: String,
                modifierFlags: KeyModifierFlags = [], propertyList: Any? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, subtitle: subtitle, image: image, action: action, propertyList: propertyList,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// A key command without a title, like `UIKeyCommand(input:modifierFlags:action:)`.
    public convenience init(input: String, modifierFlags: KeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A key command with a title for the shortcut overlay, like the deprecated
    /// `UIKeyCommand(input:modifierFlags:action:discoverabilityTitle:)`.
    public convenience init(input: String, modifierFlags: KeyModifierFlags, action: Selector, discoverabilityTitle: String) {
        self.init(action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    /// Whether `key` performs the command: the same input and the same modifiers, Caps
    /// Lock and the numeric keypad flag aside.
    func matches(_ key: Key) -> Bool {
        let ignored: KeyModifierFlags = [.alphaShift, .numericPad]
        return input == key.charactersIgnoringModifiers
            && modifierFlags.subtracting(ignored) == key.modifierFlags.subtracting(ignored)
    }

    // MARK: Special keys (UIKit's strings)

    /// The up arrow key, like `UIKeyCommand.inputUpArrow`.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key, like `UIKeyCommand.inputDownArrow`.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key, like `UIKeyCommand.inputLeftArrow`.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key, like `UIKeyCommand.inputRightArrow`.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key, like `UIKeyCommand.inputEscape`.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// The Delete key, like `UIKeyCommand.inputDelete`.
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    /// The Page Up key, like `UIKeyCommand.inputPageUp`.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key, like `UIKeyCommand.inputPageDown`.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key, like `UIKeyCommand.inputHome`.
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// The End key, like `UIKeyCommand.inputEnd`.
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// The F1 key, like `UIKeyCommand.f1`.
    nonisolated public static let f1 = "UIKeyInputF1"
    /// The F2 key, like `UIKeyCommand.f2`.
    nonisolated public static let f2 = "UIKeyInputF2"
    /// The F3 key, like `UIKeyCommand.f3`.
    nonisolated public static let f3 = "UIKeyInputF3"
    /// The F4 key, like `UIKeyCommand.f4`.
    nonisolated public static let f4 = "UIKeyInputF4"
    /// The F5 key, like `UIKeyCommand.f5`.
    nonisolated public static let f5 = "UIKeyInputF5"
    /// The F6 key, like `UIKeyCommand.f6`.
    nonisolated public static let f6 = "UIKeyInputF6"
    /// The F7 key, like `UIKeyCommand.f7`.
    nonisolated public static let f7 = "UIKeyInputF7"
    /// The F8 key, like `UIKeyCommand.f8`.
    nonisolated public static let f8 = "UIKeyInputF8"
    /// The F9 key, like `UIKeyCommand.f9`.
    nonisolated public static let f9 = "UIKeyInputF9"
    /// The F10 key, like `UIKeyCommand.f10`.
    nonisolated public static let f10 = "UIKeyInputF10"
    /// The F11 key, like `UIKeyCommand.f11`.
    nonisolated public static let f11 = "UIKeyInputF11"
    /// The F12 key, like `UIKeyCommand.f12`.
    nonisolated public static let f12 = "UIKeyInputF12"
}
