/// How the status bar animates a change of `prefersStatusBarHidden`, like
/// `UIStatusBarAnimation`.
public enum StatusBarAnimation: Int, Sendable {
    case none, fade, slide
}
