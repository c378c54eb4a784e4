@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// The menu's entrance and exit in virtual time: it grows out of its anchor and fades
/// in over 0.3 s easing out, and shrinks back and fades out over 0.2 s easing in, then
/// leaves the window; a closing menu takes no touches.
@MainActor
@Suite struct MenuAnimationTests {
    static let teal = Color(red: 0, green: 0.4, blue: 0.6)

    /// A phone window with a gray "Sort" pull-down button at (20, 100), 120 × 34, whose
    /// menu has three actions; the tap that opens it has been delivered (the menu's
    /// first turn), and the time it opened.
    private func openedMenu(log: @escaping @MainActor (String) -> Void = { _ in }) throws
        -> (window: Window, menu: MenuView, button: Button, opened: TimeInterval) {
        let root = ColorController("Root", color: Self.teal)
        let window = phoneWindow(root: root)
        var configuration = Button.Configuration.gray()
        configuration.title = "Sort"
        let actions = ["Name", "Date", "Size"].map { title in ControlAction(title: title) { _ in log(title) } }
        let button = Button(configuration: configuration, menu: Menu(children: actions))
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 34)
        root.view.addSubview(button)
        window.eventLoop.runUntilIdle()
        let lift = window.scheduleTap(at: CGPoint(x: 80, y: 117))
        window.eventLoop.run(for: lift - window.eventLoop.now)
        return (window, try #require(window.menuView), button, window.eventLoop.now)
    }

    /// The menu's shown scale (its presentation transform's) and opacity.
    private func shown(_ menu: MenuView) -> (scale: CGFloat, opacity: Double) {
        let layer = menu.layer.presentation() ?? menu.layer
        return (layer.affineTransform().a, Double(layer.opacity))
    }

    @Test func theMenuGrowsFromItsAnchorAndFadesInOverThreeTenthsOfASecond() throws {
        let (window, menu, _, opened) = try openedMenu()
        // Under the button, the platter's top edge below the button's centre.
        #expect(menu.growthOrigin == CGPoint(x: 80, y: 142))
        #expect(menu.transform == .identity && menu.alpha == 1, "the model is the open menu at once")
        var samples: [String] = []
        var early: Image?
        for time in [0.05, 0.15, 0.25] {
            let t = advance(window, to: opened + time) - opened
            if early == nil { early = try #require(window.lastFrame).image }
            let progress = TimingFunction.easeOut.value(at: t / MenuView.openingDuration)
            let (scale, opacity) = shown(menu)
            #expect(abs(scale - (0.2 + 0.8 * progress)) < 1e-9, "scale at \(t)")
            #expect(abs(opacity - progress) < 1e-6, "opacity at \(t)")
            samples.append(String(format: "%.3f %.2f %.2f", t, scale, opacity))
        }
        #expect(samples == ["0.050 0.41 0.26", "0.150 0.75 0.68", "0.250 0.96 0.96"])
        // At 0.05 s the platter spans 55…158 × 142…201: its far corner is still to come.
        let first = try #require(early)
        #expect(first[260, 270] == Self.teal.pixel, "the platter's far corner, not yet reached")
        #expect(first[80, 150] != Self.teal.pixel, "the platter near its origin")
        _ = advance(window, to: opened + 0.4)
        #expect(shown(menu) == (1, 1) && menu.layer.animationKeys() == nil)
        #expect(try #require(window.lastFrame).image[260, 270] == Pixel(red: 255, green: 255, blue: 255))
    }

    @Test func aChosenActionClosesTheMenuWhichShrinksFadesAndThenLeavesTheWindow() throws {
        var log: [String] = []
        let (window, menu, _, opened) = try openedMenu { log.append($0) }
        _ = advance(window, to: opened + 0.5)
        let date = try #require(menu.menuLayout.rows.dropFirst().first).frame
        let lift = window.scheduleTap(at: CGPoint(x: date.midX, y: date.midY))
        window.eventLoop.run(for: lift - window.eventLoop.now)
        let closed = window.eventLoop.now
        #expect(log == ["Date"])
        #expect(window.visibleMenu == nil && window.menuView == nil, "closing: no longer the window's menu")
        #expect(menu.superview === window && !menu.isUserInteractionEnabled, "still shown, taking no touches")
        let t = advance(window, to: closed + 0.1) - closed
        let progress = TimingFunction.easeIn.value(at: t / MenuView.closingDuration)
        let (scale, opacity) = shown(menu)
        #expect(abs(scale - (1 - 0.8 * progress)) < 1e-9 && abs(opacity - (1 - progress)) < 1e-6)
        _ = advance(window, to: closed + 0.3)
        #expect(menu.superview == nil)
        #expect(try #require(window.lastFrame).image[145, 180] == Self.teal.pixel, "the platter is gone")
    }

    /// A tap while the menu shrinks away reaches the button under it again.
    @Test func aTapDuringTheExitReachesTheViewsUnderTheMenu() throws {
        let (window, menu, button, opened) = try openedMenu()
        _ = advance(window, to: opened + 0.5)
        window.scheduleTap(at: CGPoint(x: 300, y: 600))
        window.eventLoop.run(for: 0.06)
        #expect(menu.superview === window && window.visibleMenu == nil)
        let events = Trace.capture {
            window.scheduleTap(at: CGPoint(x: 80, y: 117))
            window.eventLoop.run(for: 0.06)
        }.filter { $0.event == "controlEvent" && $0.view == button.traceName }.compactMap(\.message)
        #expect(events == ["touchDown", "touchUpInside", "menuActionTriggered"], "the button opens its menu again")
        window.eventLoop.runUntilIdle()
        #expect(window.subviews.filter { $0 is MenuView }.count == 1 && window.visibleMenu != nil)
    }
}
