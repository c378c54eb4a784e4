import Easel
import EaselGraphics
import Foundation
import Testing

/// `Switch`: iOS 26's size, flipping on a tap, the animated thumb, and its pixels.
@MainActor
@Suite struct SwitchTests {
    /// A white window of `scale` with a switch at (10, 10).
    private func switchInWindow(scale: CGFloat = 1) -> (Window, Switch) {
        let window = shownWindow(width: 90, height: 50, scale: scale)
        window.backgroundColor = .white
        let control = Switch(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        control.accessibilityIdentifier = "switch"
        window.addSubview(control)
        window.eventLoop.runOnce()
        return (window, control)
    }

    @Test func itKeepsIOS26sSize() {
        let control = Switch(frame: CGRect(x: 5, y: 6, width: 100, height: 100))
        #expect(control.frame == CGRect(x: 5, y: 6, width: 63, height: 28))
        #expect(control.intrinsicContentSize == CGSize(width: 63, height: 28))
        #expect(control.sizeThatFits(.zero) == CGSize(width: 63, height: 28))
    }

    @Test func aTapFlipsItAndSendsValueChangedBeforeTouchUpInside() {
        let (window, control) = switchInWindow()
        var seen: [Bool] = []
        control.addAction(ControlAction { [unowned control] _ in seen.append(control.isOn) }, for: .valueChanged)
        let events = Trace.capture {
            window.scheduleTap(at: CGPoint(x: 30, y: 20))
            window.eventLoop.run(for: 1)
        }.filter { $0.event == "controlEvent" }.compactMap(\.message)
        #expect(events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
        #expect(seen == [true] && control.isOn)
    }

    @Test func settingIsOnSendsNothing() {
        let control = Switch(frame: .zero)
        var count = 0
        control.addAction(ControlAction { _ in count += 1 }, for: .allEvents)
        control.isOn = true
        control.setOn(false, animated: true)
        #expect(count == 0 && !control.isOn)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func offAndOnPixels(scale: CGFloat) throws {
        let (window, control) = switchInWindow(scale: scale)
        func at(_ x: CGFloat, _ y: CGFloat) -> Pixel { window.lastFrame!.image[Int(x * scale), Int(y * scale)] }
        // Off: the thumb at the leading end, the track's gray after it.
        #expect(at(30, 24) == Color.white.pixel)
        #expect(at(60, 24) == Pixel(red: 228, green: 228, blue: 229))
        #expect(at(9.5, 24) == Color.white.pixel, "outside the switch")
        control.isOn = true
        window.eventLoop.runOnce()
        #expect(at(20, 24) == Color.systemGreen.pixel)
        #expect(at(60, 24) == Color.white.pixel)
    }

    @Test func anAnimatedFlipMovesTheThumbOverAQuarterSecond() {
        let (window, control) = switchInWindow()
        let start = window.eventLoop.now
        control.setOn(true, animated: true)
        var thumbLeft: [Int] = []
        while window.eventLoop.now < start + 0.3 {
            window.eventLoop.run(for: 1.0 / 60)
            let image = window.lastFrame!.image
            // The thumb's left edge: the first white pixel along the middle row.
            thumbLeft.append((12..<70).first { image[$0, 24] == Color.white.pixel } ?? -1)
        }
        #expect(thumbLeft.first! > 12 && thumbLeft.first! < 20)
        #expect(thumbLeft == thumbLeft.sorted())
        // The thumb ends at x = 34 (2 + 22 + the switch's 10); its round end leaves that
        // column a little short of white.
        #expect(Set(thumbLeft.suffix(3)) == [35])
    }

    @Test func aDisabledSwitchIsDrawnAtHalfOpacity() {
        let (window, control) = switchInWindow()
        control.isOn = true
        control.isEnabled = false
        window.eventLoop.runOnce()
        let green = Color.systemGreen.pixel
        func half(_ value: UInt8) -> UInt8 { UInt8((Double(value) + 255) / 2) }
        let track = window.lastFrame!.image[20, 24]
        #expect(abs(Int(track.red) - Int(half(green.red))) <= 1 && abs(Int(track.green) - Int(half(green.green))) <= 1)
        #expect(window.lastFrame!.image[60, 24] == Color.white.pixel, "the thumb hides the track: one group at half opacity")
    }
}
