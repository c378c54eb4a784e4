import Testing
import UIKit

/// The `UITextInputTraits` settings, which UIKit's text field, text view and search
/// bar all take: UIKit's raw values and defaults, kept as set; a search bar's are its
/// search field's.
@MainActor
@Suite struct TextInputTraitSettingsTests {
    @Test func keyboardTypesHaveUIKitsRawValues() {
        let types: [UIKeyboardType] = [.default, .asciiCapable, .numbersAndPunctuation, .URL, .numberPad, .phonePad,
                                       .namePhonePad, .emailAddress, .decimalPad, .twitter, .webSearch,
                                       .asciiCapableNumberPad]
        #expect(types.map(\.rawValue) == Array(0...11))
        #expect(UIKeyboardType.alphabet == .asciiCapable)
        #expect(UIKeyboardAppearance.alert == .dark)
        #expect(UITextSmartQuotesType.yes.rawValue == 2)
        #expect(UITextSmartDashesType.no.rawValue == 1)
        #expect(UITextSmartInsertDeleteType.default.rawValue == 0)
    }

    @Test func aTextViewHasUIKitsDefaultsAndKeepsEverySetting() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect((textView.autocapitalizationType, textView.autocorrectionType, textView.spellCheckingType)
                == (.sentences, .default, .default))
        #expect((textView.smartQuotesType, textView.smartDashesType, textView.smartInsertDeleteType)
                == (.default, .default, .default))
        #expect((textView.keyboardType, textView.keyboardAppearance, textView.returnKeyType) == (.default, .default, .default))
        #expect(!textView.enablesReturnKeyAutomatically && !textView.isSecureTextEntry && textView.textContentType == nil)

        #expect(keepsSetting(textView, \.autocapitalizationType, .none))
        #expect(keepsSetting(textView, \.autocorrectionType, .no))
        #expect(keepsSetting(textView, \.spellCheckingType, .yes))
        #expect(keepsSetting(textView, \.smartQuotesType, .no))
        #expect(keepsSetting(textView, \.smartDashesType, .yes))
        #expect(keepsSetting(textView, \.smartInsertDeleteType, .no))
        #expect(keepsSetting(textView, \.keyboardType, .numberPad))
        #expect(keepsSetting(textView, \.keyboardAppearance, .dark))
        #expect(keepsSetting(textView, \.returnKeyType, .done))
        #expect(keepsSetting(textView, \.enablesReturnKeyAutomatically, true))
        #expect(keepsSetting(textView, \.isSecureTextEntry, true))
        #expect(keepsSetting(textView, \.textContentType, .username))
    }

    /// Whether `object` reads back `value` once it is set at `keyPath`.
    private func keepsSetting<Object: AnyObject, Value: Equatable>(
        _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>, _ value: Value) -> Bool {
        object[keyPath: keyPath] = value
        return object[keyPath: keyPath] == value
    }

    @Test func aTextFieldKeepsTheSmartSettings() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        #expect(field.smartQuotesType == .default && field.smartDashesType == .default)
        field.smartQuotesType = .no
        field.smartDashesType = .yes
        field.smartInsertDeleteType = .no
        field.keyboardType = .alphabet
        #expect(field.smartQuotesType == .no && field.smartDashesType == .yes)
        #expect(field.smartInsertDeleteType == .no && field.keyboardType == .asciiCapable)
    }

    @Test func aSearchBarsSettingsAreItsSearchFields() {
        let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let field = searchBar.searchTextField
        #expect(searchBar.returnKeyType == .search)
        searchBar.keyboardType = .webSearch
        searchBar.autocapitalizationType = .none
        searchBar.textContentType = .emailAddress
        #expect((field.keyboardType, field.autocapitalizationType, field.textContentType) == (.webSearch, .none, .emailAddress))
        field.spellCheckingType = .yes
        field.smartQuotesType = .no
        #expect((searchBar.spellCheckingType, searchBar.smartQuotesType) == (.yes, .no))
    }
}
