import Foundation

/// Menu rows that a provider gives when the menu opens, like `UIDeferredMenuElement`.
///
/// The provider is called the first time the menu that holds the element opens (each
/// time for an `uncached` element) with a completion that takes the elements; until it
/// is called the menu shows a "Loading…" row.
@preconcurrency @MainActor
public final class DeferredMenuElement: MenuElement {
    /// What the provider calls with the elements.
    public typealias Completion = @MainActor ([MenuElement]) -> Void

    private let provider: @MainActor (@escaping Completion) -> Void
    private let isCached: Bool
    /// The elements the provider gave; empty until then.
    private(set) var elements: [MenuElement] = []
    /// Whether the provider has given its elements since the menu opened.
    private(set) var isLoaded = false
    /// Called when the elements arrive while a menu shows them.
    var elementsDidArrive: (@MainActor () -> Void)?

    /// An element whose provider is called once, like `UIDeferredMenuElement(_:)`.
    public convenience init(_ elementProvider: @escaping @MainActor (@escaping Completion) -> Void) {
        self.init(provider: elementProvider, isCached: true)
    }

    /// An element whose provider is called every time the menu opens, like
    /// `UIDeferredMenuElement.uncached(_:)`.
    public static func uncached(_ elementProvider: @escaping @MainActor (@escaping Completion) -> Void)
        -> DeferredMenuElement {
        DeferredMenuElement(provider: elementProvider, isCached: false)
    }

    private init(provider: @escaping @MainActor (@escaping Completion) -> Void, isCached: Bool) {
        self.provider = provider
        self.isCached = isCached
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// The menu holding the element opens: asks the provider, unless its cached
    /// elements are already there.
    func load() {
        if isCached && isLoaded { return }
        isLoaded = false
        provider { [weak self] elements in
            guard let self else { return }
            self.elements = elements
            self.isLoaded = true
            self.elementsDidArrive?()
        }
    }
}
