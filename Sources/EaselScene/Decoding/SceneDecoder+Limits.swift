import EaselGraphics
import Foundation

/// The scene's limits (`SceneLimits`), checked once the tree is read and before
/// anything is allocated for it: sizes in pixels that the renderer could not hold
/// (the window's framebuffer and the backing stores of the views that draw, `Label`
/// and `Canvas`, are `size × scale` pixels; a `TextLayer`'s is `bounds × contentsScale`), and scenes too large, too deep or too
/// long to render in bounded time.
extension SceneDecoder {
    /// Checks the window, the views of `roots` (the root view, or the view trees of
    /// every controller), their constraints and the timeline against `limits`.
    func checkLimits(windowSize: CGSize, scale: CGFloat, refreshRate: Double, roots: [ViewNode], events: [SceneEvent],
                     capture: CaptureSchedule, duration: Double?,
                     at keys: (window: (node: SceneNode, path: ScenePath)?, capture: (node: SceneNode, path: ScenePath)?,
                               duration: (node: SceneNode, path: ScenePath)?)) {
        checkPixels(windowSize: windowSize, scale: scale, roots: roots, events: events, at: keys.window)
        checkViews(roots)
        checkLayers(roots)
        checkConstraints(roots)
        checkTimeline(events: events, capture: capture, duration: duration, refreshRate: refreshRate,
                      at: (keys.capture, keys.duration))
    }

    private func checkPixels(windowSize: CGSize, scale: CGFloat, roots: [ViewNode], events: [SceneEvent],
                             at window: (node: SceneNode, path: ScenePath)?) {
        let budget = limits.pixels
        let windowPixels = PixelBudget.pixels(of: windowSize, scale: scale)
        if let excess = excess(windowPixels) {
            report(.overLimit("the window (size × scale) is \(excess.text)", limit: excess.limit),
                   at: window?.node.location, window?.path ?? .top)
            return
        }
        // The largest frame each drawing view ever gets: its backing store at that size.
        var largest: [String: Double] = [:]
        var anonymous: [Double] = []
        var drawingViews: Set<String> = []
        var fits = true
        func checkSizes(_ sizes: [(size: CGSize, key: String)], scale: CGFloat, of drawing: String, id: String?,
                        at location: SourceLocation, _ path: ScenePath) {
            for (size, key) in sizes {
                let pixels = PixelBudget.pixels(of: size, scale: scale)
                if let excess = excess(pixels), excess.limit == .pixelsPerSide {
                    report(.overLimit("\(drawing) is \(excess.text)", limit: .pixelsPerSide), at: location, path.appending(key))
                    fits = false
                } else if let id {
                    largest[id] = max(largest[id] ?? 0, pixels.width * pixels.height)
                } else {
                    anonymous.append(pixels.width * pixels.height)
                }
            }
        }
        func check(_ properties: [ViewProperty], id: String?, at location: SourceLocation, _ path: ScenePath) {
            let frames = properties.compactMap { property -> (size: CGSize, key: String)? in
                if case .frame(let frame) = property { (frame.size, "frame") } else { nil }
            }
            checkSizes(frames, scale: scale, of: "a drawing view (frame × scale)", id: id, at: location, path)
        }
        // Text layers draw too, into `bounds × contentsScale` pixels: the size and scale
        // each has last (a `set` may change either), by id.
        var textLayers: [String: (size: CGSize, scale: CGFloat)] = [:]
        func checkTextLayer(_ properties: [LayerProperty], id: String?, at location: SourceLocation, _ path: ScenePath) {
            var known = id.flatMap { textLayers[$0] } ?? (size: .zero, scale: 1)
            var key = "contentsScale"
            for property in properties {
                switch property {
                case .frame(let rect): (known.size, key) = (rect.size, "frame")
                case .bounds(let rect): (known.size, key) = (rect.size, "bounds")
                case .contentsScale(let given): known.scale = given
                default: break
                }
            }
            if let id { textLayers[id] = known }
            checkSizes([(known.size, key)], scale: known.scale, of: "a text layer (bounds × contentsScale)", id: id,
                       at: location, path)
        }
        func visitLayers(_ layers: [LayerNode]) {
            for layer in layers {
                if layer.kind == .textLayer { checkTextLayer(layer.properties, id: layer.id, at: layer.location, layer.path) }
                visitLayers(layer.sublayers + (layer.mask.map { [$0] } ?? []))
            }
        }
        // The views whose gestures or control actions make changes.
        var actionViews: [ViewNode] = []
        func visit(_ node: ViewNode) {
            if [.label, .canvas, .textView].contains(node.viewClass) {
                if let id = node.id { drawingViews.insert(id) }
                check(node.properties, id: node.id, at: node.location, node.path)
            }
            visitLayers(node.layers)
            if !node.gestures.isEmpty || node.properties.contains(where: { if case .controlActions = $0 { true } else { false } }) {
                actionViews.append(node)
            }
            node.subviews.forEach(visit)
        }
        roots.forEach(visit)
        // Frames (and text layers' sizes and scales) set by events, by animation blocks
        // and by gesture actions.
        func checkSets(in action: SceneEvent.Action, at location: SourceLocation, _ path: ScenePath) {
            switch action {
            case .set(let id, let properties) where drawingViews.contains(id):
                check(properties, id: id, at: location, path.appending("properties"))
            case .setLayer(let id, let properties) where textLayers[id] != nil:
                checkTextLayer(properties, id: id, at: location, path.appending("properties"))
            case .animate(let animation):
                for (index, change) in animation.changes.enumerated() {
                    checkSets(in: change, at: location, path.appending("animate").appending(index))
                }
            default:
                break
            }
        }
        for event in events { checkSets(in: event.action, at: event.location, event.path) }
        for node in actionViews {
            for (index, gesture) in node.gestures.enumerated() {
                for (state, changes) in gesture.actions {
                    let path = node.path.appending("gestures").appending(index).appending(state.description)
                    for (item, change) in changes.enumerated() { checkSets(in: change, at: gesture.location, path.appending(item)) }
                }
            }
            for case .controlActions(let actions) in node.properties {
                for action in actions {
                    let path = node.path.appending("actions").appending(action.name)
                    for (item, change) in action.changes.enumerated() { checkSets(in: change, at: node.location, path.appending(item)) }
                }
            }
        }
        let total = windowPixels.width * windowPixels.height + largest.values.reduce(0, +) + anonymous.reduce(0, +)
        if fits, total > Double(budget.maximumArea) {
            report(.overLimit("the window and its drawing views make \(PixelBudget.shown(total)) pixels a frame, "
                              + "over the limit of \(budget.maximumArea)", limit: .pixelsPerFrame),
                   at: window?.node.location, window?.path ?? .top)
        }
    }

    /// The text and the limit for pixels over the budget, if they are.
    private func excess(_ pixels: (width: Double, height: Double)) -> (text: String, limit: SceneLimits.Name)? {
        guard let text = limits.pixels.excess(width: pixels.width, height: pixels.height),
              let exceeded = limits.pixels.exceeded(width: pixels.width, height: pixels.height) else { return nil }
        return (text.replacingOccurrences(of: "pixels in all", with: "pixels a frame"),
                exceeded == .side ? .pixelsPerSide : .pixelsPerFrame)
    }

    /// The number of views of all the trees, and how deep each nests (the first view
    /// too deep is reported, not each of its subviews).
    private func checkViews(_ roots: [ViewNode]) {
        var count = 0
        func visit(_ node: ViewNode, depth: Int) {
            count += 1
            if depth > limits.viewDepth {
                report(.overLimit("the view is nested \(depth) levels deep, over the limit of \(limits.viewDepth)",
                                  limit: .viewDepth), at: node.location, node.path)
                return
            }
            for subview in node.subviews { visit(subview, depth: depth + 1) }
        }
        for root in roots { visit(root, depth: 1) }
        if count > limits.views, let root = roots.first {
            report(.overLimit("the scene has \(count) views, over the limit of \(limits.views)", limit: .views),
                   at: root.location, root.path)
        }
    }

    /// The number of standalone layers of all the trees, each counted as often as it
    /// is shown (a replicator's sublayers once per instance), reported at the first
    /// layer over the limit; and how deep each nests below its view (the first layer
    /// too deep is reported, not each of its sublayers).
    private func checkLayers(_ roots: [ViewNode]) {
        let ceiling = limits.layers + 1
        var count = 0
        var firstOver: LayerNode?
        func visitLayer(_ layer: LayerNode, depth: Int, copies: Int) {
            count = min(count + copies, ceiling)
            if count == ceiling, firstOver == nil { firstOver = layer }
            if depth > limits.layerDepth {
                report(.overLimit("the layer is nested \(depth) levels deep, over the limit of \(limits.layerDepth)",
                                  limit: .layerDepth), at: layer.location, layer.path)
                return
            }
            var instances = 1
            for case .instanceCount(let given) in layer.properties where layer.kind == .replicatorLayer { instances = given }
            let (replicated, overflow) = copies.multipliedReportingOverflow(by: instances)
            for sublayer in layer.sublayers {
                visitLayer(sublayer, depth: depth + 1, copies: overflow ? ceiling : min(replicated, ceiling))
            }
            if let mask = layer.mask { visitLayer(mask, depth: depth + 1, copies: copies) }
        }
        func visitView(_ node: ViewNode, depth: Int) {
            guard depth <= limits.viewDepth else { return }
            for layer in node.layers { visitLayer(layer, depth: 1, copies: 1) }
            for subview in node.subviews { visitView(subview, depth: depth + 1) }
        }
        for root in roots { visitView(root, depth: 1) }
        if let firstOver {
            report(.overLimit("the scene shows more than \(limits.layers) layers, replicated copies included",
                              limit: .layers), at: firstOver.location, firstOver.path)
        }
    }

    /// The number of constraints of all the trees, reported at the view whose
    /// constraints cross the limit.
    private func checkConstraints(_ roots: [ViewNode]) {
        var count = 0
        func visit(_ node: ViewNode) -> Bool {
            for case .constraints(let constraints) in node.properties { count += constraints.count }
            if count > limits.constraints {
                report(.overLimit("the views have more than \(limits.constraints) constraints", limit: .constraints),
                       at: node.location, node.path.appending("constraints"))
                return false
            }
            return node.subviews.allSatisfy(visit)
        }
        _ = roots.allSatisfy(visit)
    }

    /// How long the timeline runs, and how many frames its capture can write.
    private func checkTimeline(events: [SceneEvent], capture: CaptureSchedule, duration: Double?, refreshRate: Double,
                               at keys: (capture: (node: SceneNode, path: ScenePath)?, duration: (node: SceneNode, path: ScenePath)?)) {
        let limit = limits.duration
        func over(_ time: Double) -> String {
            "the timeline runs to \(SceneLimits.shown(time)) seconds, over the limit of \(SceneLimits.shown(limit))"
        }
        let capturePath = keys.capture?.path ?? ScenePath(components: [.key("--capture")])
        if events.count > limits.events {
            let first = events[limits.events]
            report(.overLimit("the timeline has \(events.count) events, over the limit of \(limits.events)", limit: .events),
                   at: first.location, first.path)
        }
        if let duration, duration > limit {
            report(.overLimit(over(duration), limit: .duration), at: keys.duration?.node.location, keys.duration?.path ?? .top)
        }
        if let late = events.first(where: { $0.time > limit }) {
            report(.overLimit(over(late.time), limit: .duration), at: late.location, late.path)
        }
        if case .times(let times) = capture, let last = times.last, last > limit {
            report(.overLimit(over(last), limit: .duration), at: keys.capture?.node.location, capturePath)
        }
        guard problems.isEmpty else { return }
        let timeline = max(duration ?? 0, events.last?.time ?? 0)
        let frames: Double = switch capture {
        case .last: 1
        case .every: (timeline * refreshRate).rounded(.down) + 1
        case .times(let times): Double(times.count)
        }
        if frames > Double(limits.frames) {
            report(.overLimit("the capture can write \(PixelBudget.shown(frames)) frames, over the limit of \(limits.frames)",
                              limit: .frames), at: keys.capture?.node.location, capturePath)
        }
    }
}

extension SceneDecoder {
    /// A string that is at most `SceneLimits.textLength` Unicode scalars long: the
    /// text of a label or of a `text` drawing command, which is laid out in full
    /// however little of it shows.
    func text(_ node: SceneNode, _ path: ScenePath) -> String? {
        guard let text = string(node, path) else { return nil }
        let length = text.unicodeScalars.count
        guard length <= limits.textLength else {
            report(.overLimit("the text is \(length) characters long, over the limit of \(limits.textLength)",
                              limit: .textLength), at: node.location, path)
            return nil
        }
        return text
    }
}

extension SceneLimits {
    /// The problem with the file at `path` when it is larger than `limit` bytes.
    func excessFileSize(at path: String, limit: Int, name: Name) -> SceneProblem.Kind? {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? NSNumber,
              size.int64Value > Int64(limit) else { return nil }
        return .overLimit("the file is \(size.int64Value) bytes, over the limit of \(limit)", limit: name)
    }
}
