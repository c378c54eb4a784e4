import Foundation

/// The kind of keyboard a text input asks for, like `UIKeyboardType`.
public enum KeyboardType: Int, Sendable, CaseIterable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad

    /// The deprecated name of `asciiCapable`, like `UIKeyboardType.alphabet`.
    public static let alphabet = KeyboardType.asciiCapable
}

/// How the keyboard looks, like `UIKeyboardAppearance`.
public enum KeyboardAppearance: Int, Sendable, CaseIterable {
    case `default`, dark, light

    /// The deprecated name of `dark`, like `UIKeyboardAppearance.alert`.
    public static let alert = KeyboardAppearance.dark
}

/// What a text input asks of the keyboard, like `UITextInputTraits`: every trait is
/// optional in UIKit, so each has a default here; a conforming type declares the ones
/// it keeps. Easel shows no keyboard: the traits are kept for code that reads them.
@preconcurrency @MainActor
public protocol TextInputTraits: AnyObject {
    /// The kind of keyboard, like `keyboardType`.
    var keyboardType: KeyboardType { get }
    /// How the keyboard looks, like `keyboardAppearance`.
    var keyboardAppearance: KeyboardAppearance { get }
    /// The return key's title, like `returnKeyType`.
    var returnKeyType: ReturnKeyType { get }
    /// Automatic capitalization, like `autocapitalizationType`.
    var autocapitalizationType: TextAutocapitalizationType { get }
    /// Autocorrection, like `autocorrectionType`.
    var autocorrectionType: TextAutocorrectionType { get }
    /// Spell checking, like `spellCheckingType`.
    var spellCheckingType: TextSpellCheckingType { get }
    /// Whether the return key is disabled while there is no text, like
    /// `enablesReturnKeyAutomatically`.
    var enablesReturnKeyAutomatically: Bool { get }
    /// Whether the text is hidden as it is typed, like `isSecureTextEntry`.
    var isSecureTextEntry: Bool { get }
    /// Whether straight quotes become curly ones, like `smartQuotesType`.
    var smartQuotesType: TextSmartQuotesType { get }
    /// Whether double hyphens become dashes, like `smartDashesType`.
    var smartDashesType: TextSmartDashesType { get }
    /// Whether spaces are added and removed around pasted words, like `smartInsertDeleteType`.
    var smartInsertDeleteType: TextSmartInsertDeleteType { get }
    /// What the text is, for autofill, like `textContentType` (`nil`: nothing in particular).
    var textContentType: TextContentType! { get }
}

extension TextInputTraits {
    public var keyboardType: KeyboardType { .default }
    public var keyboardAppearance: KeyboardAppearance { .default }
    public var returnKeyType: ReturnKeyType { .default }
    public var autocapitalizationType: TextAutocapitalizationType { .sentences }
    public var autocorrectionType: TextAutocorrectionType { .default }
    public var spellCheckingType: TextSpellCheckingType { .default }
    public var enablesReturnKeyAutomatically: Bool { false }
    public var isSecureTextEntry: Bool { false }
    public var smartQuotesType: TextSmartQuotesType { .default }
    public var smartDashesType: TextSmartDashesType { .default }
    public var smartInsertDeleteType: TextSmartInsertDeleteType { .default }
    public var textContentType: TextContentType! { nil }
}

/// The title of the keyboard's return key, like `UIReturnKeyType`.
public enum ReturnKeyType: Int, Sendable, CaseIterable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// How typed text is capitalized, like `UITextAutocapitalizationType`.
public enum TextAutocapitalizationType: Int, Sendable, CaseIterable {
    case none, words, sentences, allCharacters
}

/// Whether typed text is autocorrected, like `UITextAutocorrectionType`.
public enum TextAutocorrectionType: Int, Sendable, CaseIterable {
    case `default`, no, yes
}

/// Whether typed text is spell checked, like `UITextSpellCheckingType`.
public enum TextSpellCheckingType: Int, Sendable, CaseIterable {
    case `default`, no, yes
}

/// Whether straight quotes are replaced by curly ones as they are typed, like
/// `UITextSmartQuotesType` (`.default`: as the user's keyboard settings say).
public enum TextSmartQuotesType: Int, Sendable, CaseIterable {
    case `default`, no, yes
}

/// Whether two hyphens are replaced by a dash as they are typed, like
/// `UITextSmartDashesType`.
public enum TextSmartDashesType: Int, Sendable, CaseIterable {
    case `default`, no, yes
}

/// Whether spaces are inserted and deleted around pasted or deleted words, like
/// `UITextSmartInsertDeleteType`.
public enum TextSmartInsertDeleteType: Int, Sendable, CaseIterable {
    case `default`, no, yes
}

/// What a text input holds, for autofill, like `UITextContentType`.
public struct TextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A user name.
    public static let username = TextContentType(rawValue: "username")
    /// A password.
    public static let password = TextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = TextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
    /// An email address.
    public static let emailAddress = TextContentType(rawValue: "email")
    /// A person's full name.
    public static let name = TextContentType(rawValue: "name")
    /// A telephone number.
    public static let telephoneNumber = TextContentType(rawValue: "tel")
    /// A URL.
    public static let URL = TextContentType(rawValue: "url")
}
