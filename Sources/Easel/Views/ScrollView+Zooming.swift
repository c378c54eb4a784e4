import Foundation

/// Zooming, as `UIScrollView` does it: the delegate names the view to zoom
/// (`viewForZooming(in:)`), the scroll view scales it with its `transform`, keeps its
/// frame at the content's origin and makes the content exactly its scaled size.
///
/// A pinch zooms about the fingers (the content point under them stays under them), and
/// `zoomScale` and `zoom(to:animated:)` zoom from code. The scale stays within
/// `minimumZoomScale`…`maximumZoomScale` (Easel does not rubber-band past them; with
/// `bouncesZoom` UIKit briefly lets a pinch overshoot, then animates back).
extension ScrollView {
    /// Whether the user is pinching the content, like `UIScrollView.isZooming`.
    public var isZooming: Bool { zoomGesture != nil }

    /// Whether the content is springing back within the scale limits, like
    /// `UIScrollView.isZoomBouncing`: never, as Easel keeps the scale within them.
    public var isZoomBouncing: Bool { false }

    /// The scale within the limits (the maximum when they are inverted, as UIKit's
    /// setter clamps).
    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        max(minimumZoomScale, min(maximumZoomScale, scale))
    }

    /// The point of the zoomed view, in its own (unscaled) coordinates, shown at
    /// `visible` (a point of the scroll view's frame, from its top-left corner).
    func unzoomedPoint(at visible: CGPoint) -> CGPoint {
        CGPoint(x: (visible.x + contentOffset.x) / currentZoomScale, y: (visible.y + contentOffset.y) / currentZoomScale)
    }

    /// Zooms to `scale` (clamped) so that `point` of the zoomed view shows at `visible`,
    /// as near as the content's edges allow.
    func zoom(to scale: CGFloat, keeping point: CGPoint, at visible: CGPoint, animated: Bool) {
        guard scale.isFinite, scale > 0, let zoomed = delegate?.viewForZooming(in: self) else { return }
        let scale = clampedZoomScale(scale)
        let apply = { [self] in
            currentZoomScale = scale
            let size = CGSize(width: zoomed.bounds.width * scale, height: zoomed.bounds.height * scale)
            zoomed.transform = Transform(scaleX: scale, y: scale)
            zoomed.center = CGPoint(x: size.width / 2, y: size.height / 2)
            contentSize = size
            let range = offsetRange
            let offset = CGPoint(x: point.x * scale - visible.x, y: point.y * scale - visible.y)
            scroll(to: CGPoint(x: min(range.x.upperBound, max(range.x.lowerBound, offset.x)),
                               y: min(range.y.upperBound, max(range.y.lowerBound, offset.y))))
            delegate?.scrollViewDidZoom(self)
        }
        guard animated, window != nil else { return apply() }
        View.animate(withDuration: Self.animatedScrollDuration, animations: { apply() }) { [weak self] _ in
            guard let self else { return }
            delegate?.scrollViewDidEndZooming(self, with: zoomed, atScale: scale)
        }
    }

    /// Creates or removes the pinch recognizer as zooming becomes possible or not.
    func updatePinchGestureRecognizer() {
        let zooms = maximumZoomScale > minimumZoomScale
        if zooms, pinchGestureRecognizer == nil {
            let pinch = PinchGestureRecognizer()
            pinch.name = "zoom"
            pinch.addTarget(self, action: ScrollView.handlePinch)
            addGestureRecognizer(pinch)
            pinchGestureRecognizer = pinch
        } else if !zooms, let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
    }

    /// Follows the fingers: the content point under them when the pinch began stays
    /// under them, at the scale the pinch has reached.
    private func handlePinch(_ pinch: PinchGestureRecognizer) {
        let fingers = pinch.location(in: self)
        let visible = CGPoint(x: fingers.x - contentOffset.x, y: fingers.y - contentOffset.y)
        switch pinch.state {
        case .began:
            guard let zoomed = delegate?.viewForZooming(in: self) else { return }
            zoomGesture = (startScale: currentZoomScale, anchor: unzoomedPoint(at: visible))
            delegate?.scrollViewWillBeginZooming(self, with: zoomed)
            fallthrough
        case .changed:
            guard let gesture = zoomGesture else { return }
            zoom(to: gesture.startScale * pinch.scale, keeping: gesture.anchor, at: visible, animated: false)
        case .ended, .cancelled:
            guard zoomGesture != nil else { return }
            zoomGesture = nil
            delegate?.scrollViewDidEndZooming(self, with: delegate?.viewForZooming(in: self), atScale: currentZoomScale)
        default:
            break
        }
    }
}
