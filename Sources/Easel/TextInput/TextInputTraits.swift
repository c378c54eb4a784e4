import Foundation

/// The kind of keyboard a text input asks for, like `UIKeyboardType`.
public enum KeyboardType: Int, Sendable, CaseIterable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
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
