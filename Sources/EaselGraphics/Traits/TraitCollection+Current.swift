import Foundation

/// The traits dynamic colors resolve against while code draws, like
/// `UITraitCollection.current`: Easel sets it to a view's traits around its
/// `draw(context:rect:)` and while compositing its layer, as UIKit does around
/// `draw(_:)`, `layoutSubviews` and the trait-change callbacks.
extension TraitCollection {
    /// The traits of the drawing in progress on this thread, like
    /// `UITraitCollection.current`; every trait unspecified outside of one.
    public static var current: TraitCollection {
        get { CurrentTraits.state.traits }
        set { CurrentTraits.state.traits = newValue }
    }

    /// Runs `body` with these traits as `current`, like
    /// `UITraitCollection.performAsCurrent(_:)`.
    public func performAsCurrent<R>(_ body: () throws -> R) rethrows -> R {
        let state = CurrentTraits.state
        let outer = state.traits
        state.traits = self
        defer { state.traits = outer }
        return try body()
    }

    /// Runs `body` with these traits as `current` and says whether it resolved a dynamic
    /// color against them (whether what it drew depends on the color appearance).
    package func performAsCurrentNotingDynamicColors(_ body: () throws -> Void) rethrows -> Bool {
        let state = CurrentTraits.state
        let outer = (state.traits, state.resolvedDynamicColor)
        state.traits = self
        state.resolvedDynamicColor = false
        defer { (state.traits, state.resolvedDynamicColor) = (outer.0, outer.1 || state.resolvedDynamicColor) }
        try body()
        return state.resolvedDynamicColor
    }
}

/// The current traits of each thread (UIKit keeps `UITraitCollection.current` per
/// thread too), with the dynamic colors resolved against them and the providers running.
final class CurrentTraits {
    var traits = TraitCollection()
    /// A dynamic color was resolved for drawing since the flag was last cleared.
    var resolvedDynamicColor = false
    /// The providers running now, innermost last, to catch one that resolves itself
    /// (a list: it is rarely more than one deep, and colors resolve at every paint).
    var runningProviders: [ObjectIdentifier] = []

    /// This thread's state, made on first use and released when the thread exits.
    static var state: CurrentTraits {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<CurrentTraits>.fromOpaque(pointer).takeUnretainedValue()
        }
        let state = CurrentTraits()
        pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
        return state
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<CurrentTraits>.fromOpaque(pointer).release() }
        }
        return key
    }()
}
