import Easel
import EaselGraphics
import Foundation
import Testing

/// A view outside a window measures at the main screen's scale, as UIKit measures it
/// at `UIScreen.main`'s: `Device.main`'s scale, else 1; in a window at the window's.
@MainActor
@Suite struct MainDeviceMeasurementTests {
    private func device(_ name: String) -> Device { Device.all.first { $0.name == name }! }

    /// A 17-point label of "Settings", not in a window.
    private func label() -> Label {
        let label = Label(frame: .zero)
        label.font = .systemFont(ofSize: 17)
        label.text = "Settings"
        return label
    }

    @Test func aLabelOutsideAWindowIsSizedOnTheMainDevicesPixelGridAndOnItsWindowsInside() {
        // SF's 17-point line is 20.287 pt: 20.5 pt on a 2× grid, 61 pixels (20.333 pt)
        // on a 3× grid, as UIKit sizes the label before and after it is on screen; the
        // text is 63.0–63.333 pt wide, 63.5 pt on a 2× grid and 190 pixels at 3×.
        let cases: [(String, CGFloat, CGSize)] = [
            ("iPhone SE (3rd generation)", 2, CGSize(width: 63.5, height: 20.5)),
            ("iPhone 16 Pro", 3, CGSize(width: 63 + 1.0 / 3, height: 61.0 / 3)),
        ]
        for (name, scale, size) in cases {
            Device.main = device(name)
            defer { Device.main = nil }
            let label = label()
            #expect(label.contentScaleFactor == scale)
            label.sizeToFit()
            #expect(label.frame.size == size, "\(name)")
            #expect(label.intrinsicContentSize == size, "\(name)")

            let window = Window(device: device(name))
            window.addSubview(label)
            #expect(label.contentScaleFactor == scale)
            #expect(label.intrinsicContentSize == size, "\(name) in its window")
        }
    }

    @Test func withoutAMainDeviceAViewOutsideAWindowIsAtScaleOne() {
        let label = label()
        #expect(label.contentScaleFactor == 1)
        #expect(label.intrinsicContentSize == CGSize(width: 64, height: 21))
        let window = Window(size: CGSize(width: 200, height: 100), scale: 3)
        window.addSubview(label)
        #expect(label.intrinsicContentSize == CGSize(width: 63 + 1.0 / 3, height: 61.0 / 3))
        label.removeFromSuperview()
        #expect(label.intrinsicContentSize == CGSize(width: 64, height: 21))
        // A key window elsewhere does not change it: a measurement never depends on what
        // another test left on screen.
        window.makeKeyAndVisible()
        #expect(label.contentScaleFactor == 1)
    }

    @Test func aSetScaleAndTheWindowsScaleComeBeforeTheMainDevices() {
        Device.main = device("iPhone 16 Pro")
        defer { Device.main = nil }
        let view = View(frame: .zero)
        view.contentScaleFactor = 2
        #expect(view.contentScaleFactor == 2)
        let window = Window(size: CGSize(width: 10, height: 10), scale: 1)
        let inside = View(frame: .zero)
        window.addSubview(inside)
        #expect(inside.contentScaleFactor == 1)
    }

    @Test func systemLayoutSizeFittingRoundsToTheMainDevicesGrid() {
        Device.main = device("iPhone 16 Pro")
        defer { Device.main = nil }
        let container = View(frame: .zero)
        let label = label()
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -11),
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
        ])
        #expect(container.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            == CGSize(width: 95 + 1.0 / 3, height: 42 + 1.0 / 3))
    }

    @Test func aWindowMadeFromAFrameTakesTheMainDevicesScaleWithoutAKeyWindow() {
        Device.main = device("iPhone SE (3rd generation)")
        defer { Device.main = nil }
        #expect(Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480)).scale == 2)
    }
}
