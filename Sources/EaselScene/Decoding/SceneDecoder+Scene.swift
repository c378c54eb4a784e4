import Easel
import EaselGraphics
import Foundation

/// The top level of a scene: the window, the root view or controller, the timeline,
/// the capture.
extension SceneDecoder {
    /// The keys a scene has at the top.
    static let topLevelKeys = ["size", "scale", "device", "refreshRate", "background", "systemOverlays", "root", "controller",
                               "controllers", "events", "capture", "duration"] + traitKeys

    /// The whole scene, with `options` applied; `nil` when any problem was found.
    func scene(_ node: SceneNode, options: SceneOptions) -> SceneTree? {
        guard let fields = fields(node, .top, expected: "a scene (a mapping with size or device, and root or controller)") else {
            return nil
        }
        rejectUnknownKeys(of: fields, known: Self.topLevelKeys)
        let device = fields.value("device").flatMap { value -> Device? in
            guard let name = string(value.node, value.path, expected: "a device name") else { return nil }
            if let device = Device.all.first(where: { $0.name == name }) { return device }
            report(Device.unknown(name), at: value.node.location, value.path)
            return nil
        }
        if fields.has("device"), fields.has("size") {
            report(.conflictingKeys("device", "size"), at: fields.keyLocation("size"), .top.appending("size"))
        } else if !fields.has("device"), !fields.has("size"), options.device == nil {
            report(.missingKey(["size", "device"]), at: node.location, .top)
        }
        let size = fields.value("size").flatMap { value in
            numbers(value.node, value.path, names: ["width", "height"], expected: "a size [width, height]",
                    range: { _ in .positive }).map { CGSize(width: $0[0], height: $0[1]) }
        }
        let scale = fields.value("scale").flatMap { number($0.node, $0.path, .positive) }
        let refreshRate = fields.value("refreshRate").flatMap { number($0.node, $0.path, .positive) }
        let background = fields.value("background").flatMap { color($0.node, $0.path) }
        let systemOverlays = fields.value("systemOverlays").flatMap { bool($0.node, $0.path) }
        let traits = TraitCollection(traitsFrom: [self.traits(fields), options.traits])
        if let root = fields.value("root") { declare(root: root.node, at: root.path) }
        if let controller = fields.value("controller") { declare(controller: controller.node, at: controller.path) }
        if let list = fields.value("controllers"), case .sequence(let listed) = list.node.content {
            for (index, controller) in listed.enumerated() { declare(controller: controller, at: list.path.appending(index)) }
        }
        let root = fields.value("root").flatMap { view($0.node, $0.path) }
        let controller = fields.value("controller").flatMap { self.controller($0.node, $0.path, place: .top) }
        let controllers = fields.value("controllers").map { controllerList($0.node, $0.path) } ?? []
        checkConstraintTargets()
        checkConstraintTrees()
        if fields.has("root"), fields.has("controller") {
            report(.conflictingKeys("root", "controller"), at: fields.keyLocation("controller"), .top.appending("controller"))
        } else if !fields.has("root"), !fields.has("controller") {
            report(.missingKey(["root", "controller"]), at: node.location, .top)
        }
        let events = fields.value("events").map { self.events($0.node, $0.path) } ?? []
        let capture = fields.value("capture").flatMap { self.capture($0.node, $0.path) }
        let duration = fields.value("duration").flatMap { number($0.node, $0.path, .nonNegative) }
        if let scale = options.scale, !(scale > 0 && scale.isFinite) {
            report(.typeMismatch(expected: "a positive scale", found: "\(scale)"), at: nil, ScenePath(components: [.key("--scale")]))
        }
        let schedule = options.capture ?? capture ?? .last
        if case .times(let times) = schedule { checkCaptureNames(times, at: fields.value("capture")) }
        guard problems.isEmpty, root != nil || controller != nil else { return nil }

        let screen = options.device ?? device
        let windowSize = options.device?.size ?? size ?? screen?.size ?? .zero
        let windowScale = options.scale ?? scale ?? screen?.scale ?? 1
        let windowRefreshRate = refreshRate.map(Double.init) ?? screen?.refreshRate ?? 60
        let viewTrees = (root.map { [$0] } ?? []) + ((controller.map { [$0] } ?? []) + controllers).flatMap(\.viewTrees)
        checkLimits(windowSize: windowSize, scale: windowScale, refreshRate: windowRefreshRate, roots: viewTrees,
                    events: events, capture: schedule, duration: duration.map(Double.init),
                    at: (fields.value("size") ?? fields.value("device"), options.capture == nil ? fields.value("capture") : nil,
                         fields.value("duration")))
        guard problems.isEmpty else { return nil }
        let lastEvent = events.map { $0.time + $0.action.span }.max() ?? 0
        let lastCapture = if case .times(let times) = schedule { times.last ?? 0 } else { 0.0 }
        return SceneTree(
            size: windowSize,
            scale: windowScale,
            device: screen,
            safeAreaInsets: screen?.safeAreaInsets ?? .zero,
            refreshRate: windowRefreshRate,
            background: background ?? .systemBackground,
            showsSystemOverlays: options.showsSystemOverlays ?? systemOverlays ?? false,
            traits: traits,
            root: root,
            controller: controller,
            controllers: controllers,
            events: events,
            capture: schedule,
            duration: max(Double(duration ?? 0), lastEvent, lastCapture))
    }

    /// `capture: last | every | [times]`; times are sorted and made unique.
    private func capture(_ node: SceneNode, _ path: ScenePath) -> CaptureSchedule? {
        let expected = "last, every, or a list of times in seconds"
        switch node.content {
        case .scalar:
            return name(node, path, category: "capture mode", [("last", CaptureSchedule.last), ("every", .every)])
        case .sequence:
            guard let list = items(node, path, expected: expected) else { return nil }
            let times = list.map { number($0.node, $0.path, .nonNegative) }
            guard !times.contains(where: { $0 == nil }) else { return nil }
            return .times(Array(Set(times.compactMap { $0.map(Double.init) })).sorted())
        case .mapping:
            mismatch(node, path, expected: expected)
            return nil
        }
    }

    /// Frames captured at times are named by millisecond: two times in one
    /// millisecond would write one file twice.
    private func checkCaptureNames(_ times: [Double], at value: (node: SceneNode, path: ScenePath)?) {
        for (earlier, later) in zip(times, times.dropFirst())
        where CaptureSchedule.timeName(earlier) == CaptureSchedule.timeName(later) {
            report(.captureTimesCollide(earlier, later), at: value?.node.location,
                   value?.path ?? ScenePath(components: [.key("--capture")]))
        }
    }
}
