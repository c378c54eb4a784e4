import Foundation

extension View {
    /// Gives the view the high content hugging (750 on both axes) that UIKit gives views
    /// of a fixed size (a switch, a stepper, a spinner), so a stack view or a layout
    /// stretches the views around them instead.
    func hugsItsIntrinsicSize() {
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }
}
