import Foundation

/// The height class a bar's legacy background image is for, like `UIBarMetrics`: a
/// standard-height bar or a compact one (an iPhone in landscape), each with or without
/// a prompt above the title.
public enum BarMetrics: Int, Sendable {
    /// A standard-height bar, like `UIBarMetrics.default`.
    case `default` = 0
    /// A compact-height bar, like `UIBarMetrics.compact`.
    case compact = 1
    /// A standard-height bar with a prompt, like `UIBarMetrics.defaultPrompt`.
    case defaultPrompt = 101
    /// A compact-height bar with a prompt, like `UIBarMetrics.compactPrompt`.
    case compactPrompt = 102

    /// The metrics whose image a bar of these metrics shows when none is set for them,
    /// as UIKit falls back: a prompt's to its height's, a compact one's to the default.
    var fallbacks: [BarMetrics] {
        switch self {
        case .default: [.default]
        case .compact: [.compact, .default]
        case .defaultPrompt: [.defaultPrompt, .default]
        case .compactPrompt: [.compactPrompt, .compact, .default]
        }
    }
}
