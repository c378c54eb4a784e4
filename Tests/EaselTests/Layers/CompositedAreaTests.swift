@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// A layer keeps the device pixels its tree painted, so that a composite skips it unread
/// away from the damage (`CompositedArea`), until the layer changes; what can move its
/// painting without a change of its own (a sublayer, its superlayer's
/// `sublayerTransform`, an animation) stops the skipping, and every frame equals a full
/// redraw.
@MainActor
@Suite struct CompositedAreaTests {
    @Test func aLayerKeepsTheDevicePixelsItPaintedUntilItChanges() {
        let window = shownWindow(width: 300, height: 100, scale: 2)
        let layer = Layer()
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        layer.backgroundColor = .red
        window.layer.addSublayer(layer)
        window.eventLoop.runOnce()
        let windowToDevice = Transform(scaleX: 2, y: 2)
        // Its bounds in device pixels, with a pixel each way for antialiasing.
        #expect(layer.keptCompositedArea(under: windowToDevice) == CGRect(x: 19, y: 19, width: 42, height: 42))
        #expect(layer.keptCompositedArea(under: Transform(scaleX: 3, y: 3)) == nil, "another placement")
        withoutActions { layer.position = CGPoint(x: 100, y: 50) }
        #expect(layer.keptCompositedArea(under: windowToDevice) == nil, "the layer moved")
        window.eventLoop.runOnce()
        #expect(layer.keptCompositedArea(under: windowToDevice) == CGRect(x: 179, y: 79, width: 42, height: 42))
    }

    @Test func aShapeLayerKeepsItsPathsBoxUntilAnotherPathIsSet() {
        let shape = ShapeLayer()
        shape.path = BezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10))
        shape.strokeColor = nil
        #expect(shape.paintedArea(of: .zero) == CGRect(x: 5, y: 5, width: 10, height: 10))
        shape.path = BezierPath(ovalIn: CGRect(x: -4, y: 2, width: 30, height: 6))
        #expect(shape.paintedArea(of: .zero) == CGRect(x: -4, y: 2, width: 30, height: 6))
    }

    /// A kept box may be null, or not finite (a layer placed nowhere on screen):
    /// `mayMeet` skips a null box, never traps (Foundation's `intersects` did, in the
    /// full test run), and leaves a box that is not finite to the walk, which culls it.
    @Test func aBoxThatIsNotFiniteMayMeetTheTilesAndANullOneMissesThem() {
        let canvas = CompositingCanvas(bitmap: Bitmap(width: 10, height: 10))
        defer { canvas.finish() }
        let tiles = CompositorTiles(canvas)
        #expect(tiles.mayMeet(CGRect(x: -CGFloat.infinity, y: 0, width: .infinity, height: 5)))
        #expect(tiles.mayMeet(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)))
        #expect(!tiles.mayMeet(.null))
        #expect(!tiles.mayMeet(CGRect(x: 10, y: 0, width: 5, height: 5)), "touching the right edge")
        #expect(tiles.mayMeet(CGRect(x: 9, y: 9, width: 5, height: 5)))
    }

    /// What moves a kept layer's painting without a change of the layer itself.
    enum Edit: CaseIterable, Sendable {
        case sublayerFarAway, superlayersSublayerTransform, runningAnimation, shadowFarAway
    }

    /// A red square kept at (10, 10) in a standalone holder; `edit` makes it (or what it
    /// adds) paint at (250, 60), over a gray probe layer there. The probe's color then
    /// changes, which damages only the probe's tiles: the square must be painted there
    /// again, as a full redraw paints it.
    @Test(arguments: Edit.allCases)
    func whatMovesAKeptLayersPaintingWithoutChangingItIsPaintedAgain(edit: Edit) {
        let window = shownWindow(width: 300, height: 100, scale: 2)
        window.backgroundColor = .white
        let probe = Layer()
        probe.frame = CGRect(x: 240, y: 50, width: 40, height: 40)
        probe.backgroundColor = .gray
        let holder = Layer()
        holder.frame = window.bounds
        let square = Layer()
        square.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        square.backgroundColor = .red
        holder.addSublayer(square)
        window.layer.addSublayer(probe)
        window.layer.addSublayer(holder)
        window.eventLoop.runOnce()
        #expect(square.keptCompositedArea(under: Transform(scaleX: 2, y: 2)) != nil)

        withoutActions {
            switch edit {
            case .sublayerFarAway:
                let far = Layer()
                far.frame = CGRect(x: 240, y: 50, width: 20, height: 20)
                far.backgroundColor = .red
                square.addSublayer(far)
            case .superlayersSublayerTransform:
                holder.sublayerTransform = Transform3D(translationX: 240, y: 50, z: 0)
            case .runningAnimation:
                let move = BasicAnimation(keyPath: "position")
                (move.fromValue, move.toValue, move.duration) = (CGPoint(x: 260, y: 70), CGPoint(x: 260, y: 70), 10)
                square.add(move, forKey: "move")
            case .shadowFarAway:
                (square.shadowColor, square.shadowRadius, square.shadowOffset) = (.red, 0, CGSize(width: 240, height: 50))
                square.shadowOpacity = 1
            }
        }
        window.eventLoop.runOnce()
        expectFrameEqualsFullRedraw(window, "\(edit), the edit")
        withoutActions { probe.backgroundColor = .green }
        window.eventLoop.runOnce()
        expectFrameEqualsFullRedraw(window, "\(edit), the probe")
        #expect(window.framebuffer[2 * 255, 2 * 65] == Pixel(red: 255, green: 0, blue: 0, alpha: 255), "\(edit)")
        #expect(window.framebuffer[2 * 275, 2 * 85] == Pixel(red: 0, green: 255, blue: 0, alpha: 255), "\(edit)")
    }

    private func expectFrameEqualsFullRedraw(_ window: Window, _ step: String) {
        let full = Bitmap(width: window.framebuffer.width, height: window.framebuffer.height)
        Compositor(window: window).render([CGRect(x: 0, y: 0, width: full.width, height: full.height)], into: full)
        #expect(window.framebuffer == full, "\(step): damage \(window.lastFrame?.damage ?? [])")
    }
}
