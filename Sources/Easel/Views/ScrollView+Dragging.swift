import Foundation

/// Dragging the content, and the motion after the finger lifts.
extension ScrollView {
    func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            // The content follows the finger from here, without jumping by the pan's
            // hysteresis (the pan's velocity is kept).
            let translation = pan.translation(in: self)
            dragStartOffset = contentOffset
            let finger = fingerOffset(for: contentOffset)
            dragOrigin = CGPoint(x: finger.x + translation.x, y: finger.y + translation.y)
            isDragging = true
            if keyboardDismissMode != .none { _ = window?.endEditing(true) }
            delegate?.scrollViewWillBeginDragging(self)
            showScrollIndicators()
        case .changed:
            let translation = pan.translation(in: self)
            scroll(to: stretchedOffset(for: CGPoint(x: dragOrigin.x - translation.x, y: dragOrigin.y - translation.y)))
        case .ended, .cancelled:
            isDragging = false
            let velocity = pan.state == .ended ? pan.velocity(in: self) : .zero
            release(withVelocity: CGPoint(x: scrollsHorizontally ? -velocity.x : 0, y: scrollsVertically ? -velocity.y : 0))
        default:
            break
        }
    }

    var scrollsHorizontally: Bool {
        alwaysBounceHorizontal || contentSize.width + adjustedContentInset.left + adjustedContentInset.right > bounds.width
    }

    var scrollsVertically: Bool {
        alwaysBounceVertical || contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom > bounds.height
    }

    /// The offset shown for a finger at `offset`: past an edge the rubber band holds
    /// it back (or the edge stops it, without bouncing); an axis that does not scroll
    /// stays put.
    private func stretchedOffset(for offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: scrollsHorizontally ? stretch(offset.x, range.x, dimension: bounds.width) : contentOffset.x,
                       y: scrollsVertically ? stretch(offset.y, range.y, dimension: bounds.height) : contentOffset.y)
    }

    private func stretch(_ value: CGFloat, _ range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        if range.contains(value) { return value }
        let edge = value < range.lowerBound ? range.lowerBound : range.upperBound
        guard bounces else { return edge }
        let band = ScrollMotion.rubberBand(abs(value - edge), dimension: dimension)
        return value < edge ? edge - band : edge + band
    }

    /// Where a finger would be for an offset shown past an edge (the inverse of the
    /// rubber band), so a drag that catches a bouncing view does not jump.
    private func fingerOffset(for offset: CGPoint) -> CGPoint {
        let range = offsetRange
        func unstretch(_ value: CGFloat, _ range: ClosedRange<CGFloat>, _ dimension: CGFloat) -> CGFloat {
            guard !range.contains(value), dimension > 0 else { return value }
            let edge = value < range.lowerBound ? range.lowerBound : range.upperBound
            let band = min(abs(value - edge), dimension * 0.999)
            let finger = dimension / ScrollMotion.rubberBandCoefficient * (1 / (1 - band / dimension) - 1)
            return value < edge ? edge - finger : edge + finger
        }
        return CGPoint(x: unstretch(offset.x, range.x, bounds.width), y: unstretch(offset.y, range.y, bounds.height))
    }

    /// The finger lifted with `velocity` (points per second of offset): decide where the
    /// content goes, let the delegate change it, and start the motion.
    private func release(withVelocity velocity: CGPoint) {
        guard let window else { return }
        let now = window.eventLoop.now
        let range = offsetRange
        let threshold = 0.5 / Double(contentScaleFactor)
        let rate = Double(decelerationRate.rawValue)
        let offset = contentOffset
        var motion: (x: ScrollMotion, y: ScrollMotion)
        if isPagingEnabled {
            let target = pageTarget(for: velocity)
            motion = (ScrollMotion.spring(from: offset.x, to: target.x, velocity: velocity.x, threshold: threshold, at: now),
                      ScrollMotion.spring(from: offset.y, to: target.y, velocity: velocity.y, threshold: threshold, at: now))
        } else {
            motion = (ScrollMotion.release(from: offset.x, velocity: velocity.x, range: range.x.doubles, bounces: bounces,
                                           rate: rate, threshold: threshold, at: now),
                      ScrollMotion.release(from: offset.y, velocity: velocity.y, range: range.y.doubles, bounces: bounces,
                                           rate: rate, threshold: threshold, at: now))
        }
        let target = CGPoint(x: motion.x.final, y: motion.y.final)
        let perMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
        var requested = isPagingEnabled ? target : restingContentOffset(proposed: target, velocity: perMillisecond)
        withUnsafeMutablePointer(to: &requested) { target in
            delegate?.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: target)
        }
        if requested != target {
            motion = (ScrollMotion.spring(from: offset.x, to: requested.x, velocity: velocity.x, threshold: threshold, at: now),
                      ScrollMotion.spring(from: offset.y, to: requested.y, velocity: velocity.y, threshold: threshold, at: now))
        }
        let willDecelerate = max(motion.x.end, motion.y.end) > now
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else { return hideScrollIndicators() }
        delegate?.scrollViewWillBeginDecelerating(self)
        start((motion.x, motion.y, false))
    }

    /// With paging: the page the projected flick lands nearest to, at most one page
    /// from the one the drag started on. The projection is UIKit's:
    /// velocity / 1000 · r / (1 − r) at the fast rate (r = 0.99).
    private func pageTarget(for velocity: CGPoint) -> CGPoint {
        let range = offsetRange
        func target(_ offset: CGFloat, _ origin: CGFloat, _ velocity: CGFloat, _ page: CGFloat,
                    _ range: ClosedRange<CGFloat>) -> CGFloat {
            guard page > 0 else { return offset }
            let fast = DecelerationRate.fast.rawValue
            let projected = offset + velocity / 1000 * fast / (1 - fast)
            let start = (origin / page).rounded()
            let index = min(start + 1, max(start - 1, (projected / page).rounded()))
            return min(range.upperBound, max(range.lowerBound, index * page))
        }
        return CGPoint(x: target(contentOffset.x, dragStartOffset.x, velocity.x, bounds.width, range.x),
                       y: target(contentOffset.y, dragStartOffset.y, velocity.y, bounds.height, range.y))
    }

    // MARK: Driving a motion

    /// Runs a motion frame by frame on a display link.
    func start(_ newMotion: (x: ScrollMotion, y: ScrollMotion, isAnimatedScroll: Bool)) {
        guard let window else { return }
        motion = newMotion
        isDecelerating = !newMotion.isAnimatedScroll
        showScrollIndicators()
        let link = DisplayLink { [weak self] link in self?.step(at: link.timestamp) }
        motionLink = link
        link.add(to: window.eventLoop)
    }

    private func step(at time: TimeInterval) {
        guard let motion else { return }
        scroll(to: CGPoint(x: motion.x.value(at: time), y: motion.y.value(at: time)))
        guard time >= max(motion.x.end, motion.y.end) else { return }
        let wasScrollingToTop = isScrollingToTop
        stopMotion()
        if wasScrollingToTop {
            delegate?.scrollViewDidScrollToTop(self)
        } else if motion.isAnimatedScroll {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else {
            delegate?.scrollViewDidEndDecelerating(self)
        }
        hideScrollIndicators()
    }

    /// Stops the motion in progress where it is.
    func stopMotion() {
        motionLink?.invalidate()
        motionLink = nil
        motion = nil
        isDecelerating = false
        isScrollingToTop = false
    }
}

private extension ClosedRange where Bound == CGFloat {
    var doubles: ClosedRange<Double> { Double(lowerBound)...Double(upperBound) }
}
