import Foundation

/// A function from one set of text attributes to another that a configuration applies
/// to the text it shows, like `UIConfigurationTextAttributesTransformer`: call it as
/// `transformer(attributes)`. A button runs its title's and subtitle's transformers on
/// the attributes of each run of the text (see `Button.Configuration.attributedTitle`).
///
/// Two transformers are equal when they are the same one (made by the same `init(_:)`
/// call), as closures cannot be compared. It is `Sendable` as configurations are, its
/// closure being UIKit's plain `(AttributeContainer) -> AttributeContainer`:
/// configurations are used on the main actor.
public struct ConfigurationTextAttributesTransformer: Equatable, @unchecked Sendable {
    /// The function, like `UIConfigurationTextAttributesTransformer.transform`.
    public let transform: (AttributeContainer) -> AttributeContainer
    private let identity = Identity()

    /// What makes copies of one transformer equal, and no other.
    private final class Identity: Sendable {}

    /// A transformer applying `transform`, like `UIConfigurationTextAttributesTransformer.init(_:)`.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }

    /// The transformed attributes, like `UIConfigurationTextAttributesTransformer.callAsFunction(_:)`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity === rhs.identity }

    /// `text` with each run's attributes transformed.
    func apply(to text: AttributedString) -> AttributedString {
        var result = AttributedString()
        for run in text.runs {
            result.append(AttributedString(String(text[run.range].characters), attributes: transform(run.attributes)))
        }
        return result
    }
}
