import Foundation

/// The key under which a view keeps its `contentStretch`.
nonisolated(unsafe) private let contentStretchKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

extension UIView {
    /// The part of the view's content that stretches when the view is resized, in unit
    /// coordinates, like `UIView.contentStretch` (deprecated since iOS 6 for resizable
    /// images): the whole content, (0, 0, 1, 1), by default. Easel keeps the value and
    /// stretches the content as a whole; any other rectangle is reported.
    @available(*, deprecated, message: "Deprecated in iOS 6: use UIImage.resizableImage(withCapInsets:) instead")
    public var contentStretch: CGRect {
        get { objc_getAssociatedObject(self, contentStretchKey) as? CGRect ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
        set {
            if newValue != CGRect(x: 0, y: 0, width: 1, height: 1) {
                Diagnostics.report("\(traceName).contentStretch: the content stretches as a whole; a partial stretch is not applied")
            }
            objc_setAssociatedObject(self, contentStretchKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
}
