/// The symbol configuration a legacy button draws its symbol image at, state by state.
extension Button {
    /// Draws the button's symbol image at `configuration` in `state`, like
    /// `UIButton.setPreferredSymbolConfiguration(_:forImageIn:)` (iOS 13): the image the
    /// image view shows is the state's image with that configuration applied (its point
    /// size, weight and scale); `nil` draws the image as set. Images that are not symbols
    /// are drawn as set. A button with a `configuration` uses its
    /// `preferredSymbolConfigurationForImage` instead, as in UIKit.
    public func setPreferredSymbolConfiguration(_ configuration: Image.SymbolConfiguration?, forImageIn state: State) {
        symbolConfigurations[state.rawValue] = configuration
        contentDidChange()
    }

    /// The symbol configuration set for `state`, else for `.normal`, like
    /// `UIButton.preferredSymbolConfigurationForImage(in:)`.
    public func preferredSymbolConfigurationForImage(in state: State) -> Image.SymbolConfiguration? {
        symbolConfigurations[state.rawValue] ?? symbolConfigurations[State.normal.rawValue]
    }
}
