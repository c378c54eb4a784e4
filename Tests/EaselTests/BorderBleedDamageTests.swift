@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// A border is stroked along an inset outline whose outer edge meets the layer's edge
/// only up to rounding, so its antialiasing can leave a trace in the pixel beyond. The
/// window counts that pixel as the layer's: a shadowed layer's tree is rendered with
/// it whatever else the tree holds, and its damage covers it (found by the `layers`
/// fuzz target, 26 November).
@MainActor
@Suite struct BorderBleedDamageTests {
    /// A shadowed layer with a thin red border whose right edge falls on pixel 38, and a
    /// sublayer reaching far to the right and down (into the window's second row of
    /// tiles), which is then removed: the removal damages only that second row, and the
    /// border's trace in pixel column 38 of the first row must be what a full redraw
    /// draws.
    @Test func removingASublayerOfAShadowedBorderedLayerMatchesAFullRedraw() {
        let window = Window(size: CGSize(width: 40, height: 30), scale: 2)
        window.makeKeyAndVisible()
        window.backgroundColor = .white
        let card = Layer()
        card.frame = CGRect(x: 13.5, y: -4, width: 5.5, height: 34.5)
        card.backgroundColor = Color(red: 0.2, green: 0.14, blue: 0.53, alpha: 1)
        card.borderWidth = 0.8857330028035131
        card.borderColor = .red
        card.shadowOpacity = 0.0576
        card.shadowRadius = 2.7275869527355203
        card.shadowOffset = CGSize(width: 1, height: -1.8482753648429864)
        let sublayer = Layer()
        sublayer.frame = CGRect(x: 25, y: 32, width: 17.5, height: 36.5)
        card.addSublayer(sublayer)
        window.layer.addSublayer(card)
        window.commit()

        sublayer.removeFromSuperlayer()
        window.commit()

        #expect(window.lastFrame?.index == 2)
        let full = Bitmap(width: 80, height: 60)
        Compositor(window: window).render([CGRect(x: 0, y: 0, width: 80, height: 60)], into: full)
        #expect(window.framebuffer == full)
    }
}
