/// The modifier keys held with a key or a pointer, like `UIKeyModifierFlags`; the same
/// type as Easel's `KeyModifierFlags`.
public typealias UIKeyModifierFlags = KeyModifierFlags

/// A key of a hardware keyboard, like `UIKey`; the same class as Easel's `Key`.
public typealias UIKey = Key

/// A menu command that sends an action along the responder chain, like `UICommand`;
/// the same class as Easel's `Command`.
public typealias UICommand = Command

/// A key combination and the action it sends, like `UIKeyCommand`; the same class as
/// Easel's `KeyCommand`, performed by the key presses `UIWindow.pressKey(_:modifierFlags:)`
/// makes.
public typealias UIKeyCommand = KeyCommand
