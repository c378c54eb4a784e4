import Testing
import UIKit

/// MorphingLabel.swift is what `easel port` made of an iOS label whose extension
/// overrides `didMoveToSuperview()` and `drawText(in:)`, as LTMorphingLabel's does: on
/// Linux the overrides are in the class's body, and the label calls them as UIKit does.
@MainActor @Suite struct PortedMorphingLabelTests {
    @Test func theOverridesMovedOutOfTheExtensionAreCalled() {
        let window = UIWindow(size: CGSize(width: 120, height: 40), scale: 1)
        window.makeKeyAndVisible()
        let label = MorphingLabel(frame: window.bounds)
        label.text = "Easel"
        label.morphingProgress = 0.5
        window.addSubview(label)
        #expect(label.isLoaded)
        window.eventLoop.runOnce()
        #expect(label.lastDrawnCharacters == 5)
        label.morphingProgress = 1
        label.setNeedsDisplay()
        window.eventLoop.runOnce()
        #expect(label.lastDrawnCharacters == 0)
        label.removeFromSuperview()
        #expect(!label.isLoaded)
    }
}
