import Foundation

/// An object that sizes the content of the controllers it contains and hears about
/// size and trait transitions, like `UIContentContainer`. `ViewController` and
/// `PresentationController` adopt it with UIKit's default versions; a container
/// overrides them to size its children.
@preconcurrency @MainActor
public protocol ContentContainer: AnyObject {
    /// The size the content would like, like `UIContentContainer.preferredContentSize`.
    var preferredContentSize: CGSize { get }
    /// Called when a child's `preferredContentSize` changed, like
    /// `preferredContentSizeDidChange(forChildContentContainer:)`.
    func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer)
    /// Called when a child's Auto Layout fitting size changed, like
    /// `systemLayoutFittingSizeDidChange(forChildContentContainer:)`.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any ContentContainer)
    /// The size a child gets inside a container of `parentSize`, like
    /// `size(forChildContentContainer:withParentContainerSize:)`.
    func size(forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// Called before the container's size changes, like
    /// `UIContentContainer.viewWillTransition(to:with:)`.
    func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator)
    /// Called before the container's traits change, like
    /// `UIContentContainer.willTransition(to:with:)`.
    func willTransition(to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator)
}
