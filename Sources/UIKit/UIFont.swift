/// A font at a size, like `UIFont`: the same value as Easel's `Font`, with UIKit's
/// factories (`systemFont(ofSize:weight:)`, `boldSystemFont(ofSize:)`,
/// `monospacedDigitSystemFont(ofSize:weight:)` …), `init?(name:size:)`, `withSize(_:)`
/// and metrics (`lineHeight`, `ascender`, `descender`, `capHeight`).
public typealias UIFont = Font
