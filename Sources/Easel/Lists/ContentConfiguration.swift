import EaselGraphics
import Foundation

/// A description of a cell's content that makes the view showing it, like
/// `UIContentConfiguration`.
@preconcurrency @MainActor
public protocol ContentConfiguration {
    /// A new view showing this configuration, like `makeContentView()`.
    func makeContentView() -> View & ContentView
    /// The configuration for a cell's state, like `updated(for:)`.
    func updated(for state: CellConfigurationState) -> Self
}

/// A view that shows a content configuration, like `UIContentView`.
@preconcurrency @MainActor
public protocol ContentView: AnyObject {
    /// The configuration shown, like `UIContentView.configuration`.
    var configuration: ContentConfiguration { get set }
    /// Whether the view can show `configuration` (else the cell makes a new view), like
    /// `supports(_:)`; by default, a configuration of the same type.
    func supports(_ configuration: ContentConfiguration) -> Bool
}

extension ContentView {
    public func supports(_ configuration: ContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
