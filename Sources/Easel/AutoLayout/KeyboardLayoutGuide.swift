import Foundation

/// The space the keyboard takes in a view, as a layout guide, like
/// `UIKeyboardLayoutGuide` (`View.keyboardLayoutGuide`).
///
/// It spans the view's width and ends at its bottom. While no keyboard shows, its top
/// is the bottom of the view's safe area (with `usesBottomSafeArea`, the default since
/// iOS 17) or the view's bottom; while the window shows a keyboard
/// (`Window.showKeyboard(height:)`), its top is the keyboard's top where the keyboard
/// overlaps the view. Constrain a view's bottom to `topAnchor` and it rides above the
/// keyboard.
@preconcurrency @MainActor
public final class KeyboardLayoutGuide: LayoutGuide {
    /// Whether the guide's top stays at the bottom of the safe area while no keyboard
    /// shows, like `UIKeyboardLayoutGuide.usesBottomSafeArea` (`true`); when `false`
    /// it sits at the view's bottom, zero high.
    public var usesBottomSafeArea = true {
        didSet { if oldValue != usesBottomSafeArea { owningView?.window?.safeAreaInsetsDidChangeInWindow() } }
    }

    /// Whether the guide follows an undocked or floating keyboard, like
    /// `UIKeyboardLayoutGuide.followsUndockedKeyboard` (`false`); Easel's keyboard is
    /// always docked, so it only keeps the value.
    public var followsUndockedKeyboard = false

    /// The keyboard's height over the owning view: how far the keyboard's top is above
    /// the view's bottom, or the bottom safe-area inset when that is more and the guide
    /// uses it.
    func height(safeAreaInsets: EdgeInsets) -> CGFloat {
        let floor = usesBottomSafeArea ? safeAreaInsets.bottom : 0
        guard let owner = owningView, let window = owner.window, window.keyboardHeight > 0 else { return floor }
        let bottom = owner.convert(owner.bounds, to: window).maxY
        return max(floor, bottom - window.keyboardFrame.minY)
    }
}

extension View {
    /// The guide of the space the keyboard takes in the view, like
    /// `UIView.keyboardLayoutGuide`.
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        if let guide = layoutStorage?.systemGuides[.keyboard] as? KeyboardLayoutGuide { return guide }
        let guide = KeyboardLayoutGuide(kind: .keyboard, owningView: self)
        layoutState.systemGuides[.keyboard] = guide
        return guide
    }
}
