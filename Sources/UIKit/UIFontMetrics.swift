import Easel

/// Scales fonts and values with the person's text size, like `UIFontMetrics`.
public typealias UIFontMetrics = FontMetrics
