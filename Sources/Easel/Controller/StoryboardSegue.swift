import Foundation

/// A transition between two controllers, like `UIStoryboardSegue`. Storyboards do not
/// exist on Linux, so no segue is ever made for you (`performSegue(withIdentifier:sender:)`
/// finds none), but a segue made in code works as on iOS: `perform()` runs its perform
/// handler, and a subclass overrides `perform()` to present or push `destination`.
@preconcurrency @MainActor
open class StoryboardSegue {
    /// The segue's identifier, like `UIStoryboardSegue.identifier`.
    public let identifier: String?
    /// The controller the segue starts from, like `UIStoryboardSegue.source`.
    public let source: ViewController
    /// The controller the segue shows, like `UIStoryboardSegue.destination`.
    public let destination: ViewController
    private var performHandler: (() -> Void)?

    /// A segue from `source` to `destination`, like
    /// `UIStoryboardSegue(identifier:source:destination:)`.
    public init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// A segue whose `perform()` calls `performHandler`, like
    /// `UIStoryboardSegue(identifier:source:destination:performHandler:)`.
    public convenience init(identifier: String?, source: ViewController, destination: ViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Performs the transition, like `UIStoryboardSegue.perform()`: the base version
    /// calls the perform handler, if the segue has one. Override it to show
    /// `destination` (present it, push it) as a custom segue does.
    open func perform() {
        performHandler?()
    }
}

/// What an unwind segue starts from, like `UIStoryboardUnwindSegueSource`: the
/// controller it leaves, the action that names where it goes, and the sender. Only a
/// storyboard makes one on iOS; here a container's unwinding methods take it as UIKit's do.
@preconcurrency @MainActor
public final class StoryboardUnwindSegueSource {
    /// The controller the unwind starts from, like `UIStoryboardUnwindSegueSource.source`.
    public let source: ViewController
    /// The unwind action, like `UIStoryboardUnwindSegueSource.unwindAction`.
    public let unwindAction: Selector
    /// The object that started the unwind, like `UIStoryboardUnwindSegueSource.sender`.
    public let sender: Any?

    init(source: ViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
    }
}
