/// The look of the status bar's content, like `UIStatusBarStyle`, with UIKit's raw
/// values; see `ViewController.preferredStatusBarStyle` and `Window.showsSystemOverlays`.
public enum StatusBarStyle: Int, Sendable {
    /// Dark or light content, whichever contrasts with the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
