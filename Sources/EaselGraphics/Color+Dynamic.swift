import Foundation
import Synchronization

/// Colors that adapt to their environment, like `UIColor(dynamicProvider:)` and the
/// system colors: a provider picks the color for a trait collection.
///
/// A dynamic color's own components (`red`, `green`, `blue`, `alpha`) are its value
/// for a collection with every trait unspecified (the light appearance), so code that
/// reads them without traits sees what UIKit shows in light mode. Drawing and
/// compositing resolve it against the traits of the view that shows it.
extension Color {
    /// A color that asks `provider` for its value in each trait collection, like
    /// `UIColor(dynamicProvider:)`.
    public convenience init(dynamicProvider provider: @escaping @Sendable (TraitCollection) -> Color) {
        let dynamic = DynamicColorProvider(provider)
        let fallback = dynamic.fallback
        self.init(red: fallback.red, green: fallback.green, blue: fallback.blue, alpha: fallback.alpha,
                  provider: dynamic, pattern: nil)
    }

    /// Whether the color is made by a provider (it may differ between trait collections).
    public var isDynamic: Bool { provider != nil }

    /// The color's value in `traits`, like `UIColor.resolvedColor(with:)`; a fixed
    /// color is itself.
    public func resolvedColor(with traits: TraitCollection) -> Color {
        provider?.resolve(with: traits) ?? self
    }

    /// The color as drawing shows it: resolved against `TraitCollection.current`,
    /// noting that what is drawn depends on the traits.
    package var resolvedForDrawing: Color {
        guard let provider else { return self }
        let state = CurrentTraits.state
        state.resolvedDynamicColor = true
        return provider.resolve(with: state.traits)
    }
}

/// The provider of a dynamic color, shared by its copies (equal colors share one).
final class DynamicColorProvider: Sendable {
    private let body: @Sendable (TraitCollection) -> Color
    /// The value for unspecified traits, also what a provider that recurses gets.
    let fallback: Color
    /// Whether a misuse of this provider was reported (once is enough: it would repeat
    /// at every frame).
    private let reported = Atomic<Bool>(false)

    init(_ body: @escaping @Sendable (TraitCollection) -> Color) {
        self.body = body
        let fallback = body(TraitCollection())
        self.fallback = fallback.provider?.fallback ?? fallback.withoutProvider
    }

    /// The fixed color for `traits`. A provider that returns another dynamic color has
    /// that one resolved with the same traits; one that resolves itself (directly or
    /// through others) gets its fallback. Both are reported once.
    func resolve(with traits: TraitCollection) -> Color {
        let state = CurrentTraits.state
        let identifier = ObjectIdentifier(self)
        guard !state.runningProviders.contains(identifier) else {
            report("a dynamic color provider resolved its own color; using its value for unspecified traits")
            return fallback
        }
        state.runningProviders.append(identifier)
        defer { state.runningProviders.removeLast() }
        let color = body(traits)
        guard let nested = color.provider else { return color.withoutProvider }
        report("a dynamic color provider returned another dynamic color; resolving it once with the same traits")
        return nested.resolve(with: traits)
    }

    private func report(_ message: String) {
        guard !reported.exchange(true, ordering: .relaxed) else { return }
        Diagnostics.report(message)
    }
}
