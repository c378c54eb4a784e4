import Foundation

/// One event of the trace: a lifecycle callback, a pass, a dirty rectangle, a frame or
/// a diagnostic, written as one JSON object per line
/// (`{"event":"draw","view":"badge","rect":[0,0,20,20]}`).
public struct TraceEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened: `layoutSubviews`, `draw`, `viewDidLoad`, `commit`, `frame`, …
    public var event: String
    /// The trace name of the view involved, if any.
    public var view: String?
    /// The trace name of the view controller involved, if any.
    public var controller: String?
    /// A rectangle in the view's coordinates (`draw`), if any.
    public var rect: CGRect?
    /// The `animated` flag of appearance callbacks.
    public var animated: Bool?
    /// A frame's index.
    public var index: Int?
    /// Virtual time in seconds (`commit`, `frame`).
    public var time: Double?
    /// A frame's damaged rectangles, in window pixels.
    public var damage: [CGRect]?
    /// The views a diagnostic concerns (a layout loop names them all).
    public var views: [String]?
    /// A diagnostic's text.
    public var message: String?
    /// A size (`viewWillTransition`, `preferredContentSizeDidChange`).
    public var size: CGSize?
    /// The trace name of the new parent controller (`willMoveToParent`,
    /// `didMoveToParent`); absent when moving to no parent.
    public var parent: String?

    public init(_ event: String, view: String? = nil, controller: String? = nil, rect: CGRect? = nil,
                animated: Bool? = nil, index: Int? = nil, time: Double? = nil, damage: [CGRect]? = nil,
                views: [String]? = nil, message: String? = nil, size: CGSize? = nil, parent: String? = nil) {
        self.event = event
        self.view = view
        self.controller = controller
        self.rect = rect
        self.animated = animated
        self.index = index
        self.time = time
        self.damage = damage
        self.views = views
        self.message = message
        self.size = size
        self.parent = parent
    }

    /// The event as one line of JSON, keys in a fixed order.
    public var jsonLine: String {
        var fields = ["\"event\":\(JSONText.quoted(event))"]
        if let view { fields.append("\"view\":\(JSONText.quoted(view))") }
        if let controller { fields.append("\"controller\":\(JSONText.quoted(controller))") }
        if let rect { fields.append("\"rect\":\(Self.array(rect))") }
        if let size { fields.append("\"size\":[\(Self.number(size.width)),\(Self.number(size.height))]") }
        if let parent { fields.append("\"parent\":\(JSONText.quoted(parent))") }
        if let animated { fields.append("\"animated\":\(animated)") }
        if let index { fields.append("\"index\":\(index)") }
        if let time { fields.append("\"time\":\(Self.number(time))") }
        if let damage { fields.append("\"damage\":[\(damage.map(Self.array).joined(separator: ","))]") }
        if let views { fields.append("\"views\":[\(views.map(JSONText.quoted).joined(separator: ","))]") }
        if let message { fields.append("\"message\":\(JSONText.quoted(message))") }
        return "{\(fields.joined(separator: ","))}"
    }

    /// A compact form for reading traces in tests: `draw badge [0,0,20,20]`.
    public var description: String {
        var parts = [event]
        if let controller { parts.append(controller) }
        if let view { parts.append(view) }
        if let animated { parts.append("animated:\(animated)") }
        if let rect { parts.append(Self.array(rect)) }
        if let size { parts.append("[\(Self.number(size.width)),\(Self.number(size.height))]") }
        if let parent { parts.append("parent:\(parent)") }
        if let index { parts.append("#\(index)") }
        if let damage { parts.append(damage.map(Self.array).joined(separator: " ")) }
        if let views { parts.append(views.joined(separator: ",")) }
        if let message { parts.append(message) }
        return parts.joined(separator: " ")
    }

    private static func array(_ rect: CGRect) -> String {
        "[\(number(rect.origin.x)),\(number(rect.origin.y)),\(number(rect.size.width)),\(number(rect.size.height))]"
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
