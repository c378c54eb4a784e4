/// The view classes a scene can create, by the names scenes write (`class: Label`).
///
/// Each is Easel's UIKit counterpart except `Canvas`, a view whose
/// `draw(context:rect:)` runs the scene's drawing commands.
public enum ViewClass: String, CaseIterable, Sendable {
    /// `View`, like `UIView`.
    case view = "View"
    /// `Label`, like `UILabel`.
    case label = "Label"
    /// `ImageView`, like `UIImageView`.
    case imageView = "ImageView"
    /// A view that draws the scene's commands in `draw(context:rect:)`.
    case canvas = "Canvas"
    /// `StackView`, like `UIStackView`: its scene `subviews` are its arranged subviews.
    case stackView = "StackView"
    /// `ScrollView`, like `UIScrollView`: its scene `subviews` are its content.
    case scrollView = "ScrollView"
}
