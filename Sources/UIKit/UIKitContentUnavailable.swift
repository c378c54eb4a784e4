import Foundation

/// What a view shows where there is no content, like
/// `UIContentUnavailableConfiguration`; the same type as Easel's
/// `ContentUnavailableConfiguration`.
public typealias UIContentUnavailableConfiguration = ContentUnavailableConfiguration

/// The state a content-unavailable configuration is updated for, like
/// `UIContentUnavailableConfigurationState`; the same type as Easel's
/// `ContentUnavailableConfigurationState`.
public typealias UIContentUnavailableConfigurationState = ContentUnavailableConfigurationState

/// A view showing a content-unavailable configuration, like `UIContentUnavailableView`;
/// the same class as Easel's `ContentUnavailableView`.
public typealias UIContentUnavailableView = ContentUnavailableView
