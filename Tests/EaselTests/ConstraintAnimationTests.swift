import Easel
import EaselGraphics
import Foundation
import Testing

/// The seed article's example: a constraint's constant changes; `layoutIfNeeded()`
/// inside the animation block animates the frames the layout produces, and without it
/// nothing animates (the change waits for the next commit and appears at once).
@MainActor
@Suite struct ConstraintAnimationTests {
    private func setUp() -> (Window, View, LayoutConstraint) {
        let window = Window(size: CGSize(width: 300, height: 100))
        window.makeKeyAndVisible()
        let box = View(frame: .zero)
        box.translatesAutoresizingMaskIntoConstraints = false
        box.backgroundColor = Color(red: 1, green: 0, blue: 0)
        window.addSubview(box)
        let left = box.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 0)
        LayoutConstraint.activate([
            left, box.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.eventLoop.runOnce()
        return (window, box, left)
    }

    @Test func layoutIfNeededInTheBlockAnimatesTheConstantChange() {
        let (window, box, left) = setUp()
        #expect(box.frame.minX == 0)
        left.constant = 100
        View.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: {
            window.layoutIfNeeded()
        })
        // The model is at the end at once; what is shown follows the curve.
        #expect(box.frame.minX == 100)
        window.eventLoop.run(for: 0.25)
        let halfway = box.layer.presentation()?.frame.minX ?? box.frame.minX
        #expect(abs(halfway - 50) < 3.5, "halfway through a linear animation: \(halfway)")
        #expect(window.lastFrame!.image[Int(halfway) + 10, 20] == Pixel(red: 255, green: 0, blue: 0))
        #expect(window.lastFrame!.image[105, 20].alpha == 0)
        window.eventLoop.run(for: 0.5)
        #expect(window.lastFrame!.image[110, 20] == Pixel(red: 255, green: 0, blue: 0))
    }

    @Test func withoutLayoutIfNeededNothingAnimates() {
        let (window, box, left) = setUp()
        left.constant = 100
        View.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: {})
        window.eventLoop.run(for: 0.1)
        // The next commit laid out with no animation in flight: the box jumped.
        #expect(box.frame.minX == 100)
        #expect(box.layer.presentation() == nil || box.layer.presentation()?.frame.minX == 100)
        #expect(window.lastFrame!.image[110, 20] == Pixel(red: 255, green: 0, blue: 0))
        #expect(window.lastFrame!.image[10, 20].alpha == 0)
    }
}
