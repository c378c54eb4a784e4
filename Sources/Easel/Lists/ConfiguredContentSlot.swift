import Foundation

/// The view a cell shows its `contentConfiguration` in, inside its content view: kept
/// while it supports the next configuration, replaced when it does not.
@MainActor
struct ConfiguredContentSlot {
    private(set) var view: (View & ContentView)?

    /// Shows `configuration` (updated for `state`) in `container`, or removes the
    /// view for `nil`.
    mutating func show(_ configuration: ContentConfiguration?, for state: CellConfigurationState, in container: View) {
        guard let configuration = configuration?.updated(for: state) else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let view, view.supports(configuration) {
            view.configuration = configuration
        } else {
            view?.removeFromSuperview()
            let made = configuration.makeContentView()
            container.addSubview(made)
            view = made
        }
    }
}
