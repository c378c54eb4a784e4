/// Where an appearance object reports that one of its properties changed: to the
/// appearance that holds it, and from the outermost one to the bar that shows it, which
/// redraws (UIKit's bars also follow changes made to the appearance they hold).
@MainActor
final class AppearanceChanges {
    /// Told of each change.
    var handler: (@MainActor () -> Void)?

    func send() { handler?() }

    /// Passes this object's changes on to `outer`.
    func forward(to outer: AppearanceChanges) {
        handler = { [weak outer] in outer?.send() }
    }
}
