/// TextKit's text storage, like `NSTextStorage`: an `NSMutableAttributedString` that
/// tells its layout managers when it changes; the same class as Easel's `TextStorage`.
public typealias NSTextStorage = TextStorage

/// Hears about a text storage's edits, like `NSTextStorageDelegate`; the same protocol
/// as Easel's `TextStorageDelegate`.
public typealias NSTextStorageDelegate = TextStorageDelegate

/// Lays a text storage out in text containers and draws it, like `NSLayoutManager`;
/// the same class as Easel's `LayoutManager` (one glyph per UTF-16 unit).
public typealias NSLayoutManager = LayoutManager

/// Hears about a layout manager's layout, like `NSLayoutManagerDelegate`; the same
/// protocol as Easel's `LayoutManagerDelegate`.
public typealias NSLayoutManagerDelegate = LayoutManagerDelegate

/// The region text is laid out in, like `NSTextContainer`; the same class as Easel's
/// `TextContainer`.
public typealias NSTextContainer = TextContainer
