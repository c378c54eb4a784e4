/// An image, like `UIImage`: the same object as Easel's `Image`, with `size` in points,
/// `scale`, `draw(in:)`, `draw(at:)` and `pngData()`.
public typealias UIImage = Image
