import Foundation

/// Presentation copies that draw themselves, as Core Animation redisplays a layer's
/// presentation whenever an animation changes a key its class's
/// `needsDisplay(forKey:)` names: that is how a progress ring animates a custom
/// `progress` property. Each frame's copy runs `display()` (so `draw(in:)`, reading
/// the animated value) into a backing store of its own, and the compositor shows that
/// instead of the model's content.
extension Layer {
    /// Whether the presentation displays itself: an animation of the layer changes a
    /// key its class redisplays for, and the layer draws (or displays) its content.
    var presentationRedisplays: Bool {
        guard let store = animationStore, isDisplayed, owningView == nil || DrawingClasses.overridesDraw(type(of: self))
        else { return false }
        let kind = type(of: self)
        return store.entries.contains { entry in entry.animation.animatedKeyPaths.contains(where: kind.needsDisplay(forKey:)) }
    }

    /// The layer whose content the compositor shows: the presentation when it displays
    /// itself, else the layer.
    var displayedContentLayer: Layer {
        presentationRedisplays ? shownLayer : self
    }

    /// Displays this presentation copy of `model` afresh: `display()` with the copy's
    /// values, into a store of its own (the one copied from the model stays the
    /// model's), at the model's scale.
    func displayAsPresentation(of model: Layer) {
        presentedModel = model
        backingStore = nil
        needsFullDisplay = true
        display()
        needsFullDisplay = false
        dirtyRect = .null
    }
}
