import EaselGraphics
import Foundation

/// Strings, URLs, images and colors, the values UIKit reads and writes by type:
/// a setter replaces the items with one item per value, under the value's type
/// (`public.utf8-plain-text`, `public.url`, `public.png`, `com.apple.uikit.color`), and
/// setting `nil` or an empty array removes every item. A getter reads the items that
/// have a representation of one of the type list's types (data of a text type is read
/// as UTF-8, of an image type as PNG).
extension Pasteboard {
    /// The types a string is read from, like `UIPasteboard.typeListString`.
    public static let typeListString = ["public.utf8-plain-text", "public.plain-text", "public.text"]
    /// The types a URL is read from, like `UIPasteboard.typeListURL`.
    public static let typeListURL = ["public.url", "public.file-url"]
    /// The types an image is read from, like `UIPasteboard.typeListImage`.
    public static let typeListImage = ["public.png", "public.jpeg", "public.image"]
    /// The types a color is read from, like `UIPasteboard.typeListColor`.
    public static let typeListColor = ["com.apple.uikit.color"]

    /// The first string, like `UIPasteboard.string`.
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Every item's string, `nil` when none has one, like `UIPasteboard.strings`.
    public var strings: [String]? {
        get { values(Self.typeListString) { ($0 as? String) ?? ($0 as? Data).flatMap { String(data: $0, encoding: .utf8) } } }
        set { replaceItems(with: newValue, as: Self.typeListString[0]) }
    }

    /// The first URL, like `UIPasteboard.url`.
    public var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    /// Every item's URL, `nil` when none has one, like `UIPasteboard.urls`.
    public var urls: [URL]? {
        get { values(Self.typeListURL) { ($0 as? URL) ?? ($0 as? String).flatMap(URL.init(string:)) } }
        set { replaceItems(with: newValue, as: Self.typeListURL[0]) }
    }

    /// The first image, like `UIPasteboard.image`.
    public var image: Image? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    /// Every item's image, `nil` when none has one, like `UIPasteboard.images`.
    public var images: [Image]? {
        get { values(Self.typeListImage) { ($0 as? Image) ?? ($0 as? Data).flatMap { try? Image(pngData: $0) } } }
        set { replaceItems(with: newValue, as: Self.typeListImage[0]) }
    }

    /// The first color, like `UIPasteboard.color`.
    public var color: Color? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }

    /// Every item's color, `nil` when none has one, like `UIPasteboard.colors`.
    public var colors: [Color]? {
        get { values(Self.typeListColor) { $0 as? Color } }
        set { replaceItems(with: newValue, as: Self.typeListColor[0]) }
    }

    /// Whether an item has a string, like `UIPasteboard.hasStrings`.
    public var hasStrings: Bool { strings != nil }
    /// Whether an item has a URL, like `UIPasteboard.hasURLs`.
    public var hasURLs: Bool { urls != nil }
    /// Whether an item has an image, like `UIPasteboard.hasImages`.
    public var hasImages: Bool { images != nil }
    /// Whether an item has a color, like `UIPasteboard.hasColors`.
    public var hasColors: Bool { colors != nil }

    /// The value of each item that has one of `types` (the first of them it has),
    /// converted; `nil` when none has.
    private func values<Value>(_ types: [String], _ convert: (Any) -> Value?) -> [Value]? {
        let found = items.compactMap { item in types.lazy.compactMap { item[$0] }.first.flatMap(convert) }
        return found.isEmpty ? nil : found
    }

    private func replaceItems<Value>(with values: [Value]?, as type: String) {
        setItems((values ?? []).map { [type: $0] })
    }
}
