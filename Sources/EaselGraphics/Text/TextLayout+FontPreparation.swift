import Foundation

extension TextLayout {
    /// Loads Easel's private font configuration on a thread of its own, so that a
    /// process that is about to lay out text (`easel render`) scans the font files
    /// while it does other work (reading its scene); the first layout then waits only
    /// for what is left of the scan. The configuration is the same whichever thread
    /// loads it, so text renders exactly as it would have.
    public static func prepareFontsInBackground() {
        Thread.detachNewThread { _ = FontLibrary.shared }
    }
}
