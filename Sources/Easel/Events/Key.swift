import Foundation

/// A key of a hardware keyboard in a press, like `UIKey` (a `Press`'s `key`).
///
/// Easel has no keyboard: a key is made by `Window.pressKey(_:modifierFlags:)`, which
/// delivers it as UIKit delivers a hardware key press (see `Window+KeyPresses`).
@preconcurrency @MainActor
public final class Key {
    /// What the key types with its modifiers, like `UIKey.characters` (shift uppercases
    /// a letter).
    public let characters: String
    /// What the key types without its modifiers, like `UIKey.charactersIgnoringModifiers`:
    /// what a `KeyCommand`'s `input` is compared with.
    public let charactersIgnoringModifiers: String
    /// The modifier keys held, like `UIKey.modifierFlags`.
    public let modifierFlags: KeyModifierFlags

    /// A key that types `charactersIgnoringModifiers` (`"a"`, or a special key's input
    /// string such as `KeyCommand.inputEscape`) with `modifierFlags` held.
    public init(charactersIgnoringModifiers: String, modifierFlags: KeyModifierFlags = []) {
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        let shifted = !modifierFlags.isDisjoint(with: [.shift, .alphaShift])
        let special = charactersIgnoringModifiers.hasPrefix("UIKeyInput")
        characters = shifted && !special ? charactersIgnoringModifiers.uppercased() : charactersIgnoringModifiers
    }
}
