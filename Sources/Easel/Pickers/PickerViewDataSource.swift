import Foundation

/// Tells a picker view how many components and rows it shows, like
/// `UIPickerViewDataSource`. Both methods are required, as in UIKit.
@preconcurrency @MainActor
public protocol PickerViewDataSource: NSObjectProtocol {
    /// The number of components (wheels), like `numberOfComponents(in:)`. A negative
    /// count is taken as 0, with a diagnostic.
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// The number of rows in `component`, like
    /// `pickerView(_:numberOfRowsInComponent:)`. A negative count is taken as 0, with a
    /// diagnostic.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}
