import EaselGraphics
import Foundation

/// The attributes segment titles are drawn in for each control state, like
/// `UISegmentedControl.setTitleTextAttributes(_:for:)`.
extension SegmentedControl {
    /// Sets the attributes segment titles are drawn in for `state`, like
    /// `UISegmentedControl.setTitleTextAttributes(_:for:)`; `nil` removes them.
    ///
    /// A segment is drawn in the attributes of its state (`.selected` for the selected
    /// segment, `.highlighted` for the one touched, `.disabled` for a disabled segment
    /// or control, else `.normal`) over the normal state's, over the control's own: a
    /// 13-point system font (semibold when selected) in `label` (`tertiaryLabel` for a
    /// disabled segment; a disabled control is drawn at half opacity). A disabled
    /// segment keeps `tertiaryLabel` unless `.disabled` sets a foreground colour. An
    /// image segment is tinted with the foreground colour.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleTextAttributesByState[state] = attributes
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The attributes set for `state`, like `UISegmentedControl.titleTextAttributes(for:)`:
    /// `nil` when none were set for it.
    public func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
        titleTextAttributesByState[state]
    }

    /// What a segment in `state` is drawn in: the control's defaults for the state
    /// (`tertiaryLabel` for a disabled segment, `dimmed`) under the normal state's
    /// attributes (less their colour when disabled) under the state's own.
    func titleAttributes(for state: State, dimmed: Bool = false) -> TextAttributes {
        let defaults = TextAttributes(font: state == .selected ? Self.selectedFont : Self.font,
                                      foregroundColor: dimmed ? .tertiaryLabel : .label)
        var attributes = titleTextAttributesByState[.normal] ?? [:]
        if state != .normal {
            if state == .disabled { attributes[.foregroundColor] = nil }
            attributes.merge(titleTextAttributesByState[state] ?? [:]) { $1 }
        }
        return TextAttributes(attributes, defaults: defaults)
    }
}
