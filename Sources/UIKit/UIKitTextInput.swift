import Foundation

/// A one-line editable text field, like `UITextField`; the same class as Easel's
/// `TextField`.
public typealias UITextField = TextField

/// The text field's delegate, like `UITextFieldDelegate`; the same protocol as Easel's
/// `TextFieldDelegate`.
public typealias UITextFieldDelegate = TextFieldDelegate

/// The border styles of a text field, like `UITextField.BorderStyle` (also spelled
/// `UITextBorderStyle`).
public typealias UITextBorderStyle = TextField.BorderStyle

/// Typing into a responder, like `UIKeyInput`; the same protocol as Easel's `KeyInput`.
public typealias UIKeyInput = KeyInput

/// Reading and moving a text input's selection, like `UITextInput`; the same protocol
/// as Easel's `TextInput` (without marked text, the tokenizer and selection rectangles).
public typealias UITextInput = TextInput

/// The kind of keyboard, like `UIKeyboardType`.
public typealias UIKeyboardType = KeyboardType

/// The return key's title, like `UIReturnKeyType`.
public typealias UIReturnKeyType = ReturnKeyType

/// Automatic capitalization, like `UITextAutocapitalizationType`.
public typealias UITextAutocapitalizationType = TextAutocapitalizationType

/// Autocorrection, like `UITextAutocorrectionType`.
public typealias UITextAutocorrectionType = TextAutocorrectionType

/// Spell checking, like `UITextSpellCheckingType`.
public typealias UITextSpellCheckingType = TextSpellCheckingType

/// Curly quotes as they are typed, like `UITextSmartQuotesType`.
public typealias UITextSmartQuotesType = TextSmartQuotesType

/// Dashes as they are typed, like `UITextSmartDashesType`.
public typealias UITextSmartDashesType = TextSmartDashesType

/// Spaces around pasted words, like `UITextSmartInsertDeleteType`.
public typealias UITextSmartInsertDeleteType = TextSmartInsertDeleteType

/// What a text input holds, like `UITextContentType`.
public typealias UITextContentType = TextContentType

/// The space the keyboard takes, like `UIKeyboardLayoutGuide`; the same class as
/// Easel's `KeyboardLayoutGuide`.
public typealias UIKeyboardLayoutGuide = KeyboardLayoutGuide

/// Scrolling, editable, multi-line text, like `UITextView`; the same class as Easel's
/// `TextView`.
public typealias UITextView = TextView

/// The kinds of data a text view turns into links, like `UIDataDetectorTypes`; the same
/// type as Easel's `DataDetectorTypes`.
public typealias UIDataDetectorTypes = DataDetectorTypes

/// The text view's delegate, like `UITextViewDelegate`; the same protocol as Easel's
/// `TextViewDelegate`.
public typealias UITextViewDelegate = TextViewDelegate

/// A search field in a bar, like `UISearchBar`; the same class as Easel's `SearchBar`.
public typealias UISearchBar = SearchBar

/// The search bar's delegate, like `UISearchBarDelegate`; the same protocol as Easel's
/// `SearchBarDelegate`.
public typealias UISearchBarDelegate = SearchBarDelegate

/// How the keyboard looks, like `UIKeyboardAppearance`.
public typealias UIKeyboardAppearance = KeyboardAppearance

/// What a text input asks of the keyboard, like `UITextInputTraits`.
public typealias UITextInputTraits = TextInputTraits

/// A place in a text input's text, like `UITextPosition`.
public typealias UITextPosition = TextPosition

/// A range of a text input's text, like `UITextRange`.
public typealias UITextRange = TextRange
