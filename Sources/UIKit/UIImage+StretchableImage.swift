import Foundation

extension Image {
    /// A resizable copy with end caps of the given widths, like the deprecated
    /// `UIImage.stretchableImage(withLeftCapWidth:topCapHeight:)`: the middle point
    /// between the caps is stretched, and the right and bottom caps are what remains of
    /// the image past it. A cap of 0 leaves that direction without caps: the whole image
    /// stretches, as UIKit documents.
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> Image {
        func caps(_ leading: Int, across length: CGFloat) -> (CGFloat, CGFloat) {
            guard leading > 0 else { return (0, 0) }
            let start = min(CGFloat(leading), max(0, length - 1))
            return (start, max(0, length - start - 1))
        }
        let (left, right) = caps(leftCapWidth, across: size.width)
        let (top, bottom) = caps(topCapHeight, across: size.height)
        return resizableImage(withCapInsets: EdgeInsets(top: top, left: left, bottom: bottom, right: right), resizingMode: .stretch)
    }

    /// The width of the left end cap, like the deprecated `UIImage.leftCapWidth`: the
    /// left cap inset, 0 for an image that is not resizable.
    public var leftCapWidth: Int { Int(capInsets.left) }

    /// The height of the top end cap, like the deprecated `UIImage.topCapHeight`: the top
    /// cap inset, 0 for an image that is not resizable.
    public var topCapHeight: Int { Int(capInsets.top) }
}
