import Testing
import UIKit

/// A floating-label field, as iOS libraries write one: its title follows the field's
/// font and color through overrides of the optional properties.
private final class FloatingLabelField: UITextField {
    let titleLabel = UILabel()

    override var font: UIFont? {
        didSet { titleLabel.font = font?.withSize(11) }
    }

    override var textColor: UIColor? {
        didSet { titleLabel.textColor = textColor }
    }
}

/// `UITextField.font` and `textColor` are optional, as UIKit declares them: overrides
/// with UIKit's types compile, and nil goes back to the defaults.
@MainActor @Suite struct TextFieldOptionalAttributesTests {
    @Test func overridesOfTheOptionalPropertiesSeeEachSet() {
        let field = FloatingLabelField()
        field.font = .boldSystemFont(ofSize: 20)
        field.textColor = .systemRed
        #expect(field.titleLabel.font == .boldSystemFont(ofSize: 11))
        #expect(field.titleLabel.textColor == .systemRed)
    }

    @Test func nilGoesBackToTheDefaults() throws {
        let field = UITextField()
        #expect(field.font == .preferredFont(forTextStyle: .body) && field.textColor == .label)
        field.font = .systemFont(ofSize: 30)
        field.textColor = .systemBlue
        field.font = nil
        field.textColor = nil
        let font = try #require(field.font)
        #expect(font.pointSize == 17 && field.textColor == .label)
        #expect(field.font!.lineHeight == UIFont.preferredFont(forTextStyle: .body).lineHeight)
    }
}
