import Foundation

/// What the search bar asks of the keyboard, like `UISearchBar`'s `UITextInputTraits`:
/// each is its search field's (`searchTextField`), so setting one on the bar sets the
/// field's, and the field keeps a search bar's defaults (a `.search` return key).
extension SearchBar: TextInputTraits {
    /// Like `UISearchBar.autocapitalizationType`: the search field's.
    public var autocapitalizationType: TextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// Like `UISearchBar.autocorrectionType`: the search field's.
    public var autocorrectionType: TextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    /// Like `UISearchBar.spellCheckingType`: the search field's.
    public var spellCheckingType: TextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    /// Like `UISearchBar.smartQuotesType`: the search field's.
    public var smartQuotesType: TextSmartQuotesType {
        get { searchTextField.smartQuotesType }
        set { searchTextField.smartQuotesType = newValue }
    }
    /// Like `UISearchBar.smartDashesType`: the search field's.
    public var smartDashesType: TextSmartDashesType {
        get { searchTextField.smartDashesType }
        set { searchTextField.smartDashesType = newValue }
    }
    /// Like `UISearchBar.smartInsertDeleteType`: the search field's.
    public var smartInsertDeleteType: TextSmartInsertDeleteType {
        get { searchTextField.smartInsertDeleteType }
        set { searchTextField.smartInsertDeleteType = newValue }
    }
    /// Like `UISearchBar.keyboardType`: the search field's.
    public var keyboardType: KeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// Like `UISearchBar.keyboardAppearance`: the search field's.
    public var keyboardAppearance: KeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    /// Like `UISearchBar.returnKeyType`: the search field's (`.search`).
    public var returnKeyType: ReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// Like `UISearchBar.enablesReturnKeyAutomatically`: the search field's.
    public var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    /// Like `UISearchBar.isSecureTextEntry`: the search field's.
    public var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry }
        set { searchTextField.isSecureTextEntry = newValue }
    }
    /// Like `UISearchBar.textContentType`: the search field's.
    public var textContentType: TextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }
}
