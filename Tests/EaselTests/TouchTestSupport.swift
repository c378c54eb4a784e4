import Easel
import EaselGraphics
import Foundation

/// A view that records the touches it receives (by its trace name) and, unless told
/// to handle them, passes them on up the responder chain.
final class TouchRecordingView: View {
    var handlesTouches = false
    var log: [String] = []

    convenience init(id: String, frame: CGRect, handlesTouches: Bool = false) {
        self.init(frame: frame)
        accessibilityIdentifier = id
        self.handlesTouches = handlesTouches
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        log.append("began \(Self.describe(touches, in: self))")
        if !handlesTouches { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        log.append("moved \(Self.describe(touches, in: self))")
        if !handlesTouches { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        log.append("ended \(Self.describe(touches, in: self))")
        if !handlesTouches { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        log.append("cancelled \(Self.describe(touches, in: self))")
        if !handlesTouches { super.touchesCancelled(touches, with: event) }
    }

    /// The touches' locations in the view, sorted, as `(x,y)`.
    static func describe(_ touches: Set<Touch>, in view: View) -> String {
        touches.map { touch in
            let point = touch.location(in: view)
            return "(\(format(point.x)),\(format(point.y)))"
        }.sorted().joined(separator: " ")
    }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }
}

/// Collects what gesture recognizers report to their target.
@MainActor
final class GestureLog {
    var entries: [String] = []

    func record(_ recognizer: GestureRecognizer) {
        entries.append("\(recognizer.name ?? "?") \(recognizer.state)")
    }
}

/// The trace of `body`, keeping only touch deliveries and gesture state changes.
@MainActor
func touchTrace(_ body: () -> Void) -> [String] {
    Trace.capture(during: body)
        .filter { $0.event.hasPrefix("touches") || $0.event == "gesture" }
        .map(\.description)
}
