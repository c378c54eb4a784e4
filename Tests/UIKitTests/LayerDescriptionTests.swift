import Testing
import UIKit

/// A chart slice layer that describes itself for the debugger, as chart libraries do.
private final class SliceLayer: CALayer {
    var startAngle: CGFloat = 0
    var endAngle: CGFloat = .pi

    override var debugDescription: String { "{start: \(startAngle), end: \(endAngle)}" }
}

/// `CALayer` inherits `description` and `debugDescription` from `NSObject` on iOS: a
/// subclass overrides them.
@MainActor
@Suite struct LayerDescriptionTests {
    @Test func aLayerDescribesItsClassAndASubclassOverridesTheDebuggersText() {
        let layer = CALayer()
        #expect(layer.description.hasPrefix("<") && layer.description.contains("Layer: 0x"))
        #expect(layer.debugDescription == layer.description)
        let slice = SliceLayer()
        slice.endAngle = 1
        #expect(slice.debugDescription == "{start: 0.0, end: 1.0}")
        #expect(String(reflecting: slice) == "{start: 0.0, end: 1.0}")
    }
}
