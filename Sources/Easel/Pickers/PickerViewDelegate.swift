import EaselGraphics
import Foundation

/// Gives a picker view its components' sizes and rows' content, and hears about the
/// user's selections, like `UIPickerViewDelegate`. Every method is optional, as in
/// UIKit: the defaults share the width equally, make rows 32 points tall, and show
/// each row's attributed title, else its title, else nothing.
@preconcurrency @MainActor
public protocol PickerViewDelegate: NSObjectProtocol {
    /// The width of `component`, like `pickerView(_:widthForComponent:)` (default: the
    /// picker's width, less 8 points a side and 5 between components, shared equally
    /// and rounded down to whole points).
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat
    /// The height of `component`'s rows, like `pickerView(_:rowHeightForComponent:)`
    /// (default 32 points).
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat
    /// A row's title, like `pickerView(_:titleForRow:forComponent:)`: drawn centred in
    /// the row, in the system font at 22 points, in `label` colour.
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A row's styled title, like `pickerView(_:attributedTitleForRow:forComponent:)`:
    /// preferred to the plain title; attributes it lacks are the plain title's.
    func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int,
                    forComponent component: Int) -> NSAttributedString?
    /// A row's view, like `pickerView(_:viewForRow:forComponent:reusing:)`: preferred to
    /// the titles. `view` is a view this component showed before and no longer shows,
    /// to reuse. The picker centres the view in the row; a view with no size fills it.
    func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int,
                    reusing view: View?) -> View
    /// The user settled `component` on `row`, like
    /// `pickerView(_:didSelectRow:inComponent:)`: called once a drag comes to rest on a
    /// row other than the selected one; never for `selectRow(_:inComponent:animated:)`.
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
}

extension PickerViewDelegate {
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.sharedComponentWidth
    }

    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat {
        PickerView.defaultRowHeight
    }

    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }

    public func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int,
                           forComponent component: Int) -> NSAttributedString? {
        nil
    }

    public func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int,
                           reusing view: View?) -> View {
        pickerView.titleView(forRow: row, forComponent: component, reusing: view)
    }

    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
}
