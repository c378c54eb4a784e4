import Easel
import EaselGraphics
import Foundation
import Testing

/// `View.tintColor`: inherited down the hierarchy, dimmed by `tintAdjustmentMode`, and
/// `tintColorDidChange()` where it changes, as UIKit calls it.
@MainActor
@Suite struct TintColorTests {
    final class TintRecordingView: View {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    @Test func aViewWithoutATintTakesItsSuperviewsAndTheRootTheSystemTint() {
        let root = View(frame: .zero), child = View(frame: .zero)
        root.addSubview(child)
        #expect(child.tintColor == .tintColor)
        root.tintColor = .systemRed
        #expect(child.tintColor == .systemRed)
        child.tintColor = .systemGreen
        #expect(child.tintColor == .systemGreen && root.tintColor == .systemRed)
        child.tintColor = nil
        #expect(child.tintColor == .systemRed)
    }

    @Test func settingATintTellsTheSubviewsThatInheritIt() {
        let root = TintRecordingView(frame: .zero), inherits = TintRecordingView(frame: .zero)
        let ownTint = TintRecordingView(frame: .zero)
        ownTint.tintColor = .systemGreen
        ownTint.changes = 0
        root.addSubview(inherits)
        root.addSubview(ownTint)
        root.tintColor = .systemRed
        #expect([root.changes, inherits.changes, ownTint.changes] == [1, 1, 0] as [Int])
        root.tintColor = .systemRed
        #expect(root.changes == 1, "the same tint again changes nothing")
    }

    @Test func movingUnderAnotherTintCallsTintColorDidChange() {
        let red = View(frame: .zero), blue = View(frame: .zero)
        red.tintColor = .systemRed
        let moved = TintRecordingView(frame: .zero)
        blue.addSubview(moved)
        #expect(moved.changes == 0)
        red.addSubview(moved)
        #expect(moved.changes == 1)
        moved.removeFromSuperview()
        #expect(moved.changes == 2)
    }

    @Test func aDimmedTintIsItsLuminanceAsGrey() {
        let root = View(frame: .zero), child = View(frame: .zero)
        root.addSubview(child)
        root.tintColor = Color(red: 1, green: 0, blue: 0)
        root.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed)
        #expect(child.tintColor == Color(white: 0.299))
        child.tintAdjustmentMode = .normal
        #expect(child.tintColor == Color(red: 1, green: 0, blue: 0))
    }

    @Test func anImageViewDrawsASymbolInItsTint() throws {
        let window = shownWindow(width: 40, height: 40, scale: 2)
        window.backgroundColor = .white
        let view = ImageView(image: Image(systemName: "minus", withConfiguration: .init(pointSize: 30, weight: .black)))
        view.frame.origin = CGPoint(x: 5, y: 15)
        view.tintColor = Color(red: 1, green: 0, blue: 0)
        window.addSubview(view)
        window.eventLoop.runOnce()
        let middle = (Int(view.frame.midX * 2), Int(view.frame.midY * 2))
        #expect(window.lastFrame!.image[middle.0, middle.1] == Pixel(red: 255, green: 0, blue: 0))
        view.tintColor = Color(red: 0, green: 0, blue: 1)
        window.eventLoop.runOnce()
        #expect(window.lastFrame!.image[middle.0, middle.1] == Pixel(red: 0, green: 0, blue: 255))
        #expect((view.layer.contents as? Image)?.scale == 2, "redrawn at the window's scale")
    }
}
