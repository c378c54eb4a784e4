import Easel
import EaselGraphics
import Foundation

/// One resolved property of a view, named and typed as UIKit has it.
///
/// A view's properties are kept in the order of `ViewProperty.specs` (frame first,
/// `sizeToFit` last), whatever order the file wrote them in, so that applying them
/// gives the same view for the same scene.
public enum ViewProperty: Sendable {
    // MARK: Every view
    case frame(CGRect)
    case backgroundColor(Color)
    case alpha(CGFloat)
    case isHidden(Bool)
    case isOpaque(Bool)
    case clipsToBounds(Bool)
    case cornerRadius(CGFloat)
    case borderWidth(CGFloat)
    case borderColor(Color)
    case shadowColor(Color)
    case shadowOpacity(Float)
    case shadowOffset(CGSize)
    case shadowRadius(CGFloat)
    case transform(Transform)
    case contentMode(ContentMode)
    case autoresizingMask(AutoresizingMask)
    case autoresizesSubviews(Bool)
    case isUserInteractionEnabled(Bool)
    case tag(Int)

    // MARK: Label
    case text(String)
    case font(Font)
    case textColor(Color)
    case textAlignment(TextAlignment)
    case numberOfLines(Int)
    case lineBreakMode(LineBreakMode)

    // MARK: ImageView
    case image(SceneImage)

    // MARK: Canvas
    case drawing([DrawCommand])

    // MARK: Sizing, after everything else
    case sizeToFit
}
