import EaselGraphics
import Foundation

/// How large a scene may be: each bound turns input that would exhaust memory, disk
/// or time into a problem reported at the key at fault, before anything renders.
///
/// UIKit has no such limits (an app's screens are written by its developers); a
/// scene file is input handed over by anyone, so Easel states them. Every limit has a
/// default that real screens stay far below and can be changed, in Swift through
/// `SceneOptions.limits`, on the command line with `--limit name=value`.
public struct SceneLimits: Hashable, Sendable {
    /// The window's framebuffer and each drawing view's backing store (`size × scale`
    /// pixels) per side, and all of them together per frame: 16384 a side and
    /// 8192 × 8192 (256 MiB of pixels) in all. The images a scene names are held to the
    /// same budget: each alone, and all of them together.
    public var pixels = PixelBudget(maximumSide: 16384, maximumArea: 8192 * 8192)
    /// The most views in a scene, the root included: 10000.
    public var views = 10_000
    /// The deepest a view may sit in the tree, the root being at depth 1: 64.
    public var viewDepth = 64
    /// The most standalone layers in a scene (the `layers` of every view, with their
    /// sublayers and masks): 10000.
    public var layers = 10_000
    /// The deepest a standalone layer may sit below its view, a view's own `layers`
    /// being at depth 1 and each sublayer or mask one deeper than its layer: 64.
    public var layerDepth = 64
    /// The most constraints of all the views together: 40000.
    public var constraints = 40_000
    /// The most events in the timeline: 10000.
    public var events = 10_000
    /// The longest text of one label or `text` drawing command, in Unicode scalars:
    /// 10000.
    public var textLength = 10_000
    /// The longest timeline (its `duration`, event and capture times), in seconds of
    /// virtual time: 600.
    public var duration: TimeInterval = 600
    /// The most frames one render may write (`capture: every` writes one per VSync
    /// at most): 10000.
    public var frames = 10_000
    /// The largest scene file read, in bytes: 16 MiB.
    public var sceneFileSize = 16 << 20
    /// The most values a scene document may hold: scalars, lists and mappings, keys
    /// included, each YAML alias counting as the values it repeats: 1000000. Checked
    /// while the document is read, at the value or alias that crosses it, so that a
    /// kilobyte of nested aliases cannot expand to billions of values.
    public var documentNodes = 1_000_000
    /// The largest image file read, in bytes: 64 MiB.
    public var imageFileSize = 64 << 20

    /// The defaults.
    public static let standard = SceneLimits()

    /// The defaults, to change one at a time.
    public init() {}

    /// A limit as the command line names it (`--limit views=20000`).
    public enum Name: String, CaseIterable, Sendable {
        case pixelsPerSide = "pixels-per-side"
        case pixelsPerFrame = "pixels-per-frame"
        case views
        case viewDepth = "view-depth"
        case layers
        case layerDepth = "layer-depth"
        case constraints
        case events
        case textLength = "text-length"
        case duration
        case frames
        case sceneFileSize = "scene-file-size"
        case documentNodes = "document-nodes"
        case imageFileSize = "image-file-size"

        /// What the limit bounds, with its unit.
        public var summary: String {
            switch self {
            case .pixelsPerSide: "pixels a side of the window and of each drawing view (size × scale)"
            case .pixelsPerFrame: "pixels of the window and its drawing views together, per frame"
            case .views: "views in a scene"
            case .viewDepth: "levels of views nested in one another"
            case .layers: "standalone layers in a scene, sublayers and masks included"
            case .layerDepth: "levels of sublayers and masks nested in one another below a view"
            case .constraints: "constraints of all the views together"
            case .events: "events in the timeline"
            case .textLength: "characters (Unicode scalars) of one label's or text command's text"
            case .duration: "seconds of timeline (duration, event and capture times)"
            case .frames: "frames written by one render"
            case .sceneFileSize: "bytes of a scene file"
            case .documentNodes: "values in a scene document, keys included and YAML aliases expanded"
            case .imageFileSize: "bytes of an image file"
            }
        }
    }

    /// The value of the limit `name`, as messages and `--limit` write it.
    public func value(of name: Name) -> String {
        switch name {
        case .pixelsPerSide: String(pixels.maximumSide)
        case .pixelsPerFrame: String(pixels.maximumArea)
        case .views: String(views)
        case .viewDepth: String(viewDepth)
        case .layers: String(layers)
        case .layerDepth: String(layerDepth)
        case .constraints: String(constraints)
        case .events: String(events)
        case .textLength: String(textLength)
        case .duration: Self.shown(duration)
        case .frames: String(frames)
        case .sceneFileSize: String(sceneFileSize)
        case .documentNodes: String(documentNodes)
        case .imageFileSize: String(imageFileSize)
        }
    }

    /// Sets a limit from the command line's `name=value`: a whole number of at least
    /// 1 (a number of seconds for `duration`).
    public mutating func set(_ setting: String) throws(SceneError) {
        let path = ScenePath(components: [.key("--limit")])
        func fail(_ kind: SceneProblem.Kind) -> SceneError {
            .invalidScene([SceneProblem(file: nil, location: nil, path: path, kind: kind)])
        }
        let parts = setting.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            throw fail(.typeMismatch(expected: "name=value, such as views=20000", found: SceneNode.quoted(setting)))
        }
        let names = Name.allCases.map(\.rawValue)
        guard let name = Name(rawValue: parts[0]) else {
            throw fail(.unknownName(category: "limit", name: parts[0], suggestion: Suggestion.closest(to: parts[0], among: names),
                                    known: names))
        }
        if name == .duration {
            guard let seconds = Double(parts[1]), seconds.isFinite, seconds > 0 else {
                throw fail(.typeMismatch(expected: "a positive number of seconds for duration", found: SceneNode.quoted(parts[1])))
            }
            duration = seconds
            return
        }
        guard let value = Int(parts[1]), value >= 1 else {
            throw fail(.typeMismatch(expected: "a whole number of at least 1 for \(name.rawValue)", found: SceneNode.quoted(parts[1])))
        }
        switch name {
        case .pixelsPerSide: pixels.maximumSide = value
        case .pixelsPerFrame: pixels.maximumArea = value
        case .views: views = value
        case .viewDepth: viewDepth = value
        case .layers: layers = value
        case .layerDepth: layerDepth = value
        case .constraints: constraints = value
        case .events: events = value
        case .textLength: textLength = value
        case .frames: frames = value
        case .sceneFileSize: sceneFileSize = value
        case .documentNodes: documentNodes = value
        case .imageFileSize: imageFileSize = value
        case .duration: break
        }
    }
}

extension SceneLimits {
    /// A number of seconds as messages show it: `600` rather than `600.0`.
    static func shown(_ seconds: Double) -> String {
        seconds.rounded() == seconds && abs(seconds) < 1e15 ? String(Int64(seconds)) : "\(seconds)"
    }
}
