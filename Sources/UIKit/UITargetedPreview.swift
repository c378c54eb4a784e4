import CoreGraphics
import Easel

/// How a preview of a view is drawn, like `UIPreviewParameters`: the part of the view it
/// shows, its shadow's outline and the color behind it.
@preconcurrency @MainActor
open class UIPreviewParameters {
    /// The outline of the part of the view the preview shows (`nil`: all of it).
    open var visiblePath: UIBezierPath?
    /// The outline of the preview's shadow (`nil`: the visible path's).
    open var shadowPath: UIBezierPath?
    /// The color behind the preview (`nil`: the system's).
    open var backgroundColor: UIColor!

    /// Parameters that show the whole view, like `UIPreviewParameters()`.
    public init() {}

    /// Parameters that show the given lines of text, like
    /// `UIPreviewParameters(textLineRects:)`: the visible path is the union of the rectangles.
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let path = UIBezierPath()
        for value in textLineRects { path.append(UIBezierPath(rect: value.cgRectValue)) }
        visiblePath = path
    }
}

/// Where a preview is shown, like `UIPreviewTarget`: a point in a container view, and a
/// transform.
@preconcurrency @MainActor
open class UIPreviewTarget {
    /// The view the preview is placed in.
    public let container: UIView
    /// The preview's centre in the container's coordinates.
    public let center: CGPoint
    /// The transform applied to the preview.
    public let transform: CGAffineTransform

    /// A target at `center` in `container`, transformed, like
    /// `UIPreviewTarget(container:center:transform:)`.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
    }

    /// A target at `center` in `container`, like `UIPreviewTarget(container:center:)`.
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}

/// A preview of a view that a system interaction shows or animates (a pointer's lift or
/// highlight, a context menu's preview), like `UITargetedPreview`.
@preconcurrency @MainActor
open class UITargetedPreview {
    /// The view previewed.
    public let view: UIView
    /// How it is drawn.
    public let parameters: UIPreviewParameters
    /// Where it is shown.
    public let target: UIPreviewTarget

    /// The size of the preview: the view's bounds, like `UITargetedPreview.size`.
    open var size: CGSize { view.bounds.size }

    /// A preview of `view` drawn with `parameters` at `target`, like
    /// `UITargetedPreview(view:parameters:target:)`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
    }

    /// A preview of `view` in place (centred where the view is, in its superview), like
    /// `UITargetedPreview(view:parameters:)`. A view without a superview is reported
    /// (iOS raises an exception) and is its own container.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        guard let superview = view.superview else {
            Diagnostics.report("UITargetedPreview(view:parameters:): \(type(of: view)) has no superview to be previewed in; it is its own container")
            self.init(view: view, parameters: parameters,
                      target: UIPreviewTarget(container: view, center: CGPoint(x: view.bounds.midX, y: view.bounds.midY)))
            return
        }
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: superview, center: view.center))
    }

    /// A preview of `view` in place with the default parameters, like
    /// `UITargetedPreview(view:)`.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The same preview at another target, like `retargetedPreview(with:)`.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}
