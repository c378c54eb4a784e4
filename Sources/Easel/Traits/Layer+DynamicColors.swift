import EaselGraphics
import Foundation

/// What a change of the color appearance redisplays: the layers whose drawing resolved
/// a dynamic color are redrawn, and those that composite one (a dynamic background,
/// border, shadow, fill, stroke or gradient) are damaged; nothing else.
extension Layer {
    /// The traits this layer's colors resolve against: its view's, else those of the
    /// view whose layer tree it is in (a presentation's: its model's). Their
    /// `layoutDirection` is the view's `effectiveUserInterfaceLayoutDirection`, so that
    /// natural text drawn for a playback or spatial view stays left-aligned.
    var traitsForColors: TraitCollection {
        guard let view = (presentedModel ?? self).hostView else { return TraitCollection() }
        let traits = view.traitCollection
        let direction = view.semanticContentAttribute.layoutDirection(relativeTo: UserInterfaceLayoutDirection(traits.layoutDirection))
        return traits.layoutDirection == direction.traitValue ? traits : traits.modifyingTraits { $0.layoutDirection = direction.traitValue }
    }

    /// Whether the compositor resolves a dynamic color for this layer.
    var compositesDynamicColors: Bool {
        ([backgroundColor, borderColor, shadowColor] + contentColors).contains { $0?.isDynamic == true }
    }

    /// Redisplays what depends on the color appearance in this layer and the standalone
    /// layers below it (the layers of subviews are their views' business).
    func redisplayDynamicColors() {
        if drewWithDynamicColors { setNeedsDisplay() }
        if compositesDynamicColors { damageLayerTree() }
        for sublayer in storedSublayers where sublayer.owningView == nil { sublayer.redisplayDynamicColors() }
        if let storedMask, storedMask.owningView == nil { storedMask.redisplayDynamicColors() }
    }
}
