import Foundation

/// Sizes in pixels that the renderer can hold: the window's framebuffer and the
/// backing stores of the views that draw (`Label`, `Canvas`) are `size × scale`
/// pixels, and a side longer than cairo's image surfaces take (or than memory allows)
/// is refused here instead of failing in the middle of a render.
extension SceneDecoder {
    /// The longest side, in pixels, of the window or of a drawing view's backing store.
    static let maximumPixelsPerSide: CGFloat = 16384

    /// Checks the window and every drawing view of `roots` (the root view, or the views
    /// of every controller), and the frames events give them.
    func checkPixelLimits(windowSize: CGSize, scale: CGFloat, roots: [ViewNode], events: [SceneEvent],
                          at window: (node: SceneNode, path: ScenePath)?) {
        if let found = oversized(windowSize, scale: scale) {
            report(.typeMismatch(expected: "a window of at most \(Int(Self.maximumPixelsPerSide)) pixels a side (size × scale)",
                                 found: found), at: window?.node.location, window?.path ?? .top)
        }
        var drawingViews: Set<String> = []
        func visit(_ node: ViewNode) {
            let draws = node.viewClass == .label || node.viewClass == .canvas
            if draws, let id = node.id { drawingViews.insert(id) }
            if draws { checkFrames(in: node.properties, at: node.location, node.path, scale: scale) }
            node.subviews.forEach(visit)
        }
        roots.forEach(visit)
        for event in events {
            guard case .set(let id, let properties) = event.action, drawingViews.contains(id) else { continue }
            checkFrames(in: properties, at: event.location, event.path.appending("properties"), scale: scale)
        }
    }

    private func checkFrames(in properties: [ViewProperty], at location: SourceLocation, _ path: ScenePath, scale: CGFloat) {
        for case .frame(let frame) in properties {
            if let found = oversized(frame.size, scale: scale) {
                report(.typeMismatch(expected: "a drawing view of at most \(Int(Self.maximumPixelsPerSide)) pixels a side (frame × scale)",
                                     found: found), at: location, path.appending("frame"))
            }
        }
    }

    /// `"W × H pixels"` when a side of `size × scale` is too long.
    private func oversized(_ size: CGSize, scale: CGFloat) -> String? {
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width > Self.maximumPixelsPerSide || height > Self.maximumPixelsPerSide else { return nil }
        func shown(_ value: CGFloat) -> String { value < 1e15 ? String(Int64(value)) : "\(value)" }
        return "\(shown(width)) × \(shown(height)) pixels"
    }
}
