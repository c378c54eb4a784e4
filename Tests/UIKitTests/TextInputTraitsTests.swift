import Testing
import UIKit

/// A tag view that takes keyboard input itself declares the traits it keeps, as
/// token fields do; the others have UIKit's defaults.
final class TokenView: UIView, UITextInputTraits {
    var keyboardAppearance: UIKeyboardAppearance = .dark
    var autocorrectionType: UITextAutocorrectionType = .no
}

@MainActor
@Suite struct TextInputTraitsTests {
    @Test func aConformingViewKeepsItsTraitsAndDefaultsTheRest() {
        let token = TokenView()
        let traits: UITextInputTraits = token
        #expect(traits.keyboardAppearance == .dark && traits.autocorrectionType == .no)
        #expect(traits.keyboardType == .default && traits.returnKeyType == .default && !traits.isSecureTextEntry)
        #expect(UIKeyboardAppearance.alert == .dark)
        let field = UITextField()
        field.keyboardAppearance = .light
        field.enablesReturnKeyAutomatically = true
        let fieldTraits: UITextInputTraits = field
        #expect(fieldTraits.keyboardAppearance == .light && fieldTraits.enablesReturnKeyAutomatically)
    }
}
