import Easel
import Foundation
import Testing

/// `keyboardLayoutGuide`: at the bottom of the safe area without a keyboard, at the
/// keyboard's top with one, and views constrained to it follow.
@MainActor
@Suite struct KeyboardLayoutGuideTests {
    /// An iPhone 16 Pro–sized window (402 × 874, bottom inset 34) with a 44-point bar
    /// pinned above the keyboard.
    private func screen() -> (Window, View, View) {
        let window = Window(size: CGSize(width: 402, height: 874))
        window.safeAreaInsets = EdgeInsets(top: 62, left: 0, bottom: 34, right: 0)
        window.makeKeyAndVisible()
        let root = plainView("root", window.bounds)
        window.addSubview(root)
        let bar = plainView("bar")
        pinAboveTheKeyboard(bar, in: root)
        window.eventLoop.runOnce()
        return (window, root, bar)
    }

    @Test func withoutAKeyboardTheGuideIsTheBottomSafeArea() {
        let (window, root, bar) = screen()
        #expect(window.keyboardHeight == 0 && window.keyboardFrame == CGRect(x: 0, y: 874, width: 402, height: 0))
        #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 840, width: 402, height: 34))
        #expect(bar.frame == CGRect(x: 0, y: 796, width: 402, height: 44))
        #expect(root.keyboardLayoutGuide.identifier == "UIKeyboardLayoutGuide")
    }

    @Test func aShownKeyboardLiftsWhatIsConstrainedToTheGuide() {
        let (window, root, bar) = screen()
        window.showKeyboard(height: 336)
        window.eventLoop.runOnce()
        #expect(window.keyboardFrame == CGRect(x: 0, y: 538, width: 402, height: 336))
        #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 538, width: 402, height: 336))
        #expect(bar.frame == CGRect(x: 0, y: 494, width: 402, height: 44))
        window.hideKeyboard()
        window.eventLoop.runOnce()
        #expect(bar.frame == CGRect(x: 0, y: 796, width: 402, height: 44))
    }

    @Test func withoutTheSafeAreaTheGuideSitsAtTheViewsBottom() {
        let (window, root, bar) = screen()
        root.keyboardLayoutGuide.usesBottomSafeArea = false
        window.eventLoop.runOnce()
        #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 874, width: 402, height: 0))
        #expect(bar.frame == CGRect(x: 0, y: 830, width: 402, height: 44))
    }

    @Test func aBadKeyboardHeightIsReportedAndTakenAsZero() {
        let (window, _, _) = screen()
        window.showKeyboard(height: 100)
        window.showKeyboard(height: -.infinity)
        #expect(window.keyboardHeight == 0)
    }
}
