import Foundation

/// A cell whose `backgroundConfiguration` takes the place of its background views: what
/// `CollectionViewCell` and `TableViewCell` share.
@MainActor
protocol BackgroundConfiguredCell: View {
    var backgroundView: View? { get set }
    var selectedBackgroundView: View? { get set }
    var backgroundConfiguration: BackgroundConfiguration? { get set }
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }
    /// The view drawing the configuration.
    var backgroundSlot: ConfiguredBackgroundSlot { get set }
}

extension BackgroundConfiguredCell {
    /// Draws a new `backgroundConfiguration`; a configuration removes the background
    /// views, as UIKit's are mutually exclusive with it.
    func showBackgroundConfiguration() {
        if backgroundConfiguration != nil {
            backgroundView = nil
            selectedBackgroundView = nil
        }
        backgroundSlot.show(backgroundConfiguration, in: self)
    }

    /// Replaces the configuration by its update for `state` when the cell updates it
    /// automatically, as UIKit does before `updateConfiguration(using:)`.
    func updateBackgroundConfigurationAutomatically(for state: CellConfigurationState) {
        guard automaticallyUpdatesBackgroundConfiguration, let backgroundConfiguration else { return }
        self.backgroundConfiguration = backgroundConfiguration.updated(for: state)
    }
}

/// The configured background of a cell, header or footer: made on the first
/// configuration, kept while there is one, removed for `nil`.
@MainActor
struct ConfiguredBackgroundSlot {
    private(set) var view: ConfiguredBackgroundView?

    /// Shows `configuration` behind the other subviews of `host`, or removes the view
    /// for `nil`.
    mutating func show(_ configuration: BackgroundConfiguration?, in host: View) {
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        let shown = view ?? ConfiguredBackgroundView(host: host)
        if view == nil {
            host.insertSubview(shown, at: 0)
            view = shown
        }
        shown.configuration = configuration
        shown.frame = host.bounds
    }
}
